import { describe, expect, it } from 'vitest'
import { addFault } from '../../core/control/fault-switch.ts'
import { seedAccounts } from '../../core/db/seed-accounts.ts'
import { positionIds, tenantIds } from '../../core/db/seed-ids.ts'
import { apiAs } from '../../core/testing/api-client.ts'
import { callBackend } from '../../core/testing/backend-client.ts'

const path = '/api/audit-logging/audit-logs'
type Action = { serviceName: string; methodName: string; parameters: string }
type PropertyChange = { propertyName: string; originalValue: string | null; newValue: string | null } // prettier-ignore
type EntityChange = { changeType: number; entityId: string; entityTypeFullName: string; propertyChanges: PropertyChange[] } // prettier-ignore
type Log = { id: string; userName: string | null; tenantId: string | null; tenantName: string | null; executionTime: string; executionDuration: number; httpMethod: string; url: string; httpStatusCode: number | null; exceptions: string | null; actions: Action[]; entityChanges: EntityChange[] } // prettier-ignore
type Page = { totalCount: number; items: Log[] }

const admin = () => apiAs(seedAccounts.admin)
const isNewestFirst = (items: Log[]) =>
  items.every((log, i) => i === 0 || items[i - 1].executionTime >= log.executionTime)

async function list(query = '', api?: Awaited<ReturnType<typeof admin>>): Promise<Page> {
  const answer = await (api ?? (await admin()))('GET', `${path}?maxResultCount=50&${query}`)
  expect(answer.status).toBe(200)
  return answer.json<Page>()
}

describe('reading the seeded audit log', () => {
  it('pages newest first over 90 days, with every method and about 4% exceptions', async () => {
    const api = await admin()
    const first = await list('', api)
    expect(first.totalCount).toBeGreaterThan(4700)
    expect(first.items).toHaveLength(50)
    expect(isNewestFirst(first.items)).toBe(true)
    const second = await list('skipCount=50', api)
    expect(second.items[0].executionTime <= first.items[49].executionTime).toBe(true)
    const oldest = await list('sorting=executionTime asc&maxResultCount=1', api)
    const days = (Date.now() - Date.parse(`${oldest.items[0].executionTime}Z`)) / 86_400_000
    expect(days).toBeGreaterThan(85)
    expect(days).toBeLessThanOrEqual(90)
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      expect((await list(`httpMethod=${method.toLowerCase()}`, api)).totalCount).toBeGreaterThan(0)
    }
    const failed = await list('hasException=true', api)
    expect(failed.totalCount / first.totalCount).toBeGreaterThan(0.03)
    expect(failed.totalCount / first.totalCount).toBeLessThan(0.06)
    expect(failed.items.every((log) => log.exceptions && log.httpStatusCode! >= 400)).toBe(true)
  })

  it('filters by url, user, status, durations and time; sorts by the whitelist', async () => {
    const api = await admin()
    const htdErrors = await list('url=/API/base/htd&httpStatusCode=500', api)
    expect(htdErrors.totalCount).toBeGreaterThan(0)
    expect(htdErrors.items.every((l) => l.url.startsWith('/api/base/htd') && l.httpStatusCode === 500)).toBe(true) // prettier-ignore
    const users = await list('userName=user00', api)
    expect(users.items.every((l) => /^user00\d$/.test(l.userName!))).toBe(true)
    const slow = await list('minExecutionDuration=1000&maxExecutionDuration=2000', api)
    expect(slow.items.every((l) => l.executionDuration >= 1000 && l.executionDuration <= 2000)).toBe(true) // prettier-ignore
    const [start, end] = ['2000-01-01T00:00:00', new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 19)] // prettier-ignore
    const old = await list(`startTime=${start}&endTime=${end}`, api)
    expect(old.totalCount).toBeGreaterThan(3000)
    expect(old.items.every((l) => l.executionTime <= end)).toBe(true)
    const longest = await list('sorting=executionDuration desc', api)
    expect(longest.items[0].executionDuration).toBeGreaterThanOrEqual(longest.items[1].executionDuration) // prettier-ignore
    expect(longest.items[0].executionDuration).toBeGreaterThan(1000)
  })

  it('answers ABP validation errors for bad sorting, paging and filters', async () => {
    const api = await admin()
    const members = async (query: string) => {
      const answer = await api('GET', `${path}?${query}`)
      expect(answer.status).toBe(400)
      const error = answer.json<{ error: { validationErrors: { members: string[] }[] } }>().error
      return error.validationErrors.flatMap((e) => e.members)
    }
    expect(await members('sorting=comments asc')).toEqual(['sorting'])
    expect(await members('maxResultCount=1001')).toEqual(['maxResultCount'])
    expect(await members('httpStatusCode=abc&startTime=yesterday')).toEqual(['httpStatusCode', 'startTime']) // prettier-ignore
  })

  it('gives one entry with its actions and entity changes; others 404', async () => {
    const api = await admin()
    const withChanges = (await list('httpMethod=PUT&url=/api/base/htd/', api)).items.find(
      (log) => log.entityChanges.length > 0,
    )!
    const answer = await api('GET', `${path}/${withChanges.id}`)
    const log = answer.json<Log>()
    expect(log.actions[0]).toMatchObject({ serviceName: 'Ontall.MS.Base.Htds.HtdAppService', methodName: 'UpdateAsync' }) // prettier-ignore
    expect(log.entityChanges[0]).toMatchObject({ changeType: 1, entityTypeFullName: 'Ontall.MS.Base.Htds.Htd' }) // prettier-ignore
    expect(log.entityChanges[0].propertyChanges.map((p) => p.propertyName)).toContain('Amount')
    const changes = await api('GET', `${path}/entity-changes?auditLogId=${log.id}`)
    expect(changes.json<{ totalCount: number }>().totalCount).toBe(1)
    expect((await api('GET', `${path}/3a0f6c1e-0000-4000-8000-000000000000`)).status).toBe(404)
    expect((await api('GET', `${path}/not-a-guid`)).status).toBe(404)
  })

  it('keeps tenants apart and needs Ontall_MS_Base.AuditLogging', async () => {
    const demo = await apiAs(seedAccounts.demoAdmin)
    const page = await list('', demo)
    expect(page.totalCount).toBeGreaterThan(50)
    expect(page.totalCount).toBeLessThan(400)
    expect(page.items.every((log) => log.tenantId === tenantIds.demo && log.tenantName === 'demo')).toBe(true) // prettier-ignore
    const hostEntry = (await list('', await admin())).items[0]
    expect((await demo('GET', `${path}/${hostEntry.id}`)).status).toBe(404)
    const nobody = await apiAs(seedAccounts.nobody)
    expect((await nobody('GET', path)).status).toBe(403)
  })
})

describe('recording calls', () => {
  it('records a write, newest first, with its action, parameters and entity change', async () => {
    const api = await admin()
    const created = await api('POST', '/api/base/position', { name: '安全总监', sort: 5 })
    const id = created.json<{ id: string }>().id
    const [log] = (await list('', api)).items
    expect(log).toMatchObject({ httpMethod: 'POST', url: '/api/base/position', httpStatusCode: 200, userName: 'admin', tenantId: null, exceptions: null }) // prettier-ignore
    expect(log.actions[0]).toMatchObject({ serviceName: 'Ontall.MS.Base.Positions.PositionAppService', methodName: 'CreateAsync' }) // prettier-ignore
    expect(JSON.parse(log.actions[0].parameters)).toEqual({ input: { name: '安全总监', sort: 5 } })
    expect(log.entityChanges[0]).toMatchObject({ changeType: 0, entityId: id })
  })

  it('records an update with the changed values, original → new', async () => {
    const api = await admin()
    const put = await api('PUT', `/api/base/position/${positionIds.surveyor}`, { name: '测量员', sort: 8, enabled: true, description: '控制测量' }) // prettier-ignore
    expect(put.status).toBe(200)
    const [log] = (await list('httpMethod=PUT', api)).items
    const changes = log.entityChanges[0].propertyChanges
    expect(changes).toEqual([expect.objectContaining({ propertyName: 'Description', originalValue: null, newValue: '"控制测量"' })]) // prettier-ignore
  })

  it('records failed reads, also anonymous and injected ones, but not successful reads', async () => {
    const api = await admin()
    await api('GET', '/api/base/position')
    await api('GET', '/api/base/organization/3a0f6c1e-0000-4000-8000-000000000001')
    await callBackend('GET', '/api/base/position')
    addFault({ path: '/api/base/htd', method: 'GET', status: 500, times: 1 })
    expect((await api('GET', '/api/base/htd?projectId=x')).status).toBe(500)
    const recorded = (await list('', api)).items.slice(0, 3)
    expect(recorded.map((l) => [l.httpMethod, l.url, l.httpStatusCode, l.userName])).toEqual([
      ['GET', '/api/base/htd?projectId=x', 500, 'admin'],
      ['GET', '/api/base/position', 401, null],
      ['GET', '/api/base/organization/3a0f6c1e-0000-4000-8000-000000000001', 404, 'admin'],
    ])
    expect(JSON.parse(recorded[0].exceptions!)).toEqual([expect.objectContaining({ message: 'An internal error occurred during your request!' })]) // prettier-ignore
    const found = await list('httpStatusCode=500&url=/api/base/htd?projectId=x', api)
    expect(found.items[0].id).toBe(recorded[0].id)
  })

  it('never shows a password, secret or connection string', async () => {
    const api = await admin()
    await api('POST', '/api/identity/users', { userName: 'audited', email: 'audited@example.com', password: 'Very$ecret1' }) // prettier-ignore
    const tenant = await api('POST', '/api/multi-tenancy/tenants', { name: 'acme', adminEmailAddress: 'admin@acme.com', adminPassword: 'Acme$ecret1' }) // prettier-ignore
    const { id } = tenant.json<{ id: string }>()
    await api('PUT', `/api/multi-tenancy/tenants/${id}/default-connection-string?defaultConnectionString=Server%3Ddb%3BPassword%3Dx`) // prettier-ignore
    const [connection, acme, user] = (await list('', api)).items
    expect(connection.url).toBe(`/api/multi-tenancy/tenants/${id}/default-connection-string?defaultConnectionString=***`) // prettier-ignore
    expect(connection.actions[0].parameters).not.toContain('Server')
    expect(acme).toMatchObject({ httpMethod: 'POST', url: '/api/multi-tenancy/tenants', httpStatusCode: 200, tenantId: null }) // prettier-ignore
    expect(JSON.parse(acme.actions[0].parameters).input).toMatchObject({ name: 'acme', adminPassword: '***' }) // prettier-ignore
    expect(JSON.parse(user.actions[0].parameters).input).toMatchObject({ userName: 'audited', password: '***' }) // prettier-ignore
    for (const secret of ['Very$ecret1', 'Acme$ecret1', 'Server=db']) {
      expect(JSON.stringify([connection, acme, user])).not.toContain(secret)
    }
  })
})
