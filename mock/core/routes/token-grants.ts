import { findUserById, findUserByLogin } from '../db/database.ts'
import { passwordSignsIn } from '../db/user-passwords.ts'
import type { MockResponse } from '../http/mock-http.ts'
import type { RequestContext } from '../request-context.ts'
import { findRefreshToken, redeemRefreshToken } from '../auth/refresh-token-store.ts'
import { getRuntimeSettings } from '../runtime-settings.ts'
import { issueTokens, nowInSeconds, type AccessTokenClaims } from '../token-service.ts'
import type { ConfidentialClient } from '../auth/confidential-clients.ts'
import { signJwt } from '../auth/signed-jwt.ts'
import { clockNow } from '../db/audit.ts'
import { sha256Secret } from '../db/secret-hash.ts'
import { oauthError, oauthSuccess } from './oauth-responses.ts'

/** Scopes the seeded OpenIddict application may request. */
export const knownScopes = [
  'openid',
  'profile',
  'email',
  'role',
  'phone',
  'address',
  'offline_access',
  'BaseService',
]

// Literal texts of ABP's TokenController.Password.cs (abp-api.md §3.3).
const invalidCredentials = 'Invalid username or password!'
const notAllowed =
  'You are not allowed to login! Your account is inactive or needs to confirm your email/phone number.'

export interface GrantInput {
  form: URLSearchParams
  clientId: string
  context: RequestContext
}

/** ABP tokens name the auth server as issuer; the mock is its own auth server. */
function issuerOf(context: RequestContext): string {
  const host = context.request.headers.host
  return host ? `http://${host}/` : 'http://localhost/'
}

export async function handlePasswordGrant({
  form,
  clientId,
  context,
}: GrantInput): Promise<MockResponse> {
  const userName = form.get('username')
  const password = form.get('password')
  if (!userName || !password) {
    return oauthError(
      'invalid_request',
      "The mandatory 'username' and/or 'password' parameters are missing.",
    )
  }
  const scopes = (form.get('scope') ?? '').split(' ').filter(Boolean)
  if (scopes.some((scope) => !knownScopes.includes(scope))) {
    return oauthError('invalid_scope', "The specified 'scope' is invalid.")
  }
  const user = findUserByLogin(context.tenant?.id ?? null, userName)
  if (!user || !passwordSignsIn(user, password)) {
    return oauthError('invalid_grant', invalidCredentials)
  }
  if (!user.isActive) return oauthError('invalid_grant', notAllowed)
  return oauthSuccess(await issueTokens(user, { clientId, scopes, issuer: issuerOf(context) }))
}

/**
 * Rolling refresh (runtime setting `rotateRefreshTokens`, default): the presented token is spent
 * and a new pair comes back. Without rotation only an access token comes back and the presented
 * refresh token stays valid.
 */
export async function handleRefreshGrant({
  form,
  clientId,
  context,
}: GrantInput): Promise<MockResponse> {
  const refreshToken = form.get('refresh_token')
  if (!refreshToken) {
    return oauthError('invalid_request', "The mandatory 'refresh_token' parameter is missing.")
  }
  const rotate = getRuntimeSettings().rotateRefreshTokens
  const grant = rotate ? redeemRefreshToken(refreshToken) : findRefreshToken(refreshToken)
  if (!grant) {
    return oauthError('invalid_grant', 'The specified refresh token is invalid.')
  }
  if (grant.clientId !== clientId) {
    return oauthError(
      'invalid_grant',
      'The specified refresh token cannot be used by this client application.',
    )
  }
  const user = findUserById(grant.userId)
  if (!user || !user.isActive) return oauthError('invalid_grant', 'The token is no longer valid.')
  const issuer = issuerOf(context)
  return oauthSuccess(
    await issueTokens(user, { clientId, scopes: grant.scopes, issuer, withRefreshToken: rotate }),
  )
}

export interface ClientCredentialsInput {
  form: URLSearchParams
  client: ConfidentialClient
  context: RequestContext
}

/** The plain secret from the form (`client_secret`) or HTTP Basic (`client_secret_basic`). */
export function presentedClientSecret(
  form: URLSearchParams,
  context: RequestContext,
): string | null {
  const match = /^Basic\s+(.+)$/i.exec(context.request.headers.authorization ?? '')
  if (match) {
    const decoded = Buffer.from(match[1].trim(), 'base64').toString('utf8')
    const colon = decoded.indexOf(':')
    if (colon >= 0) return decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' '))
  }
  return form.get('client_secret')
}

/** Whether the plain secret matches one of the client's stored, unexpired secrets. */
export function clientSecretMatches(client: ConfidentialClient, plain: string | null): boolean {
  if (!plain) return false
  const hash = sha256Secret(plain)
  const now = clockNow()
  return client.secrets.some(
    (secret) => secret.value === hash && (secret.expiration === null || secret.expiration > now),
  )
}

/**
 * The `client_credentials` grant of a confidential client (already authenticated by the caller):
 * an access token without a user, whose subject is the client id (as ABP's TokenController
 * issues it), for the requested scopes among the client's (all of them when none is asked for).
 * No refresh or id token.
 */
export async function handleClientCredentialsGrant({
  form,
  client,
  context,
}: ClientCredentialsInput): Promise<MockResponse> {
  const requested = (form.get('scope') ?? '').split(' ').filter(Boolean)
  if (requested.some((scope) => !client.allowedScopes.includes(scope))) {
    return oauthError('invalid_scope', "The specified 'scope' is invalid.")
  }
  const scopes = requested.length > 0 ? requested : [...client.allowedScopes]
  const lifetimeSeconds = getRuntimeSettings().tokenLifetimeSeconds
  const issuedAt = nowInSeconds()
  const claims: AccessTokenClaims = {
    sub: client.clientId,
    client_id: client.clientId,
    scope: scopes.join(' '),
    iss: issuerOf(context),
    iat: issuedAt,
    exp: issuedAt + lifetimeSeconds,
    jti: crypto.randomUUID(),
  }
  if (scopes.includes('BaseService')) claims.aud = 'BaseService'
  return oauthSuccess({
    access_token: await signJwt({ ...claims }, 'at+jwt'),
    token_type: 'Bearer',
    expires_in: lifetimeSeconds,
    scope: scopes.join(' '),
  })
}
