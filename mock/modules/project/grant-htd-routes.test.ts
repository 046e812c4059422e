import { describe, expect, it } from 'vitest'
import { seedAccounts } from '../../core/db/seed-accounts.ts'
import { generatedUserId, htdId, projectIds as p, userIds } from '../../core/db/seed-ids.ts'
import { apiAs, type Api } from '../../core/testing/api-client.ts'

/** User-htd grants, business-api.md §3.5. */
const path = '/api/base/user-htd-permission'
type Grant = { id: string; userId: string; userName: string; name: string | null; projectId: string; projName: string; htdId: string; htdName: string; htdCode: string | null; creationTime: string; creatorId: string | null } // prettier-ignore
type Page<T> = { totalCount: number; items: T[] }
const unknownId = '3a0f6c1e-0000-4000-8000-000000000000'
const admin = () => apiAs(seedAccounts.admin)
const errorOf = (answer: { json: <T>() => T }) =>
  answer.json<{ error: { code: string | null; message: string; data: unknown; validationErrors: { message: string; members: string[] }[] | null } }>().error // prettier-ignore

async function htdsOf(api: Api, userId: string, projectId?: string) {
  const query = projectId ? `?projectId=${projectId}` : ''
  const answer = await api('GET', `${path}/by-user/${userId}${query}`)
  return answer.json<{ items: Grant[] }>().items.map((g) => g.htdId)
}

describe('reading', () => {
  it('pages every htd grant, filters by project, htd, user and text', async () => {
    const api = await admin()
    const page = (await api('GET', `${path}?maxResultCount=3`)).json<Page<Grant>>()
    expect(page.totalCount).toBe(8 + 3 + 45 + 7)
    expect(page.items[0]).toMatchObject({ userId: userIds.admin, userName: 'admin', name: 'Administrator', projectId: p.metroLine5, projName: '地铁5号线土建工程', htdId: htdId(3, 1), htdName: '三标段' }) // prettier-ignore
    const ring = (await api('GET', `${path}?projectId=${p.eastRingExpressway}&maxResultCount=100`)).json<Page<Grant>>() // prettier-ignore
    expect(ring.items.every((g) => g.projectId === p.eastRingExpressway)).toBe(true)
    const one = (await api('GET', `${path}?htdId=${htdId(3, 2)}&maxResultCount=100`)).json<Page<Grant>>() // prettier-ignore
    expect(one.items.map((g) => g.userName)).toEqual(['admin', 'manager', 'user001', 'user004', 'user009', 'user060']) // prettier-ignore
    const user = (await api('GET', `${path}?userId=${userIds.manager}&sorting=htdName`)).json<Page<Grant>>() // prettier-ignore
    expect(user.items.map((g) => g.htdName)).toEqual(['一标段', '一标段', '二标段'])
    expect((await api('GET', `${path}?sorting=projName`)).status).toBe(400)
  })

  it('lists one user’s grants by project and htd sort, optionally in one project', async () => {
    const api = await admin()
    expect(await htdsOf(api, userIds.admin)).toEqual([
      htdId(2, 1), htdId(4, 2), htdId(4, 1), htdId(1, 1), htdId(1, 2), htdId(1, 3), htdId(3, 2), htdId(3, 1),
    ]) // prettier-ignore
    expect(await htdsOf(api, userIds.admin, p.metroLine5)).toEqual([htdId(3, 2), htdId(3, 1)])
    expect((await api('GET', `${path}/by-user/${unknownId}`)).status).toBe(404)
  })
})

describe('by-user PUT', () => {
  const url = (userId: string, projectId?: string) =>
    `${path}/by-user/${userId}${projectId ? `?projectId=${projectId}` : ''}`

  it('replaces the user’s htds within the project only', async () => {
    const api = await admin()
    const body = { htdIds: [htdId(3, 3), htdId(3, 4), htdId(3, 4)] }
    expect((await api('PUT', url(userIds.admin, p.metroLine5), body)).status).toBe(204)
    // 四标段 (sort 4) and 二标段 (sort 2), by sort.
    expect(await htdsOf(api, userIds.admin, p.metroLine5)).toEqual([htdId(3, 4), htdId(3, 3)])
    expect(await htdsOf(api, userIds.admin, p.binjiangAvenue)).toHaveLength(3)
    expect((await api('PUT', url(userIds.admin, p.metroLine5), { htdIds: [] })).status).toBe(204)
    expect(await htdsOf(api, userIds.admin, p.metroLine5)).toEqual([])
  })

  it('wants projectId (V1) and the list, together', async () => {
    const api = await admin()
    const answer = await api('PUT', url(userIds.admin), {})
    expect(answer.status).toBe(400)
    expect(errorOf(answer).validationErrors?.map((e) => e.members[0])).toEqual(['projectId', 'htdIds']) // prettier-ignore
  })

  it('refuses an htd of another project and a user without the project grant', async () => {
    const api = await admin()
    const outside = await api('PUT', url(userIds.manager, p.metroLine5), { htdIds: [htdId(2, 1)] })
    expect([outside.status, errorOf(outside).code]).toEqual([403, 'Base:HtdNotInProject'])
    expect(errorOf(outside).message).toBe("Contract section '一标段' does not belong to project '地铁5号线土建工程'.") // prettier-ignore
    const noGrant = await api('PUT', url(userIds.manager, p.eastRingExpressway), { htdIds: [htdId(5, 1)] }) // prettier-ignore
    expect(errorOf(noGrant)).toMatchObject({ code: 'Base:UserNotInProject', data: { 0: 'manager', 1: '东环高速公路改扩建工程' } }) // prettier-ignore
    const zh = await api('PUT', url(userIds.manager, p.eastRingExpressway), { htdIds: [htdId(5, 1)] }, { 'accept-language': 'zh-Hans' }) // prettier-ignore
    expect(errorOf(zh).message).toBe(
      '用户“manager”没有项目“东环高速公路改扩建工程”的权限，请先分配项目权限。',
    )
    expect(await htdsOf(api, userIds.manager, p.eastRingExpressway)).toEqual([])
  })

  it('answers 404 for the user, the project and each htd', async () => {
    const api = await admin()
    const message = async (answer: Promise<{ json: <T>() => T; status: number }>) => errorOf(await answer).message // prettier-ignore
    expect(await message(api('PUT', url(unknownId, p.metroLine5), { htdIds: [] }))).toContain('IdentityUser') // prettier-ignore
    expect(await message(api('PUT', url(userIds.admin, unknownId), { htdIds: [] }))).toContain('Project') // prettier-ignore
    expect(await message(api('PUT', url(userIds.admin, p.metroLine5), { htdIds: [unknownId] }))).toBe(`There is no entity Htd with id = ${unknownId}!`) // prettier-ignore
  })
})

describe('by-htd PUT and DELETE', () => {
  it('replaces the htd’s users; every user needs the project grant', async () => {
    const api = await admin()
    const url = `${path}/by-htd/${htdId(3, 2)}`
    expect((await api('PUT', url, { userIds: [userIds.manager, generatedUserId(15)] })).status).toBe(204) // prettier-ignore
    const page = (await api('GET', `${path}?htdId=${htdId(3, 2)}`)).json<Page<Grant>>()
    expect(page.items.map((g) => g.userName)).toEqual(['manager', 'user015'])
    const refused = await api('PUT', url, { userIds: [userIds.admin, userIds.noproject, userIds.nobody] }) // prettier-ignore
    expect(errorOf(refused)).toMatchObject({ code: 'Base:UserNotInProject', data: { 0: 'noproject' } }) // prettier-ignore
    const missing = await api('PUT', `${path}/by-htd/${unknownId}`, { userIds: [] })
    expect([missing.status, errorOf(missing).message]).toEqual([404, `There is no entity Htd with id = ${unknownId}!`]) // prettier-ignore
    const tooMany = Array.from({ length: 2001 }, () => userIds.admin)
    expect((await api('PUT', url, { userIds: tooMany })).status).toBe(400)
  })

  it('deletes one grant; the project grant stays', async () => {
    const api = await admin()
    const page = (await api('GET', `${path}?userId=${userIds.manager}&htdId=${htdId(3, 2)}`)).json<Page<Grant>>() // prettier-ignore
    const [grant] = page.items
    expect((await api('DELETE', `${path}/${grant.id}`)).status).toBe(204)
    expect(await htdsOf(api, userIds.manager, p.metroLine5)).toEqual([])
    const projects = await api(
      'GET',
      `/api/base/user-project-permission/by-user/${userIds.manager}`,
    )
    expect(projects.json<{ items: unknown[] }>().items).toHaveLength(2)
    const again = await api('DELETE', `${path}/${grant.id}`)
    expect(errorOf(again).message).toContain('UserHtdPermission')
  })

  it('needs the permissions', async () => {
    const manager = await apiAs(seedAccounts.manager)
    expect((await manager('GET', path)).status).toBe(403)
    expect((await manager('PUT', `${path}/by-htd/${htdId(3, 2)}`, { userIds: [] })).status).toBe(403) // prettier-ignore
  })
})
