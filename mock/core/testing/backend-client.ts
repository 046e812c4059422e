import { handleMockRequest } from '../handle-mock-request.ts'
import type { SeedAccount } from '../db/seed-accounts.ts'
import type { TokenResponse } from '../token-service.ts'

/**
 * Calls the core directly (no msw, no HTTP) and decodes the answer; for tests of the core and for
 * integration tests that need a token without going through the UI.
 */
export interface BackendAnswer {
  status: number
  headers: Record<string, string>
  text: string
  /** The body's bytes (an image, a PDF). */
  bytes: Uint8Array
  /** The body parsed as JSON; throws when it is not JSON. */
  json: <T = unknown>() => T
}

export interface CallOptions {
  headers?: Record<string, string>
  body?: string
  /** A binary body (a multipart upload, see `multipartBody`); `body` then defaults to its text. */
  bytes?: Uint8Array
  token?: string
}

export async function callBackend(
  method: string,
  pathAndQuery: string,
  options: CallOptions = {},
): Promise<BackendAnswer> {
  const url = new URL(pathAndQuery, 'http://localhost')
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(options.headers ?? {}))
    headers[name.toLowerCase()] = value
  if (options.token) headers.authorization = `Bearer ${options.token}`
  const response = await handleMockRequest({
    method: method.toUpperCase(),
    path: url.pathname,
    query: url.searchParams,
    headers,
    body: options.body ?? (options.bytes ? new TextDecoder().decode(options.bytes) : ''),
    ...(options.bytes ? { bodyBytes: options.bytes } : {}),
  })
  const text =
    response.body === null
      ? ''
      : typeof response.body === 'string'
        ? response.body
        : Buffer.from(response.body).toString('utf8')
  const lowerCaseHeaders = Object.fromEntries(
    Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), value]),
  )
  const bytes =
    response.body === null
      ? new Uint8Array()
      : typeof response.body === 'string'
        ? new TextEncoder().encode(response.body)
        : response.body
  return {
    status: response.status,
    headers: lowerCaseHeaders,
    text,
    bytes,
    json: <T>() => JSON.parse(text) as T,
  }
}

/**
 * A `multipart/form-data` body as a browser sends it (encoded by the platform's own FormData),
 * for `callBackend(method, path, multipartBody(form))`.
 */
export async function multipartBody(
  form: FormData,
): Promise<{ headers: Record<string, string>; bytes: Uint8Array }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return {
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    bytes: new Uint8Array(await request.arrayBuffer()),
  }
}

export const defaultScope = 'offline_access openid profile email role phone address BaseService'

/** Posts a form to /connect/token the way the login form does. */
export function postTokenForm(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return callBackend('POST', '/connect/token', {
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  })
}

/** Password grant for a seeded account; throws unless the server accepts it. */
export async function signIn(account: SeedAccount, scope = defaultScope): Promise<TokenResponse> {
  const answer = await postTokenForm(
    {
      grant_type: 'password',
      username: account.userName,
      password: account.password,
      client_id: 'ProjectAdmin_App',
      scope,
    },
    account.tenantName ? { __tenant: account.tenantName } : {},
  )
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${answer.text}`)
  return answer.json<TokenResponse>()
}
