import { describe, expect, it } from 'vitest'
import { seedAccounts } from '../../core/db/seed-accounts.ts'
import { generatedUserId, htdId, projectIds as p, userIds } from '../../core/db/seed-ids.ts'
import { apiAs, type Api } from '../../core/testing/api-client.ts'

/** User-project grants, business-api.md §3.4. */
const path = '/api/base/user-project-permission'
const htdPath = '/api/base/user-htd-permission'
type Grant = { id: string; userId: string; userName: string; name: string | null; projectId: string; projName: string; projCode: string | null; htdCount: number; creationTime: string; creatorId: string | null } // prettier-ignore
type Page<T> = { totalCount: number; items: T[] }
const unknownId = '3a0f6c1e-0000-4000-8000-000000000000'
const admin = () => apiAs(seedAccounts.admin)
const errorOf = (answer: { json: <T>() => T }) =>
  answer.json<{ error: { code: string | null; message: string; validationErrors: { message: string; members: string[] }[] | null } }>().error // prettier-ignore

async function projectsOf(api: Api, userId: string) {
  const answer = await api('GET', `${path}/by-user/${userId}`)
  return answer.json<{ items: Grant[] }>().items
}

async function htdsOf(api: Api, userId: string) {
  return (await api('GET', `${htdPath}/by-user/${userId}`)).json<{ items: { htdId: string }[] }>()
    .items
}

describe('reading', () => {
  it('pages by userName, filters by user, project and text, sorts over the whitelist', async () => {
    const api = await admin()
    const page = (await api('GET', `${path}?maxResultCount=5`)).json<Page<Grant>>()
    expect(page.totalCount).toBe(43 + 7)
    expect(page.items.map((g) => g.userName)).toEqual(['admin', 'admin', 'admin', 'admin', 'bj-gm']) // prettier-ignore
    expect(page.items[0]).toMatchObject({ userId: userIds.admin, name: 'Administrator', projectId: p.metroLine5, projName: '地铁5号线土建工程', htdCount: 2, creatorId: null }) // prettier-ignore
    const ring = (await api('GET', `${path}?projectId=${p.eastRingExpressway}&maxResultCount=100`)).json<Page<Grant>>() // prettier-ignore
    expect(ring.items.every((g) => g.projName === '东环高速公路改扩建工程')).toBe(true)
    expect(ring.items.find((g) => g.userId === generatedUserId(1))?.htdCount).toBe(0)
    const byUser = (await api('GET', `${path}?userId=${userIds.manager}`)).json<Page<Grant>>()
    expect(byUser.totalCount).toBe(2)
    const text = (await api('GET', `${path}?filter=滨湖&sorting=userName desc`)).json<Page<Grant>>()
    expect(text.items.every((g) => g.projName === '滨湖新区综合管廊工程')).toBe(true)
    expect(text.items[0].userName > text.items.at(-1)!.userName).toBe(true)
    expect((await api('GET', `${path}?sorting=projCode`)).status).toBe(400)
    expect((await api('GET', `${path}?userId=nope`)).status).toBe(400)
    expect((await api('GET', `${path}?maxResultCount=1001`)).status).toBe(400)
  })

  it('lists one user’s grants by project sort; an unknown user is 404 IdentityUser', async () => {
    const api = await admin()
    const items = await projectsOf(api, userIds.admin)
    expect(items.map((g) => g.projectId)).toEqual([p.chengbeiSewage, p.binhuTunnel, p.binjiangAvenue, p.metroLine5]) // prettier-ignore
    const missing = await api('GET', `${path}/by-user/${unknownId}`)
    expect(missing.status).toBe(404)
    expect(errorOf(missing).message).toContain('IdentityUser')
    expect(await projectsOf(api, userIds.noproject)).toEqual([])
  })

  it('keeps tenants apart', async () => {
    const demo = await apiAs(seedAccounts.demoAdmin)
    const page = (await demo('GET', path)).json<Page<Grant>>()
    expect(page.totalCount).toBe(2)
    expect((await demo('GET', `${path}/by-user/${userIds.admin}`)).status).toBe(404)
  })
})

describe('by-user PUT', () => {
  it('replaces the set, ignores duplicates and cascades to the htd grants', async () => {
    const api = await admin()
    const body = { projectIds: [p.metroLine5, p.eastRingExpressway, p.eastRingExpressway.toUpperCase()] } // prettier-ignore
    expect((await api('PUT', `${path}/by-user/${userIds.admin}`, body)).status).toBe(204)
    const items = await projectsOf(api, userIds.admin)
    expect(items.map((g) => g.projectId)).toEqual([p.metroLine5, p.eastRingExpressway])
    expect(items[0].htdCount).toBe(2)
    expect(items[1]).toMatchObject({ htdCount: 0, creatorId: userIds.admin })
    expect((await htdsOf(api, userIds.admin)).map((g) => g.htdId)).toEqual([htdId(3, 2), htdId(3, 1)]) // prettier-ignore
    expect((await api('PUT', `${path}/by-user/${userIds.admin}`, { projectIds: [] })).status).toBe(204) // prettier-ignore
    expect(await projectsOf(api, userIds.admin)).toEqual([])
    expect(await htdsOf(api, userIds.admin)).toEqual([])
  })

  it('lets inactive users hold grants', async () => {
    const api = await admin()
    const body = { projectIds: [p.binjiangAvenue] }
    expect((await api('PUT', `${path}/by-user/${generatedUserId(60)}`, body)).status).toBe(204)
    expect((await projectsOf(api, generatedUserId(60))).map((g) => g.projectId)).toEqual([p.binjiangAvenue]) // prettier-ignore
  })

  it('validates the body, then 404 for the user and for each project', async () => {
    const api = await admin()
    const url = `${path}/by-user/${userIds.manager}`
    const missing = await api('PUT', url, {})
    expect(missing.status).toBe(400)
    expect(errorOf(missing).validationErrors?.[0].members).toEqual(['projectIds'])
    expect((await api('PUT', url, { projectIds: ['x'] })).status).toBe(400)
    const many = Array.from({ length: 501 }, () => p.metroLine5)
    const tooMany = await api('PUT', url, { projectIds: many })
    expect(errorOf(tooMany).validationErrors?.[0].message).toContain("maximum length of '500'")
    const user = await api('PUT', `${path}/by-user/${unknownId}`, { projectIds: [] })
    expect([user.status, errorOf(user).message]).toEqual([404, `There is no entity IdentityUser with id = ${unknownId}!`]) // prettier-ignore
    const project = await api('PUT', url, { projectIds: [p.metroLine5, unknownId] })
    expect([project.status, errorOf(project).message]).toEqual([404, `There is no entity Project with id = ${unknownId}!`]) // prettier-ignore
    expect((await projectsOf(api, userIds.manager)).length).toBe(2)
    expect((await api('PUT', `${path}/by-user/not-a-guid`, { projectIds: [] })).status).toBe(404)
    // Another tenant's project is unknown here.
    expect((await api('PUT', url, { projectIds: [p.demoBridge] })).status).toBe(404)
  })

  it('needs .Assign to write and the page permission to read', async () => {
    const manager = await apiAs(seedAccounts.manager)
    expect((await manager('GET', path)).status).toBe(403)
    const put = await manager('PUT', `${path}/by-user/${userIds.manager}`, { projectIds: [] })
    expect(put.status).toBe(403)
  })
})

describe('by-project PUT and DELETE', () => {
  it('replaces the project’s users and cascades for the removed ones', async () => {
    const api = await admin()
    const url = `${path}/by-project/${p.metroLine5}`
    expect((await api('PUT', url, { userIds: [userIds.manager, userIds.noproject] })).status).toBe(204) // prettier-ignore
    const page = (await api('GET', `${path}?projectId=${p.metroLine5}&maxResultCount=100`)).json<Page<Grant>>() // prettier-ignore
    expect(page.items.map((g) => g.userName)).toEqual(['manager', 'noproject'])
    expect((await htdsOf(api, userIds.admin)).map((g) => g.htdId)).not.toContain(htdId(3, 1))
    const user = await api('PUT', url, { userIds: [unknownId] })
    expect(errorOf(user).message).toContain('IdentityUser')
    const project = await api('PUT', `${path}/by-project/${unknownId}`, { userIds: [] })
    expect([project.status, errorOf(project).message]).toEqual([404, `There is no entity Project with id = ${unknownId}!`]) // prettier-ignore
  })

  it('deletes one grant with the user’s htd grants in the project', async () => {
    const api = await admin()
    const grant = (await projectsOf(api, userIds.manager)).find((g) => g.projectId === p.metroLine5)! // prettier-ignore
    expect((await api('DELETE', `${path}/${grant.id}`)).status).toBe(204)
    expect((await htdsOf(api, userIds.manager)).map((g) => g.htdId)).toEqual([htdId(2, 1), htdId(2, 2)]) // prettier-ignore
    const again = await api('DELETE', `${path}/${grant.id}`)
    expect([again.status, errorOf(again).message]).toEqual([404, `There is no entity UserProjectPermission with id = ${grant.id}!`]) // prettier-ignore
  })
})
