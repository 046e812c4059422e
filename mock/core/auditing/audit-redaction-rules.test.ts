import { describe, expect, it } from 'vitest'
import { isSecretName, redactValue, redactedUrl } from './audit-redaction-rules.ts'

describe('isSecretName', () => {
  it.each([
    ['password', true],
    ['adminPassword', true],
    ['newPassword', true],
    ['currentPassword', true],
    ['clientSecret', true],
    ['clientSecrets', true],
    ['defaultConnectionString', true],
    ['connectionStrings', true],
    ['refresh_token', true],
    ['accessToken', true],
    ['ClientSecret', true],
    ['Abp.Mailing.Smtp.Password', true],
    ['ConnectionStrings:Default', true],
    ['connection_string', true],
    ['api_key', true],
    ['PrivateKey', true],
    ['userName', false],
    ['email', false],
    ['value', false],
    ['description', false],
    ['key', false],
    ['Team', false],
  ])('%s → %s', (name, expected) => {
    expect(isSecretName(name)).toBe(expected)
  })
})

describe('redactValue', () => {
  it.each<[string, unknown, unknown]>([
    ['a password', { userName: 'a', password: '1q2w3E*' }, { userName: 'a', password: '***' }],
    [
      'a nested tenant admin password and connection string',
      { input: { name: 'acme', adminPassword: 'x', defaultConnectionString: 'Server=db' } },
      { input: { name: 'acme', adminPassword: '***', defaultConnectionString: '***' } },
    ],
    [
      'the value of each client secret, not its type',
      { clientSecrets: [{ type: 'SharedSecret', value: 's3cr3t', description: null }] },
      { clientSecrets: [{ type: 'SharedSecret', value: '***', description: null }] },
    ],
    [
      'named connection strings',
      { connectionStrings: [{ name: 'Default', value: 'Server=db;Password=x' }] },
      { connectionStrings: [{ name: 'Default', value: '***' }] },
    ],
    ['a list of secret texts', { secrets: ['a', 'b'] }, { secrets: ['***', '***'] }],
    [
      'flags and numbers named like secrets',
      { requireClientSecret: true, accessTokenLifetime: 3600 },
      { requireClientSecret: true, accessTokenLifetime: 3600 },
    ],
    ['an empty password (nothing to hide)', { password: '' }, { password: '' }],
    [
      'a value outside a secret',
      { value: 'Road', label: '路基' },
      { value: 'Road', label: '路基' },
    ],
    ['plain values', ['a', 1, null], ['a', 1, null]],
    [
      'a client property whose key names a secret, not its key nor the other properties',
      {
        properties: [
          { key: 'ClientSecret', value: 'p1' },
          { key: 'Team', value: 'Platform' },
        ],
      },
      {
        properties: [
          { key: 'ClientSecret', value: '***' },
          { key: 'Team', value: 'Platform' },
        ],
      },
    ],
    [
      'a setting or feature named like a secret, wherever its list is',
      { a: { b: [[{ name: 'Abp.Mailing.Smtp.Password', value: 'p2' }]] } },
      { a: { b: [[{ name: 'Abp.Mailing.Smtp.Password', value: '***' }]] } },
    ],
    [
      'a claim of a secret type, not a role claim',
      {
        claims: [
          { type: 'api_key', value: 'p3' },
          { type: 'role', value: 'admin' },
        ],
      },
      {
        claims: [
          { type: 'api_key', value: '***' },
          { type: 'role', value: 'admin' },
        ],
      },
    ],
    [
      "every text of a secret pair's structured value, at any depth",
      { key: 'ConnectionStrings', value: { main: 'p4', replicas: ['p5', { uri: 'p6' }] } },
      { key: 'ConnectionStrings', value: { main: '***', replicas: ['***', { uri: '***' }] } },
    ],
    [
      'every text under a secret member, describing members apart',
      { password: { plain: 'p7', hint: { text: 'p8' } }, clientSecrets: [{ clientId: 'c', type: 'SharedSecret', value: 'p9', description: 'first', expiration: null }] }, // prettier-ignore
      { password: { plain: '***', hint: { text: '***' } }, clientSecrets: [{ clientId: 'c', type: 'SharedSecret', value: '***', description: 'first', expiration: null }] }, // prettier-ignore
    ],
    [
      'a pair with no value, and a value with no key',
      { properties: [{ key: 'ClientSecret' }, { value: 'shown' }] },
      { properties: [{ key: 'ClientSecret' }, { value: 'shown' }] },
    ],
    [
      "an API resource's properties dictionary by member name",
      { properties: { ClientSecret: 'p10', Team: 'Platform' } },
      { properties: { ClientSecret: '***', Team: 'Platform' } },
    ],
  ])('hides %s', (_what, input, expected) => {
    expect(redactValue(input)).toEqual(expected)
  })
})

describe('redactedUrl', () => {
  it.each([
    ['/api/identity/users', '', '/api/identity/users'],
    ['/api/x', 'filter=a%20b&skipCount=0', '/api/x?filter=a+b&skipCount=0'],
    [
      '/api/multi-tenancy/tenants/1/default-connection-string',
      'defaultConnectionString=Server%3Ddb',
      '/api/multi-tenancy/tenants/1/default-connection-string?defaultConnectionString=***',
    ],
    ['/api/x', 'refresh_token=abc&Password=p&id=1', '/api/x?refresh_token=***&Password=***&id=1'],
  ])('%s?%s → %s', (path, query, expected) => {
    expect(redactedUrl(path, new URLSearchParams(query))).toBe(expected)
  })
})
