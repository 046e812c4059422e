import type { MockResponse } from '../http/mock-http.ts'
import type { RequestContext } from '../request-context.ts'
import { anonymousRoute, type BackendRoute } from './define-route.ts'
import { oauthError, openIddictErrorUri } from './oauth-responses.ts'
import { handlePasswordGrant, handleRefreshGrant } from './token-grants.ts'

/** The public OpenIddict application the in-app login form uses (VITE_PASSWORD_CLIENT_ID). */
export const passwordClientIds = ['ProjectAdmin_App']

function handleTokenRequest(context: RequestContext): MockResponse {
  const form = new URLSearchParams(context.request.body)
  const clientId = form.get('client_id')
  if (!clientId) {
    return oauthError('invalid_request', "The mandatory 'client_id' parameter is missing.")
  }
  if (!passwordClientIds.includes(clientId)) {
    return oauthError(
      'invalid_client',
      // OpenIddict's text for a client it cannot authenticate (abp-api.md §3.3).
      'The specified client credentials are invalid.',
      openIddictErrorUri('ID2055'),
    )
  }
  const grantType = form.get('grant_type')
  const input = { form, clientId, context }
  if (grantType === 'password') return handlePasswordGrant(input)
  if (grantType === 'refresh_token') return handleRefreshGrant(input)
  if (!grantType) {
    return oauthError('invalid_request', "The mandatory 'grant_type' parameter is missing.")
  }
  return oauthError('unsupported_grant_type', "The specified 'grant_type' is not supported.")
}

export const tokenRoutes: BackendRoute[] = [
  anonymousRoute('POST', '/connect/token', handleTokenRequest),
]
