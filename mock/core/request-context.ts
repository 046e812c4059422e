import { tenantResolveError } from './abp-error.ts'
import { callerFromClaims, type Caller } from './auth/caller.ts'
import { findTenant, findTenantById } from './db/database.ts'
import type { TenantRecord } from './db/types.ts'
import { readCookie, readQuery, type MockRequest, type MockResponse } from './http/mock-http.ts'
import type { RouteParams } from './http/router.ts'
import { resolveCulture, type CultureName } from './localization/culture.ts'
import { verifyAccessToken } from './token-service.ts'

export interface RequestContext {
  request: MockRequest
  params: RouteParams
  culture: CultureName
  /** Null for anonymous callers and for rejected tokens. */
  caller: Caller | null
  /** A bearer token was sent but was invalid or expired. */
  tokenRejected: boolean
  /** The current tenant; null = host. */
  tenant: TenantRecord | null
}

export interface AuthenticatedContext extends RequestContext {
  caller: Caller
}

function bearerToken(headers: Record<string, string>): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(headers.authorization ?? '')
  return match ? match[1].trim() : null
}

function isFormPost(request: MockRequest): boolean {
  return (request.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')
}

/**
 * ABP's tenant resolvers after the current-user one, in their order: query string, form field,
 * header, cookie (abp-api.md §9).
 */
function requestedTenantKey(request: MockRequest): string | null {
  const candidates = [
    readQuery(request.query, '__tenant'),
    isFormPost(request) ? new URLSearchParams(request.body).get('__tenant') : null,
    request.headers.__tenant ?? null,
    readCookie(request.headers, '__tenant'),
  ]
  return candidates.find((value) => value !== null && value.trim() !== '') ?? null
}

export type ContextResult = { context: RequestContext } | { response: MockResponse }

/**
 * What ABP's middleware pipeline establishes before an action runs: the culture, the user from
 * the bearer token (an invalid token makes the request anonymous, it does not fail it), then the
 * tenant. For an authenticated request the token's tenant wins over any `__tenant` value
 * (CurrentUserTenantResolveContributor), so a host user's token means the host side.
 */
export async function resolveRequestContext(
  request: MockRequest,
  params: RouteParams,
): Promise<ContextResult> {
  const culture = resolveCulture(request)
  const token = bearerToken(request.headers)
  const claims = token ? await verifyAccessToken(token) : null
  const caller = claims ? callerFromClaims(claims) : null

  const tenantKey = caller ? caller.tenantId : requestedTenantKey(request)
  let tenant: TenantRecord | null = null
  if (tenantKey !== null) {
    const found = caller ? findTenantById(tenantKey) : findTenant(tenantKey)
    if (!found) return { response: tenantResolveError(culture, 'not-found', tenantKey) }
    if (!found.isActive) return { response: tenantResolveError(culture, 'inactive', tenantKey) }
    tenant = found
  }
  return {
    context: { request, params, culture, caller, tokenRejected: token !== null && !caller, tenant },
  }
}

/** Context for paths outside ABP (the demo client): no token or tenant handling at all. */
export function plainContext(request: MockRequest, params: RouteParams): RequestContext {
  const culture = resolveCulture(request)
  return { request, params, culture, caller: null, tokenRejected: false, tenant: null }
}
