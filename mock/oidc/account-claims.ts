import type { Account, AccountClaims, ClaimValue } from 'oidc-provider'
import { findUserById } from '../core/db/database.ts'
import type { UserRecord } from '../core/db/types.ts'
import { claimsForUser } from '../core/token-service.ts'

/**
 * The user claims ABP puts in its access tokens (role, tenantid, preferred_username, …), built by
 * the same function as the password grant's tokens so both flows carry the same identity.
 * Token bookkeeping (exp, iat, iss, aud, scope, client_id) is the provider's business.
 */
export function abpUserClaims(user: UserRecord): Record<string, ClaimValue> {
  const {
    exp: _exp,
    iat: _iat,
    iss: _iss,
    aud: _aud,
    scope: _scope,
    client_id: _clientId,
    ...identity
  } = claimsForUser(user, { clientId: '', scopes: [], issuer: '', lifetimeSeconds: 0 })
  return identity
}

/** ID-token / userinfo claims: ABP's claims plus the OpenID `name`. */
export function accountClaims(user: UserRecord): AccountClaims {
  const name = [user.name, user.surname].filter(Boolean).join(' ') || user.userName
  return { ...abpUserClaims(user), sub: user.id, name }
}

/** oidc-provider's findAccount: the account id is the seeded user's id (`sub`). */
export function findAccount(accountId: string): Account | undefined {
  const user = findUserById(accountId)
  if (!user || !user.isActive) return undefined
  return { accountId: user.id, claims: () => accountClaims(user) }
}
