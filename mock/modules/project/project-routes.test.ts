import { describe, expect, it } from 'vitest'
import { getDatabase } from '../../core/db/database.ts'
import { seedAccounts } from '../../core/db/seed-accounts.ts'
import { organizationId, organizationIds as o, projectIds as p } from '../../core/db/seed-ids.ts'
import { apiAs } from '../../core/testing/api-client.ts'

/** Projects, business-api.md §3.1. */
const path = '/api/base/project'
type Project = { id: string; projName: string; projCode: string; projType: string | null; status: string; sort: number; startDate: string | null; endDate: string | null; ownerOrgName: string | null; constructorOrgName: string | null; htdCount: number; concurrencyStamp: string } // prettier-ignore
type Page<T> = { totalCount: number; items: T[] }
type ErrorBody = { error: { code: string | null; message: string; data: Record<string, string>; validationErrors: { message: string; members: string[] }[] | null } } // prettier-ignore
const admin = () => apiAs(seedAccounts.admin)
const errorOf = (answer: { json: <T>() => T }) => answer.json<ErrorBody>().error
const unknownId = '3a0f6c1e-0000-4000-8000-000000000000'
const newProject = { projName: '新区快速路工程', projCode: 'XQKS-2025', sort: 60 }

describe('reading', () => {
  it('pages the tenant’s projects by sort with the §3.1 members', async () => {
    const api = await admin()
    const page = (await api('GET', path)).json<Page<Project>>()
    expect(page.totalCount).toBe(5)
    expect(page.items.map((i) => i.sort)).toEqual([10, 20, 30, 40, 50])
    const ring = page.items.find((i) => i.id === p.eastRingExpressway)
    expect(ring).toMatchObject({
      projCode: 'DHGS-2023',
      projType: 'Road',
      status: 'InProgress',
      startDate: '2023-03-01T00:00:00',
      endDate: '2026-12-31T00:00:00',
      location: '滨江市东环路',
      ownerOrgName: '滨江城市建设投资集团有限公司',
      constructorOrgName: '江南路桥工程有限公司',
      htdCount: 3,
    })
  })

  it('filters by text, status and type, and sorts over the whitelist', async () => {
    const api = await admin()
    const items = async (query: string) =>
      (await api('GET', `${path}?${query}`)).json<Page<Project>>().items.map((i) => i.projCode)
    expect(await items('filter=dhgs')).toEqual(['DHGS-2023'])
    expect(await items('filter=城北区')).toEqual(['CBWS-2023'])
    expect(await items('status=Completed')).toEqual(['BJDD-2022'])
    expect(await items('projType=Tunnel&sorting=projCode desc')).toEqual(['DT05-2021', 'BHGL-2024'])
    expect(await items('sorting=startDate')).toEqual(['DT05-2021', 'BJDD-2022', 'DHGS-2023', 'CBWS-2023', 'BHGL-2024']) // prettier-ignore
    expect((await api('GET', `${path}?sorting=location`)).status).toBe(400)
  })

  it('serves /list to any of its readers and keeps tenants apart', async () => {
    const noproject = await apiAs(seedAccounts.noproject)
    const list = (await noproject('GET', `${path}/list`)).json<{ items: Project[] }>()
    expect(list.items.map((i) => i.sort)).toEqual([10, 20, 30, 40, 50])
    expect((await (await apiAs(seedAccounts.nobody))('GET', `${path}/list`)).status).toBe(403)
    const demo = await apiAs(seedAccounts.demoAdmin)
    const demoList = (await demo('GET', `${path}/list`)).json<{ items: Project[] }>()
    expect(demoList.items.map((i) => i.id)).toEqual([p.demoBridge, p.demoParkRoad])
    expect((await demo('GET', `${path}/${p.eastRingExpressway}`)).status).toBe(404)
    expect((await demo('GET', path)).json<Page<Project>>().totalCount).toBe(2)
  })
})

describe('writing', () => {
  it('creates with defaults and normalised dates, updates, and checks the stamp', async () => {
    const api = await admin()
    const created = await api('POST', path, { ...newProject, startDate: '2025-01-01T08:30:00', ownerOrgId: o.binjiang }) // prettier-ignore
    expect(created.status).toBe(200)
    const row = created.json<Project>()
    expect(row).toMatchObject({ status: 'Preparing', projType: null, startDate: '2025-01-01T00:00:00', ownerOrgName: '滨江城市建设投资集团有限公司', htdCount: 0 }) // prettier-ignore
    const updated = await api('PUT', `${path}/${row.id}`, { ...newProject, status: 'InProgress', concurrencyStamp: row.concurrencyStamp }) // prettier-ignore
    expect(updated.json<Project>()).toMatchObject({ status: 'InProgress', ownerOrgName: null })
    const stale = await api('PUT', `${path}/${row.id}`, { ...newProject, concurrencyStamp: row.concurrencyStamp }) // prettier-ignore
    expect(stale.status).toBe(409)
  })

  it('reports every field error together, X1 included', async () => {
    const api = await admin()
    const answer = await api('POST', path, { projCode: 'DH 2023', startDate: '2025-02-01', endDate: '2025-01-31', sort: 10000 }) // prettier-ignore
    expect(answer.status).toBe(400)
    const errors = errorOf(answer).validationErrors!
    expect(errors.map((e) => e.members[0])).toEqual(['projName', 'projCode', 'sort', 'endDate'])
    expect(errors[1].message).toBe("The field ProjCode must match the regular expression '^[A-Za-z0-9][A-Za-z0-9_-]*$'.") // prettier-ignore
    expect(errors[3].message).toBe('The end date must not be earlier than the start date.')
    const zh = await api('POST', path, { ...newProject, startDate: '2025-02-01', endDate: '2025-01-31' }, { 'accept-language': 'zh-Hans' }) // prettier-ignore
    expect(errorOf(zh).validationErrors).toEqual([{ message: '结束日期不能早于开始日期。', members: ['endDate'] }]) // prettier-ignore
  })

  it('refuses duplicate names and codes in the tenant, case-insensitively', async () => {
    const api = await admin()
    const name = await api('POST', path, { ...newProject, projName: ' 东环高速公路改扩建工程 ' })
    expect(errorOf(name)).toMatchObject({ code: 'Base:DuplicateProjectName', message: "Project '东环高速公路改扩建工程' already exists." }) // prettier-ignore
    const code = await api('POST', path, { ...newProject, projCode: 'dhgs-2023' })
    expect(errorOf(code)).toMatchObject({ code: 'Base:DuplicateProjectCode' })
    // Another tenant's code is free.
    const demo = await apiAs(seedAccounts.demoAdmin)
    expect((await demo('POST', path, { ...newProject, projCode: 'DHGS-2023' })).status).toBe(200)
  })

  it('takes only enabled dictionary values', async () => {
    const api = await admin()
    const type = await api('POST', path, { ...newProject, projType: 'Airport' })
    expect(errorOf(type)).toMatchObject({ code: 'Base:UnknownDictionaryValue', message: "'Airport' is not a valid value of dictionary 'ProjectType'.", data: { 0: 'ProjectType', 1: 'Airport' } }) // prettier-ignore
    const status = await api('POST', path, { ...newProject, status: 'inprogress' })
    expect(errorOf(status).code).toBe('Base:UnknownDictionaryValue')
    expect((await api('POST', path, { ...newProject, projType: 'Bridge' })).status).toBe(200)
  })

  it('needs existing, enabled units; a unit disabled later may stay', async () => {
    const api = await admin()
    const missing = await api('POST', path, { ...newProject, ownerOrgId: organizationId(999) })
    expect(missing.status).toBe(404)
    const disabled = await api('POST', path, { ...newProject, constructorOrgId: o.waterOffice })
    expect(errorOf(disabled)).toMatchObject({ code: 'Base:OrganizationDisabled', message: "Organization '给排水所' is disabled." }) // prettier-ignore
    const demoOrg = await api('POST', path, { ...newProject, ownerOrgId: o.demoGroup })
    expect(demoOrg.status).toBe(404)
    const ring = (await api('GET', `${path}/${p.eastRingExpressway}`)).json<Project>()
    const org = (await api('GET', `/api/base/organization/${o.jiangnan}`)).json<object>()
    await api('PUT', `/api/base/organization/${o.jiangnan}`, { ...org, enabled: false })
    const kept = await api('PUT', `${path}/${ring.id}`, { ...ring, ownerOrgId: o.binjiang, constructorOrgId: o.jiangnan }) // prettier-ignore
    expect(kept.status).toBe(200)
  })
})

describe('deleting', () => {
  it('refuses a project with htds, deletes an empty one', async () => {
    const api = await admin()
    const refused = await api('DELETE', `${path}/${p.eastRingExpressway}`)
    expect(refused.status).toBe(403)
    expect(errorOf(refused)).toMatchObject({ code: 'Base:ProjectHasHtds', message: "Project '东环高速公路改扩建工程' has contract sections and cannot be deleted." }) // prettier-ignore
    const row = (await api('POST', path, newProject)).json<Project>()
    expect((await api('DELETE', `${path}/${row.id}`)).status).toBe(204)
    expect((await api('GET', `${path}/${row.id}`)).status).toBe(404)
    expect((await api('DELETE', `${path}/${unknownId}`)).status).toBe(404)
    // A deleted row blocks no name.
    expect((await api('POST', path, newProject)).status).toBe(200)
  })

  it('needs the Project.Project children for writes', async () => {
    const manager = await apiAs(seedAccounts.manager)
    expect((await manager('GET', path)).status).toBe(200)
    expect((await manager('POST', path, newProject)).status).toBe(403)
    expect((await manager('DELETE', `${path}/${p.binhuTunnel}`)).status).toBe(403)
  })
})

describe('the project picker (/list)', () => {
  it('answers the readers of §3.1 and notice publishers, and refuses others', async () => {
    const adminRole = getDatabase().roles.find((r) => r.name === 'admin' && r.tenantId === null)!
    const answer = async (permissions: string[]) => {
      adminRole.permissions = permissions
      return (await admin())('GET', `${path}/list`)
    }
    const published = await answer(['Notice.Notice'])
    expect(published.status).toBe(200)
    expect(published.json<{ items: Project[] }>().items).toHaveLength(5)
    expect((await answer(['SignKeyManage.SignKey'])).status).toBe(200)
    expect((await answer(['AbpIdentity.Users'])).status).toBe(403)
  })
})
