import { revokeRefreshToken } from '../auth/refresh-token-store.ts'
import { emptyResponse, type MockResponse } from '../http/mock-http.ts'
import type { RequestContext } from '../request-context.ts'
import { anonymousRoute, type BackendRoute } from './define-route.ts'
import { noStore, oauthError, openIddictErrorUri } from './oauth-responses.ts'
import { handlePasswordGrant, handleRefreshGrant } from './token-grants.ts'

/** The public OpenIddict application the in-app login form uses (VITE_PASSWORD_CLIENT_ID). */
export const passwordClientIds = ['ProjectAdmin_App']

function isKnownClient(clientId: string | null): clientId is string {
  return clientId !== null && passwordClientIds.includes(clientId)
}

/** OpenIddict's answer to a missing or unknown client, at the token and revocation endpoints. */
function clientError(clientId: string | null): MockResponse {
  if (!clientId) {
    return oauthError('invalid_request', "The mandatory 'client_id' parameter is missing.")
  }
  return oauthError(
    'invalid_client',
    // OpenIddict's text for a client it cannot authenticate (abp-api.md §3.3).
    'The specified client credentials are invalid.',
    openIddictErrorUri('ID2055'),
  )
}

function handleTokenRequest(context: RequestContext): MockResponse | Promise<MockResponse> {
  const form = new URLSearchParams(context.request.body)
  const clientId = form.get('client_id')
  if (!isKnownClient(clientId)) return clientError(clientId)
  const grantType = form.get('grant_type')
  const input = { form, clientId, context }
  if (grantType === 'password') return handlePasswordGrant(input)
  if (grantType === 'refresh_token') return handleRefreshGrant(input)
  if (!grantType) {
    return oauthError('invalid_request', "The mandatory 'grant_type' parameter is missing.")
  }
  return oauthError('unsupported_grant_type', "The specified 'grant_type' is not supported.")
}

/**
 * RFC 7009 token revocation (OpenIddict's /connect/revocation). Refresh tokens are the only ones
 * the mock can revoke; the JWT access tokens stay valid until they expire, as with ABP's default
 * (no token-entry validation on the resource server). Unknown tokens get 200 too (§2.2).
 */
function handleRevocationRequest(context: RequestContext): MockResponse {
  const form = new URLSearchParams(context.request.body)
  const clientId = form.get('client_id')
  if (!isKnownClient(clientId)) return clientError(clientId)
  const token = form.get('token')
  if (!token) return oauthError('invalid_request', "The mandatory 'token' parameter is missing.")
  revokeRefreshToken(token, clientId)
  return emptyResponse(200, noStore)
}

export const tokenRoutes: BackendRoute[] = [
  anonymousRoute('POST', '/connect/token', handleTokenRequest),
  anonymousRoute('POST', '/connect/revocation', handleRevocationRequest),
]
