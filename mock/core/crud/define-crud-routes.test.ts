import { describe, expect, it } from 'vitest'
import { seedAccounts } from '../db/seed-accounts.ts'
import { positionIds } from '../db/seed-ids.ts'
import { updateRuntimeSettings } from '../runtime-settings.ts'
import { apiAs, generatedAccount } from '../testing/api-client.ts'

/** The generic CRUD helper, exercised through positions (business-api.md §0.2, §1.2). */
const path = '/api/base/position'
type Position = { id: string; name: string; sort: number; concurrencyStamp: string }
type Page = { totalCount: number; items: Position[] }
const admin = () => apiAs(seedAccounts.admin)

describe('paged list', () => {
  it('pages in the default order: sort, then name', async () => {
    const api = await admin()
    const first = (await api('GET', `${path}?maxResultCount=5`)).json<Page>()
    const second = (await api('GET', `${path}?skipCount=5&maxResultCount=5`)).json<Page>()
    // 12 of business-api §10 + 专业监理工程师 of the approvals (workflow-api §10).
    expect(first.totalCount).toBe(13)
    expect(first.items.map((p) => p.sort)).toEqual([1, 2, 3, 4, 5])
    expect(second.items.map((p) => p.sort)).toEqual([6, 7, 8, 9, 10])
  })

  it('filters, sorts by the whitelist and refuses other fields with 400', async () => {
    const api = await admin()
    const found = (await api('GET', `${path}?filter=工程师&sorting=name%20desc`)).json<Page>()
    // 监理员 matches through its description (…总监理工程师).
    expect(found.items.map((p) => p.name)).toEqual([
      '造价工程师',
      '监理员',
      '总监理工程师',
      '总工程师',
      '专业监理工程师',
    ])
    const refused = await api('GET', `${path}?sorting=description`)
    expect(refused.status).toBe(400)
    expect(refused.json()).toMatchObject({
      error: {
        validationErrors: [{ message: 'The field Sorting is invalid.', members: ['sorting'] }],
      },
    })
    const tooMany = await api('GET', `${path}?maxResultCount=1001`)
    expect(tooMany.json()).toMatchObject({
      error: { validationErrors: [{ members: ['maxResultCount'] }] },
    })
  })

  it('keeps tenants apart', async () => {
    const demo = await apiAs(seedAccounts.demoAdmin)
    expect((await demo('GET', path)).json<Page>().totalCount).toBe(3)
    const other = await demo('GET', `${path}/${positionIds.generalManager}`)
    expect(other.status).toBe(404)
  })
})

describe('get, create, update', () => {
  it('answers 404 with the ABP body, localized', async () => {
    const api = await admin()
    const id = '3a0f6c1e-0000-0000-0000-000000000000'
    const answer = await api('GET', `${path}/${id}`, undefined, { 'accept-language': 'zh-Hans' })
    expect(answer.status).toBe(404)
    expect(answer.json()).toMatchObject({ error: { message: `不存在ID为${id}的实体Position!` } })
    expect((await api('GET', `${path}/not-a-guid`)).status).toBe(404)
  })

  it('reports every field error with camelCase members', async () => {
    const api = await admin()
    const answer = await api('POST', path, { name: ' ', sort: 10000, description: 'x'.repeat(257) })
    expect(answer.status).toBe(400)
    expect(answer.json()).toMatchObject({
      error: {
        message: 'Your request is not valid!',
        validationErrors: [
          { message: 'The Name field is required.', members: ['name'] },
          { message: 'The field Sort must be between 0 and 9999.', members: ['sort'] },
          { message: 'The field Description must be a string with a maximum length of 256.', members: ['description'] },
        ],
      },
    }) // prettier-ignore
  })

  it('creates with 200, trims, and refuses a duplicate name case-insensitively', async () => {
    const api = await admin()
    const created = await api('POST', path, { name: '  Foreman ', sort: 3 })
    expect(created.status).toBe(200)
    expect(created.json()).toMatchObject({
      name: 'Foreman',
      enabled: true,
      userCount: 0,
      description: null,
    })
    expect(created.json<Position>().concurrencyStamp).toMatch(/^[0-9a-f]{32}$/)
    const duplicate = await api('POST', path, { name: 'FOREMAN' })
    expect(duplicate.status).toBe(403)
    expect(duplicate.json()).toMatchObject({
      error: { code: 'Base:DuplicatePositionName', message: "Position 'FOREMAN' already exists.", data: { 0: 'FOREMAN' } },
    }) // prettier-ignore
  })

  it('checks the concurrency stamp: stale → 409, absent → no check, new after each write', async () => {
    const api = await admin()
    const url = `${path}/${positionIds.surveyor}`
    const before = (await api('GET', url)).json<Position>()
    const first = await api('PUT', url, {
      name: '测量工程师',
      concurrencyStamp: before.concurrencyStamp,
    })
    expect(first.status).toBe(200)
    expect(first.json<Position>().concurrencyStamp).not.toBe(before.concurrencyStamp)
    const stale = await api('PUT', url, { name: 'x', concurrencyStamp: before.concurrencyStamp })
    expect(stale.status).toBe(409)
    expect(stale.json()).toMatchObject({
      error: { code: null, message: expect.stringContaining('already changed') },
    })
    expect((await api('PUT', url, { name: 'y', concurrencyStamp: null })).status).toBe(200)
  })
})

describe('permissions', () => {
  it('checks the child permission of each action', async () => {
    // user006 holds org-admin (Organization.Position with .Create/.Update/.Delete); manager none.
    const manager = await apiAs(seedAccounts.manager)
    expect((await manager('GET', path)).status).toBe(403)
    expect((await manager('GET', `${path}/list`)).status).toBe(200)
    updateRuntimeSettings({ authErrorFormat: 'abp' })
    const refused = await manager('POST', path, { name: 'x' })
    expect(refused.json()).toMatchObject({ error: { code: 'Volo.Authorization:010001' } })
    const orgAdmin = await apiAs(generatedAccount(6))
    expect((await orgAdmin('POST', path, { name: 'x' })).status).toBe(200)
  })
})

describe('delete', () => {
  it('soft-deletes with 204; the row disappears and frees its name', async () => {
    const api = await admin()
    const { id } = (await api('POST', path, { name: 'Temp' })).json<Position>()
    expect((await api('DELETE', `${path}/${id}`)).status).toBe(204)
    expect((await api('GET', `${path}/${id}`)).status).toBe(404)
    expect((await api('DELETE', `${path}/${id}`)).status).toBe(404)
    expect((await api('POST', path, { name: 'temp' })).status).toBe(200)
  })

  it('refuses a position users hold', async () => {
    const api = await admin()
    const answer = await api('DELETE', `${path}/${positionIds.projectManager}`)
    expect(answer.status).toBe(403)
    expect(answer.json()).toMatchObject({
      error: { code: 'Base:PositionInUse', data: { 0: '项目经理' } },
    })
  })

  it('bulk-deletes 1–100 ids, and the first failing id aborts all', async () => {
    const api = await admin()
    const create = async (name: string) => (await api('POST', path, { name })).json<Position>().id
    const [a, b] = [await create('A'), await create('B')]
    const aborted = await api('DELETE', `${path}?ids=${a}&ids=${positionIds.projectManager}`)
    expect(aborted.status).toBe(403)
    expect((await api('GET', `${path}/${a}`)).status).toBe(200)
    expect((await api('DELETE', `${path}?ids=${a}&ids=${b}`)).status).toBe(204)
    expect((await api('GET', `${path}/${b}`)).status).toBe(404)
    expect((await api('DELETE', path)).status).toBe(400)
    const many = Array.from(
      { length: 101 },
      (_, i) => `ids=3a0f6c1e-0000-0000-0000-${String(i).padStart(12, '0')}`,
    )
    const tooMany = await api('DELETE', `${path}?${many.join('&')}`)
    expect(tooMany.status).toBe(400)
  })
})
