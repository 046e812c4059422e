import { describe, expect, it } from 'vitest'
import {
  appOriginsFor,
  buildSpaClient,
  issuerFor,
  readPort,
  resolveProviderPort,
} from './provider-settings.ts'

describe('embedded provider placement', () => {
  it.each([
    [5173, undefined, 5174],
    [4173, undefined, 4174],
    [4473, '', 4474],
    [5173, '9000', 9000],
    [5173, 'not-a-port', 5174],
    [0, undefined, 0],
  ])('app port %i, OIDC_PORT %j → %i', (appPort, env, expected) => {
    expect(resolveProviderPort(appPort, env)).toBe(expected)
  })

  it.each([
    [undefined, undefined],
    [' ', undefined],
    ['70000', undefined],
    ['-1', undefined],
    ['8080', 8080],
  ])('readPort(%j) → %j', (raw, expected) => {
    expect(readPort(raw)).toBe(expected)
  })

  it('names the issuer by 127.0.0.1 and port', () => {
    expect(issuerFor(4474)).toBe('http://127.0.0.1:4474')
  })

  it('lists localhost and 127.0.0.1 for each distinct app port, ignoring ephemeral ones', () => {
    expect(appOriginsFor([5173, 4173, 5173, 0])).toEqual([
      'http://127.0.0.1:5173',
      'http://localhost:5173',
      'http://127.0.0.1:4173',
      'http://localhost:4173',
    ])
  })
})

describe('buildSpaClient', () => {
  it('is a public code + PKCE client with refresh tokens and the app addresses', () => {
    const client = buildSpaClient(['http://127.0.0.1:4173'])
    expect(client).toMatchObject({
      client_id: 'ProjectAdmin_Spa',
      token_endpoint_auth_method: 'none',
      response_types: ['code'],
      grant_types: ['authorization_code', 'refresh_token'],
      redirect_uris: ['http://127.0.0.1:4173/auth-redirect'],
      post_logout_redirect_uris: [
        'http://127.0.0.1:4173/',
        'http://127.0.0.1:4173/login/loggedout',
      ],
    })
  })
})
