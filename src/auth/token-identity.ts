import type { SessionIdentity } from './session'

/** Reads a JWT's payload without verifying it: the server verifies, the app only compares. */
function readJwtPayload(token: string): Record<string, unknown> | undefined {
  const part = token.split('.')[1]
  if (!part) return undefined
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/')
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)))
    const payload: unknown = JSON.parse(json)
    return typeof payload === 'object' && payload !== null
      ? (payload as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

/** Who an ABP access token belongs to: `sub` and `tenantid` (absent for the host). */
export function identityFromClaims(claims: Record<string, unknown>): SessionIdentity | undefined {
  const { sub, tenantid } = claims
  if (typeof sub !== 'string' || !sub) return undefined
  return { userId: sub, tenantId: typeof tenantid === 'string' && tenantid ? tenantid : null }
}

// The session asks for every tenant-scoped query key and grant check (hundreds of calls when a
// table renders): the last token's answer is kept, as decoding it cost 12 ms per 50-row render.
let lastToken: string | undefined
let lastIdentity: SessionIdentity | undefined

export function identityFromAccessToken(token: string): SessionIdentity | undefined {
  if (token !== lastToken) {
    const payload = readJwtPayload(token)
    lastIdentity = payload ? identityFromClaims(payload) : undefined
    lastToken = token
  }
  return lastIdentity
}

export function isSameIdentity(
  a: SessionIdentity | undefined,
  b: SessionIdentity | undefined,
): boolean {
  return !!a && !!b && a.userId === b.userId && a.tenantId === b.tenantId
}
