import { randomBytes } from 'node:crypto'

export interface RefreshGrant {
  userId: string
  tenantId: string | null
  clientId: string
  scopes: string[]
  expiresAt: number
}

/** OpenIddict's default refresh-token lifetime. */
const refreshLifetimeMs = 14 * 24 * 3600 * 1000

const grants = new Map<string, RefreshGrant>()

/** Opaque, like OpenIddict's reference tokens: the value means nothing outside this store. */
export function storeRefreshToken(grant: Omit<RefreshGrant, 'expiresAt'>): string {
  const token = randomBytes(32).toString('base64url')
  grants.set(token, { ...grant, expiresAt: Date.now() + refreshLifetimeMs })
  return token
}

/** A valid grant, left in place (refresh without rotation: the token stays usable). */
export function findRefreshToken(token: string): RefreshGrant | null {
  const grant = grants.get(token)
  if (grant && grant.expiresAt <= Date.now()) grants.delete(token)
  return grant && grant.expiresAt > Date.now() ? grant : null
}

/** One-time use (rolling refresh tokens): the token is gone after this call, valid or not. */
export function redeemRefreshToken(token: string): RefreshGrant | null {
  const grant = findRefreshToken(token)
  grants.delete(token)
  return grant
}

/**
 * RFC 7009: forgets the token when it belongs to `clientId`. Unknown tokens and other clients'
 * tokens are left alone without an error, so a caller learns nothing about them.
 */
export function revokeRefreshToken(token: string, clientId: string): boolean {
  const grant = grants.get(token)
  if (!grant || grant.clientId !== clientId) return false
  return grants.delete(token)
}

export function clearRefreshTokens(): void {
  grants.clear()
}
