import { jsonResponse, type MockResponse } from '../http/mock-http.ts'

/** RFC 6749 §5: token responses must not be cached. */
export const noStore = { 'Cache-Control': 'no-store', Pragma: 'no-cache' }

export function oauthSuccess(payload: object): MockResponse {
  return jsonResponse(200, payload, noStore)
}

/**
 * An OAuth error as OpenIddict writes it: 400 with `error` and `error_description`, plus
 * `error_uri` for OpenIddict's own errors (ABP's invalid_grant texts carry none).
 */
export function oauthError(error: string, description: string, errorUri?: string): MockResponse {
  const body: Record<string, string> = { error, error_description: description }
  if (errorUri) body.error_uri = errorUri
  return jsonResponse(400, body, noStore)
}

export function openIddictErrorUri(id: string): string {
  return `https://documentation.openiddict.com/errors/${id}`
}
