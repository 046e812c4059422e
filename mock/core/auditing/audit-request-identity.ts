import { callerFromClaims } from '../auth/caller.ts'
import { findTenant, findTenantById } from '../db/database.ts'
import type { TenantRecord } from '../db/types.ts'
import { readCookie, readQuery, type MockRequest } from '../http/mock-http.ts'
import { verifyAccessToken } from '../token-service.ts'

/** Who made an audited call, as ABP's CurrentUser and CurrentTenant saw it. */
export interface AuditIdentity {
  userId: string | null
  userName: string | null
  clientId: string | null
  tenant: TenantRecord | null
}

function bearerToken(request: MockRequest): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')
  return match ? match[1].trim() : null
}

/** An anonymous call's `__tenant` (query, header, cookie), as the tenant resolvers read it. */
function requestedTenant(request: MockRequest): TenantRecord | null {
  const key =
    readQuery(request.query, '__tenant') ??
    request.headers.__tenant ??
    readCookie(request.headers, '__tenant')
  return key?.trim() ? (findTenant(key) ?? null) : null
}

/**
 * The user from a valid bearer token (a rejected or missing one leaves the entry anonymous), the
 * tenant from the token, else from `__tenant`.
 */
export async function resolveAuditIdentity(request: MockRequest): Promise<AuditIdentity> {
  const token = bearerToken(request)
  const claims = token ? await verifyAccessToken(token) : null
  if (!claims) {
    return { userId: null, userName: null, clientId: null, tenant: requestedTenant(request) }
  }
  const caller = callerFromClaims(claims)
  return {
    userId: caller.userId,
    userName: caller.userName,
    clientId: caller.clientId,
    tenant: caller.tenantId === null ? null : (findTenantById(caller.tenantId) ?? null),
  }
}
