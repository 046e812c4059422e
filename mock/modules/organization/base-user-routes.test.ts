import { describe, expect, it } from 'vitest'
import { seedAccounts } from '../../core/db/seed-accounts.ts'
import { generatedUserId, organizationIds as o, positionIds as p } from '../../core/db/seed-ids.ts'
import { apiAs } from '../../core/testing/api-client.ts'

const path = '/api/base/user'
type BaseUser = {
  id: string
  userName: string
  roleNames: string[]
  organizations: { id: string; name: string }[]
  positions: { id: string; name: string }[]
  concurrencyStamp: string
}
type Page = { totalCount: number; items: BaseUser[] }
const admin = () => apiAs(seedAccounts.admin)

describe('GET /api/base/user', () => {
  it('filters by an organisation subtree, by position and by isActive', async () => {
    const api = await admin()
    const subtree = (
      await api('GET', `${path}?organizationId=${o.jiangnan}&maxResultCount=100`)
    ).json<Page>()
    expect(subtree.totalCount).toBe(21) // with the personas jn-site and jn-cost
    const direct = (
      await api('GET', `${path}?organizationId=${o.jiangnan}&includeDescendants=false`)
    ).json<Page>()
    expect(direct.items.map((u) => u.userName)).toEqual(['manager'])
    const surveyors = (await api('GET', `${path}?positionId=${p.surveyor}`)).json<Page>()
    expect(surveyors.totalCount).toBe(6)
    const inactive = (await api('GET', `${path}?isActive=false`)).json<Page>()
    expect(inactive.items.map((u) => u.userName)).toEqual(['user060'])
  })

  it('answers BaseUserDto with roles and memberships, positions in sort order', async () => {
    const api = await admin()
    const user = (await api('GET', `${path}/${generatedUserId(12)}`)).json<BaseUser>()
    expect(user).toMatchObject({
      userName: 'user012',
      roleNames: ['member'],
      organizations: [{ name: '城北污水厂扩建项目部' }],
    })
    expect(user.positions.map((x) => x.name)).toEqual(['总经理', '总监理工程师'])
  })
})

describe('writing memberships', () => {
  const body = { userName: 'mary', email: 'mary@example.com', password: '1q2w3E*' }

  it('creates a user with organisations and positions in one call', async () => {
    const api = await admin()
    const created = await api('POST', path, {
      ...body,
      organizationIds: [o.surveyTeam],
      positionIds: [p.surveyor],
    })
    expect(created.status).toBe(200)
    expect(created.json()).toMatchObject({ organizations: [{ id: o.surveyTeam }], positions: [{ id: p.surveyor }], roleNames: ['member', 'staff'] }) // prettier-ignore
    const team = await api('GET', `/api/base/organization/${o.surveyTeam}`)
    expect(team.json()).toMatchObject({ userCount: 4 })
  })

  it('refuses unknown, disabled and too many references', async () => {
    const api = await admin()
    const unknown = await api('POST', path, {
      ...body,
      organizationIds: ['3a0f6c1e-0000-0000-0000-000000000000'],
    })
    expect(unknown.status).toBe(404)
    const disabled = await api('POST', path, { ...body, positionIds: [p.supervisor] })
    expect(disabled.json()).toMatchObject({
      error: { code: 'Base:PositionDisabled', data: { 0: '监理员' } },
    })
    const org = await api('POST', path, { ...body, organizationIds: [o.waterOffice] })
    expect(org.json()).toMatchObject({ error: { code: 'Base:OrganizationDisabled' } })
    const many = Array.from(
      { length: 11 },
      (_, i) => `3a0f6c1e-0000-0000-0000-${String(i).padStart(12, '0')}`,
    )
    const tooMany = await api('POST', path, { ...body, positionIds: many })
    expect(tooMany.json()).toMatchObject({
      error: { validationErrors: [{ members: ['positionIds'] }] },
    })
  })

  it('keeps memberships on update when the lists are null, clears them with []', async () => {
    const api = await admin()
    const url = `${path}/${generatedUserId(7)}`
    const user = (await api('GET', url)).json<BaseUser & Record<string, unknown>>()
    // user007 holds the disabled 监理员 already: keeping it is allowed.
    const kept = await api('PUT', url, {
      ...user,
      organizationIds: null,
      positionIds: user.positions.map((x) => x.id),
    })
    expect(kept.json<BaseUser>().positions).toHaveLength(2)
    const cleared = await api('PUT', url, { ...user, concurrencyStamp: null, organizationIds: [] })
    expect(cleared.json<BaseUser>().organizations).toEqual([])
  })
})
