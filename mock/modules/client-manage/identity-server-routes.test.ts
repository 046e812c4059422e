import { describe, expect, it } from 'vitest'
import { seedAccounts } from '../../core/db/seed-accounts.ts'
import { sha256Secret } from '../../core/db/secret-hash.ts'
import { apiResourceId, apiScopeId, seededApiResourceSecret } from './seed-identity-server.ts'
import { apiAs } from '../../core/testing/api-client.ts'

const root = '/api/identity-server'
type Named = { id: string; name: string; enabled: boolean; concurrencyStamp: string }
type Paged = { totalCount: number; items: Named[] }
type Secret = { type: string; value: string; description: string | null; expiration: string | null } // prettier-ignore
type Resource = Named & {
  userClaims: { apiResourceId: string; type: string }[]
  scopes: { scope: string }[]
  secrets: Secret[]
  properties: Record<string, string>
}
type ErrorBody = { error: { code: string | null; validationErrors: { members: string[] }[] } }
const admin = () => apiAs(seedAccounts.admin)
const errorOf = (answer: { json: <T>() => T }) => answer.json<ErrorBody>().error

describe('reading', () => {
  it('pages, filters and sorts API scopes and resources', async () => {
    const api = await admin()
    const page = (await api('GET', `${root}/api-scopes?maxResultCount=10&skipCount=20`)).json<Paged>() // prettier-ignore
    expect(page.totalCount).toBe(25)
    expect(page.items).toHaveLength(5)
    const sorted = (await api('GET', `${root}/api-resources?sorting=name desc`)).json<Paged>()
    expect(sorted.totalCount).toBe(15)
    expect(sorted.items[0].name).toBe('WorkflowService')
    const found = (await api('GET', `${root}/api-resources?filter=UPLOADS`)).json<Paged>()
    expect(found.items.map((i) => i.name)).toEqual(['FileService'])
    expect((await api('GET', `${root}/api-scopes?sorting=enabled`)).status).toBe(400)
  })

  it('answers /all and claim-types with bare arrays', async () => {
    const api = await admin()
    const scopes = (await api('GET', `${root}/api-scopes/all`)).json<Named[]>()
    expect(scopes).toHaveLength(25)
    expect(scopes.filter((s) => !s.enabled).map((s) => s.name)).toContain('LegacyService')
    expect((await api('GET', `${root}/api-resources/all`)).json<Named[]>()).toHaveLength(15)
    const identity = (await api('GET', `${root}/identity-resources/all`)).json<Named[]>()
    expect(identity.map((r) => r.name)).toEqual(['address', 'email', 'openid', 'phone', 'profile', 'role']) // prettier-ignore
    const paged = (await api('GET', `${root}/identity-resources?maxResultCount=2`)).json<Paged>()
    expect(paged).toMatchObject({ totalCount: 6, items: [{ name: 'address' }, { name: 'email' }] })
    const claims = (await api('GET', `${root}/claim-types`)).json<{ name: string; extraProperties: object }[]>() // prettier-ignore
    expect(claims.map((c) => c.name)).toEqual(expect.arrayContaining(['email', 'role', 'name']))
    expect(claims[0]).toMatchObject({ id: expect.any(String), extraProperties: {} })
  })

  it('gets one resource with its children and keeps others out', async () => {
    const api = await admin()
    const resource = (await api('GET', `${root}/api-resources/${apiResourceId(0)}`)).json<Resource>() // prettier-ignore
    expect(resource).toMatchObject({
      name: 'BaseService',
      userClaims: [{ apiResourceId: apiResourceId(0), type: 'role' }, { type: 'name' }],
      scopes: [{ apiResourceId: apiResourceId(0), scope: 'BaseService' }],
      secrets: [{ type: 'SharedSecret', value: sha256Secret(seededApiResourceSecret) }],
      properties: { Team: 'Platform' },
    })
    const nobody = await apiAs(seedAccounts.nobody)
    expect((await nobody('GET', `${root}/claim-types`)).status).toBe(403)
    expect((await nobody('GET', `${root}/api-scopes`)).status).toBe(403)
    // Host-wide configuration (IdentityServer's tables have no tenant): a tenant reads the
    // host's rows and cannot write them.
    const tenant = await apiAs(seedAccounts.demoAdmin)
    expect((await tenant('GET', `${root}/api-scopes`)).json<Paged>().totalCount).toBe(25)
    expect((await tenant('DELETE', `${root}/api-scopes?id=${apiScopeId(0)}`)).status).toBe(403)
    expect((await tenant('POST', `${root}/api-scopes`, { name: 'Mine' })).status).toBe(403)
  })
})

describe('writing', () => {
  it('validates the limits and refuses a duplicate name with 403', async () => {
    const api = await admin()
    const invalid = await api('POST', `${root}/api-scopes`, {
      name: 'x'.repeat(201),
      displayName: 'y'.repeat(201),
      description: 'z'.repeat(1001),
    })
    expect(invalid.status).toBe(400)
    expect(errorOf(invalid).validationErrors.map((e) => e.members[0])).toEqual([
      'name',
      'displayName',
      'description',
    ])
    const duplicate = await api('POST', `${root}/api-scopes`, { name: ' baseservice ' })
    expect(duplicate.status).toBe(403)
    expect(errorOf(duplicate).code).toBe('IdentityServer:DuplicateApiScopeName')
    const again = await api('POST', `${root}/api-resources`, { name: 'FileService' })
    expect(errorOf(again).code).toBe('IdentityServer:DuplicateApiResourceName')
    expect((await api('POST', `${root}/api-resources`, {})).status).toBe(400)
  })

  it('creates and updates a resource: name kept, new secrets hashed, held ones kept', async () => {
    const api = await admin()
    const created =
      (await api('POST', `${root}/api-resources`, { name: 'GisService', userClaims: [{ type: 'email' }] })) // prettier-ignore
        .json<Resource>()
    expect(created).toMatchObject({ name: 'GisService', enabled: true, secrets: [], scopes: [] })
    const url = `${root}/api-resources/${created.id}`
    const sent = { type: 'SharedSecret', value: 'plain-secret', description: 'new', expiration: '2030-01-01T00:00:00' } // prettier-ignore
    const body = {
      name: 'Renamed',
      displayName: 'GIS',
      enabled: false,
      userClaims: [{ type: 'role' }, { type: 'custom_claim' }],
      scopes: [{ scope: 'BaseService' }],
      secrets: [sent],
      properties: { a: '1' },
      concurrencyStamp: created.concurrencyStamp,
    }
    const updated = (await api('PUT', url, body)).json<Resource>()
    expect(updated).toMatchObject({ name: 'GisService', enabled: false, properties: { a: '1' } })
    expect(updated.userClaims.map((c) => c.type)).toEqual(['role', 'custom_claim'])
    expect(updated.secrets[0]).toMatchObject({ ...sent, value: sha256Secret('plain-secret') })
    const kept = (await api('PUT', url, { ...body, secrets: updated.secrets, concurrencyStamp: null })).json<Resource>() // prettier-ignore
    expect(kept.secrets[0].value).toBe(sha256Secret('plain-secret'))
    const stale = await api('PUT', url, { ...body, concurrencyStamp: created.concurrencyStamp })
    expect(stale.status).toBe(409)
  })

  it('renames a scope through to the resources that list it', async () => {
    const api = await admin()
    const url = `${root}/api-scopes/${apiScopeId(4)}`
    const scope = (await api('GET', url)).json<Named>()
    expect((await api('PUT', url, { ...scope, name: 'FileApi' })).status).toBe(200)
    const resource = (await api('GET', `${root}/api-resources/${apiResourceId(4)}`)).json<Resource>() // prettier-ignore
    expect(resource.scopes.map((s) => s.scope)).toEqual(['FileApi'])
  })

  it('deletes with ?id= (204), then answers 404; a path id is not a route', async () => {
    const api = await admin()
    const id = apiScopeId(24)
    expect((await api('DELETE', `${root}/api-scopes/${id}`)).status).toBe(405)
    expect((await api('DELETE', `${root}/api-scopes?id=${id}`)).status).toBe(204)
    expect((await api('GET', `${root}/api-scopes/${id}`)).status).toBe(404)
    expect((await api('DELETE', `${root}/api-scopes?id=${id}`)).status).toBe(404)
    expect((await api('DELETE', `${root}/api-resources?id=not-a-guid`)).status).toBe(400)
    expect((await api('DELETE', `${root}/api-resources?id=${apiResourceId(14)}`)).status).toBe(204)
    expect((await api('DELETE', `${root}/identity-resources?id=${apiResourceId(14)}`)).status).toBe(404) // prettier-ignore
  })

  it('adds the missing standard identity resources', async () => {
    const api = await admin()
    const all = (await api('GET', `${root}/identity-resources/all`)).json<Named[]>()
    const phone = all.find((r) => r.name === 'phone')!
    expect((await api('DELETE', `${root}/identity-resources?id=${phone.id}`)).status).toBe(204)
    expect((await api('POST', `${root}/identity-resources/create-standard-resources`)).status).toBe(204) // prettier-ignore
    const again = (await api('GET', `${root}/identity-resources/all`)).json<Named[]>()
    expect(again.map((r) => r.name)).toEqual(['address', 'email', 'openid', 'phone', 'profile', 'role']) // prettier-ignore
  })
})
