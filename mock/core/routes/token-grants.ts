import { findUserById, findUserByLogin } from '../db/database.ts'
import { passwordSignsIn } from '../db/user-passwords.ts'
import type { MockResponse } from '../http/mock-http.ts'
import type { RequestContext } from '../request-context.ts'
import { findRefreshToken, redeemRefreshToken } from '../auth/refresh-token-store.ts'
import { getRuntimeSettings } from '../runtime-settings.ts'
import { issueTokens } from '../token-service.ts'
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
