import { http, HttpResponse } from 'msw'
import {
  InMemoryWebStorage,
  User,
  WebStorageStateStore,
  type UserManagerSettings,
} from 'oidc-client-ts'
import { mswServer } from '../setup/msw-server'

/**
 * A fake OpenID provider for jsdom tests of the redirect flow: static metadata (no discovery) and
 * a token endpoint whose answers the test decides. The browser tests use the real provider.
 */
export const testAuthority = 'http://op.test'
export const testClientId = 'ProjectAdmin_Spa'

export function testSettings(userStorage: Storage = new InMemoryWebStorage()): UserManagerSettings {
  return {
    authority: testAuthority,
    client_id: testClientId,
    redirect_uri: 'http://localhost:3000/auth-redirect',
    response_type: 'code',
    scope: 'openid offline_access BaseService',
    automaticSilentRenew: false,
    userStore: new WebStorageStateStore({ store: userStorage }),
    stateStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    metadata: {
      issuer: testAuthority,
      authorization_endpoint: `${testAuthority}/auth`,
      token_endpoint: `${testAuthority}/token`,
      end_session_endpoint: `${testAuthority}/session/end`,
      revocation_endpoint: `${testAuthority}/token/revocation`,
    },
  }
}

/** Where oidc-client-ts keeps the user of the test provider (local storage, shared by the tabs). */
export const storedUserKey = `oidc.user:${testAuthority}:${testClientId}`

/** A signed-in user as oidc-client-ts stores it; `expiresIn` seconds from now. */
export function storedUser(
  accessToken: string,
  expiresIn: number,
  refreshToken = 'rt-1',
  sub = 'user-1',
): User {
  return new User({
    access_token: accessToken,
    refresh_token: refreshToken,
    id_token: idTokenFor(sub),
    token_type: 'Bearer',
    scope: 'BaseService',
    profile: { sub, iss: testAuthority, aud: testClientId, exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + expiresIn,
  })
}

export interface TokenEndpoint {
  /** Form bodies the endpoint received, in order. */
  calls: URLSearchParams[]
}

/**
 * The token endpoint: each refresh answers the next access token of `accessTokens` (after
 * `delayMs`), or `invalid_grant` once they are used up.
 */
export function serveTokenEndpoint(accessTokens: string[], delayMs = 20): TokenEndpoint {
  const endpoint: TokenEndpoint = { calls: [] }
  const remaining = [...accessTokens]
  mswServer.use(
    http.post(`${testAuthority}/token`, async ({ request }) => {
      endpoint.calls.push(new URLSearchParams(await request.text()))
      await new Promise((resolve) => setTimeout(resolve, delayMs))
      const next = remaining.shift()
      if (!next) return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 })
      return HttpResponse.json({
        access_token: next,
        refresh_token: `rt-after-${next}`,
        token_type: 'Bearer',
        expires_in: 60,
        scope: 'BaseService',
      })
    }),
  )
  return endpoint
}

/** Discovery for settings that name only the authority (the app's own settings). */
export function serveDiscovery(): void {
  mswServer.use(
    http.get(`${testAuthority}/.well-known/openid-configuration`, () =>
      HttpResponse.json(testSettings().metadata),
    ),
  )
}

/** An unsigned ID token: oidc-client-ts reads the claims; signatures are the provider's business. */
export function idTokenFor(sub: string): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '')
  const now = Math.floor(Date.now() / 1000)
  const claims = { sub, iss: testAuthority, aud: testClientId, iat: now, exp: now + 300 }
  return `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode(claims)}.c2ln`
}

/** The authorization code exchange: tokens for whoever asks (the test decides the code). */
export function serveCodeExchange(accessToken: string): TokenEndpoint {
  const endpoint: TokenEndpoint = { calls: [] }
  mswServer.use(
    http.post(`${testAuthority}/token`, async ({ request }) => {
      endpoint.calls.push(new URLSearchParams(await request.text()))
      return HttpResponse.json({
        access_token: accessToken,
        refresh_token: 'rt-1',
        id_token: idTokenFor('user-1'),
        token_type: 'Bearer',
        expires_in: 60,
        scope: 'openid offline_access BaseService',
      })
    }),
  )
  return endpoint
}
