import { describe, expect, it } from 'vitest'
import { seedAccounts } from '../../core/db/seed-accounts.ts'
import { htdId, organizationIds as o, projectIds as p } from '../../core/db/seed-ids.ts'
import { apiAs } from '../../core/testing/api-client.ts'

/** Contract sections, business-api.md §3.2. */
const path = '/api/base/htd'
type Htd = { id: string; projectId: string; projName: string | null; htdName: string; htdCode: string; sort: number; contractorOrgName: string | null; supervisorOrgName: string | null; amount: number | null; startDate: string | null; workAreaCount: number; concurrencyStamp: string } // prettier-ignore
type Page<T> = { totalCount: number; items: T[] }
type ErrorBody = { error: { code: string | null; message: string; validationErrors: { message: string; members: string[] }[] | null } } // prettier-ignore
const admin = () => apiAs(seedAccounts.admin)
const errorOf = (answer: { json: <T>() => T }) => answer.json<ErrorBody>().error
const unknownId = '3a0f6c1e-0000-4000-8000-000000000000'
const newHtd = { projectId: p.eastRingExpressway, htdName: '四标段', htdCode: 'DH04', sort: 4 }

describe('reading', () => {
  it('pages a project’s htds by sort with the §3.2 members', async () => {
    const api = await admin()
    const page = (await api('GET', `${path}?projectId=${p.eastRingExpressway}`)).json<Page<Htd>>()
    expect(page.items.map((h) => h.htdCode)).toEqual(['DH01', 'DH02', 'DH03'])
    expect(page.items[0]).toMatchObject({
      projName: '东环高速公路改扩建工程',
      htdName: '一标段',
      contractorOrgName: '江南路桥工程有限公司东环高速公路改扩建工程一标段项目经理部',
      supervisorOrgName: '东环高速监理部',
      amount: 386500000,
      startDate: '2023-03-15T00:00:00',
      workAreaCount: 700,
    })
    expect((await api('GET', `${path}?maxResultCount=100`)).json<Page<Htd>>().totalCount).toBe(14)
  })

  it('filters by text and units, sorts over the whitelist, refuses a bad id', async () => {
    const api = await admin()
    const codes = async (query: string) =>
      (await api('GET', `${path}?maxResultCount=100&${query}`)).json<Page<Htd>>().items.map((h) => h.htdCode) // prettier-ignore
    expect(await codes('filter=dt0&sorting=htdCode desc')).toEqual(['DT04', 'DT03', 'DT02', 'DT01'])
    expect(await codes(`supervisorOrgId=${o.metroSupervisionTeam}`)).toEqual(['DT01'])
    expect((await codes(`contractorOrgId=${o.eastRingOffice}`)).length).toBe(1)
    expect((await codes('projectId=' + p.metroLine5 + '&sorting=amount desc'))[0]).toBe('DT03')
    const bad = await api('GET', `${path}?projectId=nope`)
    expect(errorOf(bad).validationErrors?.[0].members).toEqual(['projectId'])
  })

  it('serves /list per project (projectId required), by sort', async () => {
    const api = await admin()
    const list = (await api('GET', `${path}/list?projectId=${p.metroLine5}`)).json<{ items: Htd[] }>() // prettier-ignore
    expect(list.items.map((h) => h.htdName)).toEqual(['一标段', '二标段', '三标段', '四标段'])
    const missing = await api('GET', `${path}/list`)
    expect(missing.status).toBe(400)
    expect(errorOf(missing).validationErrors).toEqual([{ message: 'The ProjectId field is required.', members: ['projectId'] }]) // prettier-ignore
    expect((await (await apiAs(seedAccounts.noproject))('GET', `${path}/list?projectId=${p.metroLine5}`)).status).toBe(403) // prettier-ignore
  })

  it('keeps tenants apart and leaves by-user to its own route', async () => {
    const demo = await apiAs(seedAccounts.demoAdmin)
    expect((await demo('GET', path)).json<Page<Htd>>().totalCount).toBe(4)
    expect((await demo('GET', `${path}/${htdId(5, 1)}`)).status).toBe(404)
    const byUser = await demo('GET', `${path}/by-user/${seedAccounts.demoAdmin.userId}`)
    expect(byUser.status).toBe(200)
  })
})

describe('writing', () => {
  it('creates in a project, rounds the amount, keeps the project on update', async () => {
    const api = await admin()
    const created = await api('POST', path, { ...newHtd, amount: 1234.565, contractorOrgId: o.jiangnan, endDate: '2026-01-01' }) // prettier-ignore
    expect(created.status).toBe(200)
    const row = created.json<Htd>()
    expect(row).toMatchObject({ projectId: p.eastRingExpressway, amount: 1234.57, contractorOrgName: '江南路桥工程有限公司', workAreaCount: 0 }) // prettier-ignore
    const moved = await api('PUT', `${path}/${row.id}`, { ...newHtd, projectId: p.metroLine5, htdCode: 'DH04A' }) // prettier-ignore
    expect(moved.json<Htd>()).toMatchObject({ projectId: p.eastRingExpressway, htdCode: 'DH04A' })
    const ring = (await api('GET', `/api/base/project/${p.eastRingExpressway}`)).json<{ htdCount: number }>() // prettier-ignore
    expect(ring.htdCount).toBe(4)
  })

  it('validates fields, the amount range and the period', async () => {
    const api = await admin()
    const answer = await api('POST', path, { htdCode: 'DH_05!', amount: 1e13, startDate: '2025-05-01', endDate: '2025-04-30' }) // prettier-ignore
    const errors = errorOf(answer).validationErrors!
    expect(errors.map((e) => e.members[0])).toEqual(['projectId', 'htdName', 'htdCode', 'amount', 'endDate']) // prettier-ignore
    expect(errors[3].message).toBe('The field Amount must be between 0 and 999999999999.99.')
    expect((await api('POST', path, { ...newHtd, projectId: unknownId })).status).toBe(404)
  })

  it('keeps names and codes unique within the project only', async () => {
    const api = await admin()
    const name = await api('POST', path, { ...newHtd, htdName: '一标段' })
    expect(errorOf(name)).toMatchObject({ code: 'Base:DuplicateHtdName', message: "Contract section '一标段' already exists in this project." }) // prettier-ignore
    const code = await api('POST', path, { ...newHtd, htdCode: 'dh01' })
    expect(errorOf(code)).toMatchObject({ code: 'Base:DuplicateHtdCode' })
    const elsewhere = await api('POST', path, { ...newHtd, projectId: p.binhuTunnel, htdName: '一标段 ', htdCode: 'DH01' }) // prettier-ignore
    expect(errorOf(elsewhere).code).toBe('Base:DuplicateHtdName')
    expect((await api('POST', path, { ...newHtd, projectId: p.binhuTunnel, htdCode: 'DH01' })).status).toBe(200) // prettier-ignore
  })

  it('checks the units', async () => {
    const api = await admin()
    const disabled = await api('POST', path, { ...newHtd, supervisorOrgId: o.xinyuan })
    expect(errorOf(disabled).code).toBe('Base:OrganizationDisabled')
  })
})

describe('deleting', () => {
  it('refuses an htd with work areas; a delete takes its user-htd grants along', async () => {
    const api = await admin()
    const refused = await api('DELETE', `${path}/${htdId(5, 1)}`)
    expect(errorOf(refused)).toMatchObject({ code: 'Base:HtdHasWorkAreas', message: "Contract section '一标段' has work areas and cannot be deleted." }) // prettier-ignore
    const row = (await api('POST', path, newHtd)).json<Htd>()
    const userId = seedAccounts.manager.userId
    await api('PUT', `/api/base/user-project-permission/by-user/${userId}`, { projectIds: [p.eastRingExpressway] }) // prettier-ignore
    await api('PUT', `/api/base/user-htd-permission/by-htd/${row.id}`, { userIds: [userId] })
    const grants = async () => (await api('GET', `/api/base/user-htd-permission?htdId=${row.id}`)).json<Page<unknown>>().totalCount // prettier-ignore
    expect(await grants()).toBe(1)
    expect((await api('DELETE', `${path}/${row.id}`)).status).toBe(204)
    expect(await grants()).toBe(0)
  })

  it('needs Project.Htd.Delete', async () => {
    const manager = await apiAs(seedAccounts.manager)
    expect((await manager('GET', `${path}/${htdId(1, 1)}`)).status).toBe(200)
    expect((await manager('DELETE', `${path}/${htdId(1, 1)}`)).status).toBe(403)
  })
})
