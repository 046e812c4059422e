import { describe, expect, it } from 'vitest'
import { getDatabase } from '../../core/db/database.ts'
import { seedAccounts } from '../../core/db/seed-accounts.ts'
import { tenantIds } from '../../core/db/seed-ids.ts'
import { apiAs } from '../../core/testing/api-client.ts'
import { callBackend, postTokenForm } from '../../core/testing/backend-client.ts'
import { tenantSidePermissions } from './tenant-admin.ts'

const path = '/api/multi-tenancy/tenants'
type Tenant = { id: string; name: string; concurrencyStamp: string; extraProperties: object }
type Page = { totalCount: number; items: Tenant[] }
type ErrorBody = { error: { code: string | null; message: string; validationErrors: { members: string[] }[] | null } } // prettier-ignore
const admin = () => apiAs(seedAccounts.admin)
const errorOf = (answer: { json: <T>() => T }) => answer.json<ErrorBody>().error
const acme = { name: 'acme', adminEmailAddress: 'admin@acme.com', adminPassword: 'Acme12#x' }

function signInToTenant(tenant: string, password: string) {
  const form = { grant_type: 'password', username: 'admin', password, client_id: 'ProjectAdmin_App', scope: 'openid' } // prettier-ignore
  return postTokenForm(form, { __tenant: tenant })
}

describe('listing tenants', () => {
  it('pages, filters and sorts by name (the default order)', async () => {
    const api = await admin()
    const all = (await api('GET', path)).json<Page>()
    expect(all).toMatchObject({ totalCount: 2, items: [{ name: 'archived' }, { name: 'demo' }] })
    expect(Object.keys(all.items[0]).sort()).toEqual(['concurrencyStamp', 'extraProperties', 'id', 'name']) // prettier-ignore
    const page = (await api('GET', `${path}?sorting=name desc&maxResultCount=1&skipCount=1`)).json<Page>() // prettier-ignore
    expect(page).toMatchObject({ totalCount: 2, items: [{ name: 'archived' }] })
    expect((await api('GET', `${path}?filter=DEM`)).json<Page>().items.map((t) => t.name)).toEqual(['demo']) // prettier-ignore
    expect((await api('GET', `${path}?sorting=isActive`)).status).toBe(400)
    expect((await api('GET', `${path}/${tenantIds.demo}`)).json()).toMatchObject({ name: 'demo' })
  })

  it('refuses callers without the permission and every tenant caller (host-side permissions)', async () => {
    expect((await (await apiAs(seedAccounts.manager))('GET', path)).status).toBe(403)
    // The demo tenant's admin holds the names, but tenant management is host-only.
    const demo = await apiAs(seedAccounts.demoAdmin)
    expect((await demo('GET', path)).status).toBe(403)
    expect((await demo('POST', path, acme)).status).toBe(403)
    expect((await callBackend('GET', path)).status).toBe(401)
  })
})

describe('creating a tenant', () => {
  it('reports every invalid field with its member', async () => {
    const api = await admin()
    const answer = await api('POST', path, { name: 'x'.repeat(65), adminEmailAddress: 'no-at' })
    expect(answer.status).toBe(400)
    const members = errorOf(answer).validationErrors!.flatMap((e) => e.members)
    expect(members).toEqual(['name', 'adminEmailAddress', 'adminPassword'])
  })

  it('refuses a duplicate name (403) and a weak admin password', async () => {
    const api = await admin()
    const duplicate = await api('POST', path, { ...acme, name: ' Demo ' })
    expect(duplicate.status).toBe(403)
    expect(errorOf(duplicate)).toMatchObject({ code: 'Volo.Abp.TenantManagement:DuplicateTenantName', message: 'Tenant name already exists: Demo' }) // prettier-ignore
    const zh = await api('POST', path, { ...acme, name: 'demo' }, { 'accept-language': 'zh-CN' })
    expect(errorOf(zh).message).toBe('租户名称已存在: demo')
    const weak = await api('POST', path, { ...acme, adminPassword: 'abc' })
    expect(weak.status).toBe(403)
    expect(errorOf(weak).code).toBe('Volo.Abp.Identity:PasswordTooShort')
    expect(getDatabase().tenants).toHaveLength(2)
  })

  it('makes a static admin role and an admin user who can sign in at once', async () => {
    const api = await admin()
    const created = (await api('POST', path, acme)).json<Tenant>()
    expect(created).toMatchObject({ name: 'acme', extraProperties: {} })
    const db = getDatabase()
    const role = db.roles.find((r) => r.tenantId === created.id)!
    expect(role).toMatchObject({ name: 'admin', isStatic: true })
    expect(role.permissions).toEqual(tenantSidePermissions)
    expect(role.permissions).not.toContain('AbpTenantManagement.Tenants')
    expect(db.users.find((u) => u.tenantId === created.id)).toMatchObject({ userName: 'admin', email: 'admin@acme.com', roleNames: ['admin'] }) // prettier-ignore
    const token = await signInToTenant('acme', acme.adminPassword)
    expect(token.status).toBe(200)
    const lookup = await callBackend('GET', '/api/abp/multi-tenancy/tenants/by-name/ACME')
    expect(lookup.json()).toMatchObject({ success: true, tenantId: created.id, isActive: true })
  })
})

describe('editing and deleting', () => {
  it('renames with the stamp: a stale one is 409, a taken name 403', async () => {
    const api = await admin()
    const created = (await api('POST', path, acme)).json<Tenant>()
    const url = `${path}/${created.id}`
    const renamed = await api('PUT', url, { name: 'acme-corp', concurrencyStamp: created.concurrencyStamp }) // prettier-ignore
    expect(renamed.json<Tenant>()).toMatchObject({ name: 'acme-corp' })
    expect(renamed.json<Tenant>().concurrencyStamp).not.toBe(created.concurrencyStamp)
    const stale = await api('PUT', url, { name: 'acme-2', concurrencyStamp: created.concurrencyStamp }) // prettier-ignore
    expect(stale.status).toBe(409)
    expect(errorOf(await api('PUT', url, { name: 'DEMO' })).code).toBe('Volo.Abp.TenantManagement:DuplicateTenantName') // prettier-ignore
    // Create-only fields are ignored on update.
    expect((await api('PUT', url, { name: 'acme-corp', adminPassword: 'x' })).status).toBe(200)
  })

  it('soft-deletes (204): the name is free again and its users cannot sign in', async () => {
    const api = await admin()
    const created = (await api('POST', path, acme)).json<Tenant>()
    expect((await api('DELETE', `${path}/${created.id}`)).status).toBe(204)
    expect(getDatabase().tenants.find((t) => t.id === created.id)?.isDeleted).toBe(true)
    const lookup = await callBackend('GET', '/api/abp/multi-tenancy/tenants/by-name/acme')
    expect(lookup.json()).toMatchObject({ success: false, tenantId: null })
    expect((await signInToTenant('acme', acme.adminPassword)).status).toBe(404)
    expect((await api('GET', `${path}/${created.id}`)).status).toBe(404)
    expect((await api('DELETE', `${path}/${created.id}`)).status).toBe(404)
    expect((await api('POST', path, acme)).status).toBe(200)
  })
})

describe('the default connection string', () => {
  const url = `${path}/${tenantIds.demo}/default-connection-string`
  const value = 'Server=db;Database=Demo;User Id=sa;Password=p&q=1'

  it('is text/plain: none (204), set with ?defaultConnectionString=, read back, removed', async () => {
    const api = await admin()
    expect((await api('GET', url)).status).toBe(204)
    const put = await api('PUT', `${url}?defaultConnectionString=${encodeURIComponent(value)}`)
    expect(put.status).toBe(204)
    const read = await api('GET', url)
    expect(read.headers['content-type']).toMatch(/^text\/plain/)
    expect(read.text).toBe(value)
    expect((await api('PUT', url)).status).toBe(400)
    expect((await api('DELETE', url)).status).toBe(204)
    expect((await api('GET', url)).status).toBe(204)
  })

  it('needs ManageConnectionStrings and a known tenant', async () => {
    const db = getDatabase()
    const role = db.roles.find((r) => r.name === 'admin' && r.tenantId === null)!
    const unknown = `${path}/3a0b0000-0000-0000-0000-000000000001/default-connection-string`
    expect((await (await admin())('GET', unknown)).status).toBe(404)
    role.permissions = role.permissions.filter((n) => !n.endsWith('.ManageConnectionStrings'))
    expect((await (await admin())('GET', url)).status).toBe(403)
  })
})
