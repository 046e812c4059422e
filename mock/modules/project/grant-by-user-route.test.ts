import { describe, expect, it } from 'vitest'
import { getDatabase } from '../../core/db/database.ts'
import { seedAccounts, type SeedAccount } from '../../core/db/seed-accounts.ts'
import { generatedUserId, htdId, projectIds, userIds } from '../../core/db/seed-ids.ts'
import { apiAs, generatedAccount } from '../../core/testing/api-client.ts'
import { callBackend, signIn } from '../../core/testing/backend-client.ts'

/** `GET /api/base/htd/by-user/{userId}` (business-api.md §3.6, §12). */
interface Htd {
  id: string
  htdName: string
  sort: number
}
interface Item {
  projId: string
  htdId: string | null
  htd: Htd | null
  project: { id: string; projName: string; sort: number; htds: Htd[] } | null
}

const byUser = (userId: string, detail = true) =>
  `/api/base/htd/by-user/${userId}${detail ? '?includeProjectDetail=true' : ''}`

async function itemsAs(account: SeedAccount, userId = account.userId): Promise<Item[]> {
  const answer = await (await apiAs(account))('GET', byUser(userId))
  expect(answer.status).toBe(200)
  return answer.json<{ items: Item[] }>().items
}

describe('the items', () => {
  it('lists one item per htd grant, several per project, htds = the granted ones', async () => {
    const items = await itemsAs(seedAccounts.admin)
    const projects = new Set(items.map((i) => i.projId))
    expect(projects.size).toBe(4)
    expect(items).toHaveLength(8)
    expect(items[0]).toMatchObject({ projId: projectIds.metroLine5, htdId: htdId(3, 1) })
    expect(items[0].htd).toEqual({ id: htdId(3, 1), htdName: '三标段', sort: 3 })
    // 地铁5号线 has four htds; admin holds two of them.
    expect(items[0].project?.htds.map((h) => h.id)).toEqual([htdId(3, 1), htdId(3, 2)])
    const sorts = [...new Set(items.map((i) => i.project!.sort))]
    expect(sorts).not.toEqual([...sorts].sort((a, b) => a - b))
  })

  it('gives the manager exactly two projects, only the granted htd of 地铁5号线, noproject none', async () => {
    const manager = await itemsAs(seedAccounts.manager)
    expect(new Set(manager.map((i) => i.projId))).toEqual(
      new Set([projectIds.chengbeiSewage, projectIds.metroLine5]),
    )
    const metro = manager.find((i) => i.projId === projectIds.metroLine5)
    expect(metro?.project?.htds).toEqual([{ id: htdId(3, 2), htdName: '一标段', sort: 1 }])
    expect(await itemsAs(seedAccounts.noproject)).toEqual([])
  })

  it('adds an item with htd null for a project-only grant (user001, the §3.6 example)', async () => {
    const items = await itemsAs(seedAccounts.admin, generatedUserId(1))
    expect(items.map((i) => [i.projId, i.htdId])).toEqual([
      [projectIds.metroLine5, htdId(3, 1)],
      [projectIds.metroLine5, htdId(3, 2)],
      [projectIds.eastRingExpressway, null],
    ])
    expect(items[2]).toEqual({
      projId: projectIds.eastRingExpressway,
      htdId: null,
      htd: null,
      project: { id: projectIds.eastRingExpressway, projName: '东环高速公路改扩建工程', sort: 50, htds: [] }, // prettier-ignore
    })
    expect(Object.keys(items[0]).sort()).toEqual(['htd', 'htdId', 'projId', 'project'])
  })

  it('keeps tenant projects with the tenant’s users', async () => {
    const items = await itemsAs(seedAccounts.demoAdmin)
    expect(new Set(items.map((i) => i.projId))).toEqual(
      new Set([projectIds.demoParkRoad, projectIds.demoBridge]),
    )
  })

  it('leaves project out without includeProjectDetail', async () => {
    const api = await apiAs(seedAccounts.manager)
    const answer = await api('GET', byUser(seedAccounts.manager.userId, false))
    expect(answer.json<{ items: Item[] }>().items.every((i) => i.project === null)).toBe(true)
  })

  it('drops deleted htds and projects; a project left without htds becomes project-only', async () => {
    const db = getDatabase()
    Object.assign(
      db.htds.find((h) => h.id === htdId(3, 2))!,
      { isDeleted: true },
    )
    Object.assign(
      db.projects.find((p) => p.id === projectIds.chengbeiSewage)!,
      { isDeleted: true },
    )
    const items = await itemsAs(seedAccounts.manager)
    expect(items).toEqual([
      {
        projId: projectIds.metroLine5,
        htdId: null,
        htd: null,
        project: { id: projectIds.metroLine5, projName: '地铁5号线土建工程', sort: 40, htds: [] },
      },
    ])
  })

  it('follows grant changes at once', async () => {
    const api = await apiAs(seedAccounts.admin)
    const put = await api('PUT', `/api/base/user-project-permission/by-user/${userIds.noproject}`, {
      projectIds: [projectIds.eastRingExpressway],
    })
    expect(put.status).toBe(204)
    const items = await itemsAs(seedAccounts.noproject)
    expect(items.map((i) => [i.projId, i.htdId])).toEqual([[projectIds.eastRingExpressway, null]])
  })
})

describe('access', () => {
  it('forbids another user’s id without a grant permission, with an ABP body', async () => {
    const { access_token } = await signIn(seedAccounts.manager)
    const answer = await callBackend('GET', byUser(seedAccounts.admin.userId), {
      token: access_token,
    })
    expect(answer.status).toBe(403)
    expect(answer.headers._abperrorformat).toBe('true')
    expect(answer.json()).toMatchObject({ error: { code: 'Volo.Authorization:010001' } })
  })

  it('lets holders of either grant permission read other users', async () => {
    expect(await itemsAs(seedAccounts.admin, userIds.manager)).toHaveLength(3)
    const nobody = getDatabase().users.find((u) => u.id === userIds.nobody)!
    nobody.permissions.push('Project.UserHtdPermissions')
    expect(await itemsAs(seedAccounts.nobody, userIds.manager)).toHaveLength(3)
  })

  it('answers an unknown or another tenant’s user with no items', async () => {
    expect(await itemsAs(seedAccounts.admin, '3a0f6c1e-0000-4000-8000-000000000000')).toEqual([])
    expect(await itemsAs(seedAccounts.admin, userIds.demoAdmin)).toEqual([])
  })

  it('needs a token; an own id needs nothing else', async () => {
    expect((await callBackend('GET', byUser(userIds.nobody))).status).toBe(401)
    expect(await itemsAs(generatedAccount(3))).toEqual([
      expect.objectContaining({ projId: projectIds.binjiangAvenue, htdId: htdId(1, 1) }),
      expect.objectContaining({ projId: projectIds.chengbeiSewage, htdId: htdId(2, 1) }),
      expect.objectContaining({ projId: projectIds.chengbeiSewage, htdId: htdId(2, 2) }),
    ])
  })
})
