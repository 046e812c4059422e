import { describe, expect, it } from 'vitest'
import { seedAccounts } from '../../core/db/seed-accounts.ts'
import { clientSeedId, seededGatewaySecret } from './seed-clients.ts'
import { sha256Secret } from '../../core/db/secret-hash.ts'
import { apiAs, generatedAccount } from '../../core/testing/api-client.ts'

const path = '/api/identity-server/clients'
type Client = Record<string, unknown> & { id: string; clientId: string; concurrencyStamp: string }
type Page = { totalCount: number; items: Client[] }
type AbpError = { error: { code: string | null; message: string; validationErrors: { message: string; members: string[] }[] | null } } // prettier-ignore
const admin = () => apiAs(seedAccounts.admin)
const errorOf = (answer: { json: <T>() => T }) => answer.json<AbpError>().error
const gateway = clientSeedId(9)

const newClient = {
  clientId: 'Lab_App',
  clientName: 'Laboratory',
  description: 'Test reports',
  clientUri: 'https://lab.example.com',
  requireConsent: true,
  callbackUrl: 'https://lab.example.com/signin-callback',
  logoutUrl: 'https://lab.example.com/',
  secrets: [
    { type: 'SharedSecret', value: 'plain-secret', description: 'first', expiration: null },
  ],
  scopes: ['openid', 'profile', 'QualityService'],
}

describe('reading clients', () => {
  it('pages, filters and sorts host-wide clients', async () => {
    const api = await admin()
    const first = (await api('GET', path)).json<Page>()
    expect(first.totalCount).toBe(12)
    expect(first.items).toHaveLength(10)
    expect(first.items[0].clientId).toBe('Document_App')
    const second = (await api('GET', `${path}?skipCount=10&maxResultCount=10`)).json<Page>()
    expect(second.items.map((c) => c.clientId)).toEqual(['Seal_App', 'Workflow_App'])
    const found = (await api('GET', `${path}?filter=projectadmin`)).json<Page>()
    expect(found.items.map((c) => c.clientId)).toEqual([
      'ProjectAdmin_App',
      'ProjectAdmin_Spa',
      'ProjectAdmin_Swagger',
    ])
    const sorted = (await api('GET', `${path}?sorting=clientId desc`)).json<Page>()
    expect(sorted.items[0].clientId).toBe('Workflow_App')
    expect((await api('GET', `${path}?sorting=secret`)).status).toBe(400)
  })

  it('answers ClientWithDetailsDto with child rows carrying the client id', async () => {
    const api = await admin()
    const client = (await api('GET', `${path}/${gateway}`)).json<Client>()
    expect(client).toMatchObject({
      clientId: 'Internal_Gateway',
      accessTokenType: 1,
      refreshTokenUsage: 1,
      clientSecrets: [{ clientId: gateway, type: 'SharedSecret', value: sha256Secret(seededGatewaySecret) }], // prettier-ignore
      allowedGrantTypes: [{ clientId: gateway, grantType: 'client_credentials' }],
      allowedScopes: [{ clientId: gateway, scope: 'InternalGateway' }, { clientId: gateway, scope: 'BaseService' }], // prettier-ignore
      claims: [{ clientId: gateway, type: 'role', value: 'gateway' }],
    })
    expect(client.concurrencyStamp).toMatch(/^[0-9a-f]{32}$/)
    expect(client).not.toHaveProperty('tenantId')
  })

  it('needs ClientManage.Client', async () => {
    const api = await apiAs(generatedAccount(3))
    expect((await api('GET', path)).status).toBe(403)
  })
})

describe('creating', () => {
  it('maps callback and logout URLs, hashes the secrets and keeps the scopes', async () => {
    const api = await admin()
    const answer = await api('POST', path, newClient)
    expect(answer.status).toBe(200)
    const created = answer.json<Client>()
    expect(created).toMatchObject({
      clientId: 'Lab_App',
      requireConsent: true,
      enabled: true,
      redirectUris: [{ redirectUri: 'https://lab.example.com/signin-callback' }],
      allowedCorsOrigins: [{ origin: 'https://lab.example.com' }],
      postLogoutRedirectUris: [{ postLogoutRedirectUri: 'https://lab.example.com/' }],
      clientSecrets: [{ type: 'SharedSecret', value: sha256Secret('plain-secret'), description: 'first' }], // prettier-ignore
      allowedGrantTypes: [],
    })
    expect((created.allowedScopes as { scope: string }[]).map((s) => s.scope)).toEqual(newClient.scopes) // prettier-ignore
  })

  it('refuses a duplicate client id with a 403 on clientId', async () => {
    const api = await admin()
    const answer = await api('POST', path, { ...newClient, clientId: ' quality_app ' })
    expect(answer.status).toBe(403)
    expect(errorOf(answer)).toMatchObject({
      code: 'IdentityServer:DuplicateClientId',
      message: "A client with the client id 'quality_app' already exists.",
    })
  })

  it('refuses relative URIs (V7), unknown scopes (V5) and a missing client id', async () => {
    const api = await admin()
    const relative = await api('POST', path, { ...newClient, callbackUrl: '/signin-callback', logoUri: 'lab.png' }) // prettier-ignore
    expect(relative.status).toBe(400)
    expect(errorOf(relative).validationErrors).toEqual([
      { message: 'The LogoUri field is not a valid fully-qualified http, https, or ftp URL.', members: ['logoUri'] }, // prettier-ignore
      { message: 'The CallbackUrl field is not a valid fully-qualified http, https, or ftp URL.', members: ['callbackUrl'] }, // prettier-ignore
    ])
    const unknown = await api('POST', path, { ...newClient, scopes: ['openid', 'NoSuchApi'] })
    expect(errorOf(unknown).validationErrors).toEqual([
      { message: 'The field Scopes is invalid.', members: ['scopes'] },
    ])
    const missing = await api('POST', path, { ...newClient, clientId: '' })
    expect(errorOf(missing).validationErrors?.[0].members).toEqual(['clientId'])
  })
})

describe('updating', () => {
  async function loadGateway() {
    const api = await admin()
    const row = (await api('GET', `${path}/${gateway}`)).json<Client>()
    // UpdateClientDto: flat string arrays; secrets, claims and properties stay objects.
    const input = {
      ...row,
      scopes: ['InternalGateway'],
      allowedGrantTypes: ['client_credentials', 'password'],
      redirectUris: ['https://gw.example.com/cb'],
      postLogoutRedirectUris: [],
      allowedCorsOrigins: ['https://gw.example.com'],
      identityProviderRestrictions: ['Google'],
    }
    return { api, row, input }
  }

  it('takes flat arrays, keeps stored secrets and hashes new ones', async () => {
    const { api, row, input } = await loadGateway()
    const stored = (row.clientSecrets as { value: string }[])[0]
    const answer = await api('PUT', `${path}/${gateway}`, {
      ...input,
      clientId: 'Renamed',
      clientSecrets: [stored, { type: 'SharedSecret', value: 'second-secret', description: null, expiration: '2030-01-01' }], // prettier-ignore
    })
    expect(answer.status).toBe(200)
    const saved = answer.json<Client>()
    expect(saved).toMatchObject({
      clientId: 'Internal_Gateway',
      allowedScopes: [{ scope: 'InternalGateway' }],
      allowedGrantTypes: [{ grantType: 'client_credentials' }, { grantType: 'password' }],
      redirectUris: [{ redirectUri: 'https://gw.example.com/cb' }],
      identityProviderRestrictions: [{ provider: 'Google' }],
      claims: [{ type: 'role', value: 'gateway' }],
    })
    expect((saved.clientSecrets as { value: string }[]).map((s) => s.value)).toEqual([
      sha256Secret(seededGatewaySecret),
      sha256Secret('second-secret'),
    ])
    expect(saved.concurrencyStamp).not.toBe(row.concurrencyStamp)
  })

  it('refuses an origin with a path, a combined implicit + code flow and a stale stamp', async () => {
    const { api, row, input } = await loadGateway()
    const bad = await api('PUT', `${path}/${gateway}`, { ...input, allowedCorsOrigins: ['https://gw.example.com/app'] }) // prettier-ignore
    expect(errorOf(bad).validationErrors?.map((e) => e.members[0])).toEqual(['allowedCorsOrigins'])
    const flows = await api('PUT', `${path}/${gateway}`, { ...input, allowedGrantTypes: ['implicit', 'authorization_code'] }) // prettier-ignore
    expect(errorOf(flows).validationErrors?.map((e) => e.members[0])).toEqual(['allowedGrantTypes'])
    expect((await api('PUT', `${path}/${gateway}`, input)).status).toBe(200)
    const stale = await api('PUT', `${path}/${gateway}`, { ...input, concurrencyStamp: row.concurrencyStamp }) // prettier-ignore
    expect(stale.status).toBe(409)
  })
})

describe('tenants', () => {
  it('read the host-wide clients but cannot change them', async () => {
    const tenant = await apiAs(seedAccounts.demoAdmin)
    expect((await tenant('GET', path)).json<Page>().totalCount).toBe(12)
    expect((await tenant('POST', path, newClient)).status).toBe(403)
    expect((await tenant('DELETE', `${path}?id=${gateway}`)).status).toBe(403)
  })
})

describe('deleting with ?id=', () => {
  it('answers 204, then 404 for the gone client (and for no id: Guid.Empty); 400 for a malformed id', async () => {
    const api = await admin()
    expect((await api('DELETE', `${path}?id=${gateway}`)).status).toBe(204)
    expect((await api('GET', `${path}/${gateway}`)).status).toBe(404)
    const again = await api('DELETE', `${path}?id=${gateway}`)
    expect(again.status).toBe(404)
    expect(errorOf(again).message).toBe(`There is no entity Client with id = ${gateway}!`)
    expect((await api('DELETE', path)).status).toBe(404)
    expect((await api('DELETE', `${path}?id=nope`)).status).toBe(400)
    expect((await api('DELETE', `${path}/${gateway}`)).status).toBe(405)
  })
})
