import { describe, expect, it } from 'vitest'
import { seedAccounts } from '../../core/db/seed-accounts.ts'
import { apiAs } from '../../core/testing/api-client.ts'
import { clientSeedId } from './seed-clients.ts'
import { apiResourceId } from './seed-identity-server.ts'

/*
 * The identity-server payloads carry secrets in shapes a member name does not give away: a
 * client's properties and claims are key/value lists, a resource's properties a dictionary.
 */

type Action = { parameters: string }
type Log = { httpMethod: string; url: string; actions: Action[] }
const root = '/api/identity-server'
const logsPath = '/api/audit-logging/audit-logs?maxResultCount=5'
const admin = () => apiAs(seedAccounts.admin)
const gateway = clientSeedId(9)

/** The newest entry, and its parameters as shown: ABP cuts them at 2,000 characters. */
async function newestEntry(api: Awaited<ReturnType<typeof admin>>) {
  const [log] = (await api('GET', logsPath)).json<{ items: Log[] }>().items
  return { log, parameters: log.actions[0].parameters }
}
const json = (value: unknown) => JSON.stringify(value).slice(1, -1)

describe('auditing identity-server writes', () => {
  it('hides a client secret kept in a property, a claim and the secrets list', async () => {
    const api = await admin()
    const row = (await api('GET', `${root}/clients/${gateway}`)).json<Record<string, unknown>>()
    // The secrets' members first: the whole client is longer than the recorded 2,000 characters.
    const first = { clientSecrets: null, properties: null, claims: null }
    const answer = await api('PUT', `${root}/clients/${gateway}`, {
      ...first,
      ...row,
      scopes: ['InternalGateway'],
      allowedGrantTypes: ['client_credentials'],
      redirectUris: [],
      postLogoutRedirectUris: [],
      allowedCorsOrigins: [],
      identityProviderRestrictions: [],
      clientSecrets: [{ type: 'SharedSecret', value: 'plain-list-secret', description: 'rotated', expiration: null }], // prettier-ignore
      properties: [{ key: 'ClientSecret', value: 'plain-property-secret' }, { key: 'Team', value: 'Platform' }], // prettier-ignore
      claims: [
        { type: 'api_key', value: 'plain-claim-key' },
        { type: 'role', value: 'gateway' },
      ],
    })
    expect(answer.status).toBe(200)
    const { log, parameters } = await newestEntry(api)
    expect(log).toMatchObject({ httpMethod: 'PUT', url: `${root}/clients/${gateway}` })
    expect(parameters).toContain(
      json({
        clientSecrets: [{ type: 'SharedSecret', value: '***', description: 'rotated', expiration: null }], // prettier-ignore
        properties: [
          { key: 'ClientSecret', value: '***' },
          { key: 'Team', value: 'Platform' },
        ],
        claims: [
          { type: 'api_key', value: '***' },
          { type: 'role', value: 'gateway' },
        ],
      }),
    )
    const shown = JSON.stringify(log)
    for (const secret of ['plain-list-secret', 'plain-property-secret', 'plain-claim-key']) {
      expect(shown).not.toContain(secret)
    }
  })

  it('hides a created client secret and an API resource secret, by list and by property', async () => {
    const api = await admin()
    const created = await api('POST', `${root}/clients`, {
      clientId: 'Audited_App',
      clientName: 'Audited',
      secrets: [{ type: 'SharedSecret', value: 'plain-create-secret', description: null, expiration: null }], // prettier-ignore
      scopes: ['openid'],
    })
    expect(created.status).toBe(200)
    const createdEntry = await newestEntry(api)
    expect(createdEntry.parameters).toContain(json({ secrets: [{ type: 'SharedSecret', value: '***', description: null, expiration: null }] })) // prettier-ignore
    expect(JSON.stringify(createdEntry.log)).not.toContain('plain-create-secret')

    const url = `${root}/api-resources/${apiResourceId(0)}`
    const resource = (await api('GET', url)).json<Record<string, unknown>>()
    const updated = await api('PUT', url, {
      ...resource,
      concurrencyStamp: null,
      secrets: [{ type: 'SharedSecret', value: 'plain-resource-secret', description: 'api', expiration: null }], // prettier-ignore
      properties: { ClientSecret: 'plain-dictionary-secret', Team: 'Platform' },
    })
    expect(updated.status).toBe(200)
    const { log, parameters } = await newestEntry(api)
    expect(JSON.parse(parameters)).toMatchObject({
      input: {
        secrets: [{ type: 'SharedSecret', value: '***', description: 'api' }],
        properties: { ClientSecret: '***', Team: 'Platform' },
      },
    })
    const shown = JSON.stringify(log)
    expect(shown).not.toContain('plain-resource-secret')
    expect(shown).not.toContain('plain-dictionary-secret')
  })
})
