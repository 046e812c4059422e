import { describe, expect, it } from 'vitest'
import { createSeedDatabase } from '../../core/db/seed.ts'
import { mockModules } from '../mock-modules.ts'
import { seedAccounts } from '../../core/db/seed-accounts.ts'
import { htdId, projectIds as p } from '../../core/db/seed-ids.ts'
import { apiAs } from '../../core/testing/api-client.ts'

/** Work areas, business-api.md §3.3. */
const path = '/api/base/work-area'
type Area = { id: string; htdId: string; htdName: string | null; projectId: string | null; projName: string | null; name: string; code: string; type: string | null; startChainage: number | null; endChainage: number | null; startStake: string | null; endStake: string | null; length: number | null; concurrencyStamp: string } // prettier-ignore
type Page<T> = { totalCount: number; items: T[] }
type ErrorBody = { error: { code: string | null; message: string; validationErrors: { message: string; members: string[] }[] | null } } // prettier-ignore
const admin = () => apiAs(seedAccounts.admin)
const errorOf = (answer: { json: <T>() => T }) => answer.json<ErrorBody>().error
const dh01 = htdId(5, 1)
const newArea = { htdId: dh01, name: '1#拌合站', code: 'DH01-B001', type: 'Station', startChainage: 100.0004, endChainage: 300.25 } // prettier-ignore

describe('seed', () => {
  it('has the §10 counts and example rows', () => {
    const db = createSeedDatabase(mockModules)
    expect(db.workAreas.filter((w) => w.tenantId === null)).toHaveLength(2540)
    expect(db.workAreas.filter((w) => w.tenantId !== null)).toHaveLength(60)
    const byCode = (code: string) => db.workAreas.find((w) => w.code === code)
    expect(byCode('DH01-0001')).toMatchObject({ name: 'K0+000~K0+050 路基', type: 'Subgrade', startChainage: 0, endChainage: 50 }) // prettier-ignore
    expect(byCode('DH01-0241')).toMatchObject({ name: 'K12+000~K12+050 桥梁', type: 'Bridge' })
    expect(byCode('CB01-0003')).toMatchObject({ name: '曝气池区', startChainage: null })
    expect(new Set(db.workAreas.map((w) => w.id)).size).toBe(2600)
  })
})

describe('reading', () => {
  it('pages an htd’s areas by sort and start chainage, with stakes and length', async () => {
    const api = await admin()
    const page = (await api('GET', `${path}?htdId=${dh01}&maxResultCount=3`)).json<Page<Area>>()
    expect(page.totalCount).toBe(700)
    expect(page.items.map((a) => a.code)).toEqual(['DH01-0001', 'DH01-0002', 'DH01-0003'])
    expect(page.items[1]).toMatchObject({
      htdName: '一标段',
      projectId: p.eastRingExpressway,
      projName: '东环高速公路改扩建工程',
      startStake: 'K0+050.000',
      endStake: 'K0+100.000',
      length: 50,
    })
  })

  it('filters by project, type, text and chainage containment', async () => {
    const api = await admin()
    const total = async (query: string) =>
      (await api('GET', `${path}?${query}`)).json<Page<Area>>().totalCount
    expect(await total(`projectId=${p.eastRingExpressway}`)).toBe(2100)
    expect(await total(`projectId=${p.chengbeiSewage}&filter=曝气池`)).toBe(10)
    expect(await total(`htdId=${dh01}&type=Bridge`)).toBe(128)
    // 12,000 m is the end of DH01-0240 and the start of DH01-0241.
    const at = (await api('GET', `${path}?projectId=${p.eastRingExpressway}&chainage=12000`)).json<Page<Area>>() // prettier-ignore
    expect(at.items.map((a) => a.code)).toEqual(['DH01-0240', 'DH01-0241'])
    expect(await total(`projectId=${p.eastRingExpressway}&chainage=35025.5`)).toBe(1)
    expect((await api('GET', `${path}?chainage=K1+200`)).status).toBe(400)
    const sorted = (await api('GET', `${path}?htdId=${dh01}&sorting=startChainage desc`)).json<Page<Area>>() // prettier-ignore
    expect(sorted.items[0].code).toBe('DH01-0700')
  })

  it('needs Project.Htd to read and keeps tenants apart', async () => {
    expect((await (await apiAs(seedAccounts.noproject))('GET', path)).status).toBe(403)
    const demo = await apiAs(seedAccounts.demoAdmin)
    expect((await demo('GET', path)).json<Page<Area>>().totalCount).toBe(60)
    expect((await demo('GET', `${path}?htdId=${dh01}`)).json<Page<Area>>().totalCount).toBe(0)
  })
})

describe('writing', () => {
  it('creates with rounded chainages, updates, keeps the htd', async () => {
    const api = await admin()
    const created = await api('POST', path, newArea)
    expect(created.status).toBe(200)
    const row = created.json<Area>()
    expect(row).toMatchObject({ startChainage: 100, endChainage: 300.25, startStake: 'K0+100.000', endStake: 'K0+300.250', length: 200.25 }) // prettier-ignore
    const updated = await api('PUT', `${path}/${row.id}`, { ...newArea, htdId: htdId(5, 2), startChainage: null, endChainage: null }) // prettier-ignore
    expect(updated.json<Area>()).toMatchObject({ htdId: dh01, startStake: null, length: null })
  })

  it('wants both chainages or neither, end ≥ start, within range', async () => {
    const api = await admin()
    const one = await api('POST', path, { ...newArea, endChainage: undefined })
    expect(errorOf(one).validationErrors).toEqual([{ message: 'The EndChainage field is required.', members: ['endChainage'] }]) // prettier-ignore
    const reversed = await api('POST', path, { ...newArea, startChainage: 500, endChainage: 499.999 }) // prettier-ignore
    expect(errorOf(reversed).validationErrors).toEqual([{ message: 'The end chainage must not be less than the start chainage.', members: ['endChainage'] }]) // prettier-ignore
    const range = await api('POST', path, { ...newArea, code: 'a b', startChainage: -1 })
    expect(errorOf(range).validationErrors?.map((e) => e.message)).toEqual([
      "The field Code must match the regular expression '^[A-Za-z0-9][A-Za-z0-9_-]*$'.",
      'The field StartChainage must be between 0 and 9999999.999.',
    ])
  })

  it('checks the htd, the type and uniqueness within the htd', async () => {
    const api = await admin()
    const unknown = await api('POST', path, { ...newArea, htdId: htdId(9, 9) })
    expect(unknown.status).toBe(404)
    const type = await api('POST', path, { ...newArea, type: 'Runway' })
    expect(errorOf(type)).toMatchObject({ code: 'Base:UnknownDictionaryValue', message: "'Runway' is not a valid value of dictionary 'WorkAreaType'." }) // prettier-ignore
    const name = await api('POST', path, { ...newArea, name: 'K0+000~K0+050 路基' })
    expect(errorOf(name)).toMatchObject({ code: 'Base:DuplicateWorkAreaName', message: "Work area 'K0+000~K0+050 路基' already exists in this contract section." }) // prettier-ignore
    const code = await api('POST', path, { ...newArea, code: 'dh01-0001' })
    expect(errorOf(code).code).toBe('Base:DuplicateWorkAreaCode')
    expect((await api('POST', path, { ...newArea, htdId: htdId(5, 2), code: 'DH01-0001' })).status).toBe(200) // prettier-ignore
  })

  it('needs Project.Htd.ManageWorkAreas for writes', async () => {
    const manager = await apiAs(seedAccounts.manager)
    expect((await manager('GET', `${path}?htdId=${dh01}`)).status).toBe(200)
    expect((await manager('POST', path, newArea)).status).toBe(403)
  })
})

describe('deleting', () => {
  it('deletes in bulk, then the htd may go', async () => {
    const api = await admin()
    const demo = await apiAs(seedAccounts.demoAdmin)
    const areas = (await demo('GET', `${path}?htdId=${htdId(101, 1)}&maxResultCount=100`)).json<Page<Area>>().items // prettier-ignore
    expect(areas).toHaveLength(15)
    expect((await api('DELETE', `${path}?ids=${areas[0].id}`)).status).toBe(404)
    const query = areas.map((a) => `ids=${a.id}`).join('&')
    expect((await demo('DELETE', `${path}?${query}`)).status).toBe(204)
    expect((await demo('GET', `/api/base/htd/${htdId(101, 1)}`)).json<{ workAreaCount: number }>().workAreaCount).toBe(0) // prettier-ignore
    expect((await demo('DELETE', `/api/base/htd/${htdId(101, 1)}`)).status).toBe(204)
  })
})
