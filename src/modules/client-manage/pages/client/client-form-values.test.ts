import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import type { ClientDto } from '@/modules/client-manage/api/client-dtos'
import { toCreateInput, toEditValues, toUpdateInput } from './client-form-values'

const id = '3a0f6c1e-8b4d-4c6e-9f0c-000000000010'
const record = {
  id,
  clientId: 'Internal_Gateway',
  clientName: 'Internal gateway',
  description: null,
  enabled: true,
  requireClientSecret: true,
  concurrencyStamp: 'c'.repeat(32),
  creationTime: '2024-01-12T08:09:00',
  extraProperties: {},
  clientSecrets: [{ clientId: id, type: 'SharedSecret', value: 'hash=', description: 'Gateway', expiration: '2030-01-01T00:00:00' }], // prettier-ignore
  allowedScopes: [{ clientId: id, scope: 'InternalGateway' }],
  claims: [{ clientId: id, type: 'role', value: 'gateway' }],
  allowedGrantTypes: [{ clientId: id, grantType: 'client_credentials' }],
  identityProviderRestrictions: [],
  properties: [{ clientId: id, key: 'Owner', value: 'Platform' }],
  allowedCorsOrigins: [],
  redirectUris: [{ clientId: id, redirectUri: 'https://gw.example.com/cb' }],
  postLogoutRedirectUris: [],
} as unknown as ClientDto

describe('the edit drawer values', () => {
  it('flattens the child rows and reads the expiration for a picker', () => {
    const values = toEditValues(record)
    expect(values).toMatchObject({
      scopes: ['InternalGateway'],
      allowedGrantTypes: ['client_credentials'],
      redirectUris: ['https://gw.example.com/cb'],
      claims: [{ type: 'role', value: 'gateway' }],
      properties: [{ key: 'Owner', value: 'Platform' }],
    })
    expect(values.clientSecrets[0].expiration?.format('YYYY-MM-DD')).toBe('2030-01-01')
    expect(values).not.toHaveProperty('clientId')
    expect(values).not.toHaveProperty('concurrencyStamp')
  })

  it('sends the full UpdateClientDto: form over record, blanks dropped, the record’s stamp', () => {
    const input = toUpdateInput(
      {
        clientName: '  Gateway  ',
        description: '   ',
        redirectUris: ['https://gw.example.com/cb', ' ', 'https://gw.example.com/cb2 '],
        clientSecrets: [
          { type: 'SharedSecret', value: 'hash=', description: null, expiration: null },
          { type: 'SharedSecret', value: 'plain', description: ' new ', expiration: dayjs('2031-02-03T04:05:06') }, // prettier-ignore
        ],
      },
      record,
    )
    expect(input).toMatchObject({
      clientName: 'Gateway',
      description: null,
      enabled: true,
      scopes: ['InternalGateway'],
      redirectUris: ['https://gw.example.com/cb', 'https://gw.example.com/cb2'],
      clientSecrets: [
        { type: 'SharedSecret', value: 'hash=', description: null, expiration: null },
        { type: 'SharedSecret', value: 'plain', description: 'new', expiration: '2031-02-03T04:05:06' }, // prettier-ignore
      ],
      concurrencyStamp: record.concurrencyStamp,
    })
  })
})

describe('the create dialog values', () => {
  const values = { clientId: ' Lab ', clientName: 'Lab', callbackUrl: '', requireConsent: false, scopes: ['openid'] } // prettier-ignore
  it.each([
    [true, [{ type: 'SharedSecret', value: 's3cret', description: null, expiration: null }]],
    [false, []],
  ])('sends the generated secret only when switched on (%s)', (withSecret, secrets) => {
    expect(toCreateInput({ ...values, withSecret }, 's3cret')).toEqual({
      clientId: 'Lab',
      clientName: 'Lab',
      description: null,
      clientUri: null,
      logoUri: null,
      requireConsent: false,
      callbackUrl: null,
      logoutUrl: null,
      secrets,
      scopes: ['openid'],
    })
  })
})
