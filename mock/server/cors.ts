/**
 * CORS for the standalone backend, shaped like an ABP host's default policy (WithOrigins from
 * `App:CorsOrigins`, AllowCredentials, WithAbpExposedHeaders). Pure functions of the request.
 */

/** What the app's API client sends; `X-Token` is the demo client's (/prod-api) header. */
export const allowedRequestHeaders = [
  'Authorization',
  'Content-Type',
  'Accept-Language',
  '__tenant',
  'X-Requested-With',
  'RequestVerificationToken',
  'X-Token',
]

/** Headers the app must read from cross-origin answers (abp-api.md §0, §2.4). */
export const exposedHeaders = ['_AbpErrorFormat', 'Abp-Tenant-Resolve-Error']

const allowedMethods = 'GET, POST, PUT, PATCH, DELETE, OPTIONS'

/** Null = no list configured: any http://localhost:* or http://127.0.0.1:* origin is allowed. */
export type CorsOrigins = readonly string[] | null

const localOrigin = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/i

/** `MOCK_CORS_ORIGINS`: origins separated by commas or spaces; blank → null (local origins). */
export function parseCorsOrigins(raw: string | undefined): CorsOrigins {
  const origins = (raw ?? '')
    .split(/[\s,]+/)
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean)
  return origins.length > 0 ? origins : null
}

export function isAllowedOrigin(origin: string, allowed: CorsOrigins): boolean {
  if (allowed === null) return localOrigin.test(origin)
  return allowed.some((entry) => entry.toLowerCase() === origin.toLowerCase())
}

export interface CorsRequest {
  method: string
  /** Request headers, names in lower case. */
  headers: Record<string, string | string[] | undefined>
}

export function isPreflight({ method, headers }: CorsRequest): boolean {
  return (
    method.toUpperCase() === 'OPTIONS' && headers['access-control-request-method'] !== undefined
  )
}

/**
 * Headers to add to the answer. An origin that is not allowed gets none, so the browser blocks
 * the response; `Vary: Origin` always, since the answer depends on it.
 */
export function corsHeaders(request: CorsRequest, allowed: CorsOrigins): Record<string, string> {
  const origin = request.headers.origin
  if (typeof origin !== 'string' || !isAllowedOrigin(origin, allowed)) return { Vary: 'Origin' }
  const headers: Record<string, string> = {
    Vary: 'Origin',
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
  }
  if (!isPreflight(request)) {
    return { ...headers, 'Access-Control-Expose-Headers': exposedHeaders.join(', ') }
  }
  return {
    ...headers,
    'Access-Control-Allow-Methods': allowedMethods,
    'Access-Control-Allow-Headers': allowedRequestHeaders.join(', '),
    'Access-Control-Max-Age': '600',
  }
}
