import { revokeRefreshToken } from '../auth/refresh-token-store.ts'
import { emptyResponse, type MockResponse } from '../http/mock-http.ts'
import type { RequestContext } from '../request-context.ts'
import { anonymousRoute, type BackendRoute } from './define-route.ts'
import { noStore, oauthError, openIddictErrorUri } from './oauth-responses.ts'
import { getDatabase } from '../db/database.ts'
import { installedModules } from '../modules/mock-module.ts'
import type { ConfidentialClient } from '../auth/confidential-clients.ts'
import {
  clientSecretMatches,
  handleClientCredentialsGrant,
  handlePasswordGrant,
  handleRefreshGrant,
  presentedClientSecret,
} from './token-grants.ts'

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

/** An enabled confidential client of the installed modules (the client-management table). */
function findConfidentialClient(clientId: string): ConfidentialClient | undefined {
  const db = getDatabase()
  return installedModules()
    .flatMap((module) => module.confidentialClients?.(db) ?? [])
    .find((client) => client.clientId === clientId && client.enabled)
}

/**
 * `client_credentials` for a confidential client: its secret (form or HTTP Basic) must match a
 * stored, unexpired one (else invalid_client), and the client must allow the grant.
 */
function handleConfidentialClient(
  form: URLSearchParams,
  context: RequestContext,
): MockResponse | Promise<MockResponse> {
  const basic = /^Basic\s+(.+)$/i.exec(context.request.headers.authorization ?? '')
  const basicId = basic
    ? decodeURIComponent(Buffer.from(basic[1].trim(), 'base64').toString('utf8').split(':')[0])
    : null
  const clientId = form.get('client_id') ?? basicId
  const client = clientId ? findConfidentialClient(clientId) : undefined
  if (!client || !clientSecretMatches(client, presentedClientSecret(form, context))) {
    return clientError(clientId)
  }
  if (!client.allowedGrantTypes.includes('client_credentials')) {
    return oauthError(
      'unauthorized_client',
      'This client application is not allowed to use the specified grant type.',
      openIddictErrorUri('ID2064'),
    )
  }
  return handleClientCredentialsGrant({ form, client, context })
}

function handleTokenRequest(context: RequestContext): MockResponse | Promise<MockResponse> {
  const form = new URLSearchParams(context.request.body)
  const grantType = form.get('grant_type')
  if (grantType === 'client_credentials') return handleConfidentialClient(form, context)
  const clientId = form.get('client_id')
  if (!isKnownClient(clientId)) return clientError(clientId)
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
