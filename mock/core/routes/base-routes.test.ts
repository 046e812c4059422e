import { describe, expect, it } from 'vitest'
import { seedAccounts } from '../db/seed-accounts.ts'
import { projectIds } from '../db/seed-ids.ts'
import { callBackend, signIn } from '../testing/backend-client.ts'

interface HtdItem {
  projId: string
  htdId: string
  htd: { id: string; htdName: string; sort: number }
  project: { id: string; projName: string; sort: number; htds: { sort: number }[] } | null
}

async function assignmentsOf(account: (typeof seedAccounts)[keyof typeof seedAccounts]) {
  const { access_token } = await signIn(account)
  const path = `/api/base/htd/by-user/${account.userId}?includeProjectDetail=true`
  const answer = await callBackend('GET', path, { token: access_token })
  expect(answer.status).toBe(200)
  return answer.json<{ items: HtdItem[] }>().items
}

describe('GET /api/base/htd/by-user/{userId}', () => {
  it('lists one item per contract section, several per project', async () => {
    const items = await assignmentsOf(seedAccounts.admin)
    const projects = new Set(items.map((i) => i.projId))
    expect(projects.size).toBe(4)
    expect(items.length).toBeGreaterThan(projects.size)
    const first = items[0]
    expect(first.htdId).toBe(first.htd.id)
    expect(first.project?.id).toBe(first.projId)
    expect(first.project?.htds.length).toBeGreaterThanOrEqual(2)
  })

  it('returns projects whose sort order differs from the order they arrive in', async () => {
    const items = await assignmentsOf(seedAccounts.admin)
    const sorts = [...new Set(items.map((i) => i.project!.sort))]
    expect(sorts).not.toEqual([...sorts].sort((a, b) => a - b))
  })

  it('gives the manager exactly two projects and noproject none', async () => {
    const manager = await assignmentsOf(seedAccounts.manager)
    expect(new Set(manager.map((i) => i.projId))).toEqual(
      new Set([projectIds.chengbeiSewage, projectIds.metroLine5]),
    )
    expect(await assignmentsOf(seedAccounts.noproject)).toEqual([])
  })

  it('keeps tenant projects with the tenant’s users', async () => {
    const items = await assignmentsOf(seedAccounts.demoAdmin)
    expect(new Set(items.map((i) => i.projId))).toEqual(
      new Set([projectIds.demoParkRoad, projectIds.demoBridge]),
    )
  })

  it('leaves project out without includeProjectDetail', async () => {
    const { access_token } = await signIn(seedAccounts.manager)
    const path = `/api/base/htd/by-user/${seedAccounts.manager.userId}`
    const { items } = (await callBackend('GET', path, { token: access_token })).json<{
      items: HtdItem[]
    }>()
    expect(items.every((i) => i.project === null)).toBe(true)
  })

  it('forbids reading another user’s assignments with an ABP body', async () => {
    const { access_token } = await signIn(seedAccounts.manager)
    const path = `/api/base/htd/by-user/${seedAccounts.admin.userId}`
    const answer = await callBackend('GET', path, { token: access_token })
    expect(answer.status).toBe(403)
    expect(answer.headers._abperrorformat).toBe('true')
    expect(answer.json()).toMatchObject({ error: { code: 'Volo.Authorization:010001' } })
  })
})
