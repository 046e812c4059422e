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
    ['userName', false],
    ['email', false],
    ['value', false],
    ['description', false],
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
