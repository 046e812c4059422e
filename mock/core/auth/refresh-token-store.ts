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

/** One-time use (rolling refresh tokens): the token is gone after this call, valid or not. */
export function redeemRefreshToken(token: string): RefreshGrant | null {
  const grant = grants.get(token)
  grants.delete(token)
  return grant && grant.expiresAt > Date.now() ? grant : null
}

export function clearRefreshTokens(): void {
  grants.clear()
}
