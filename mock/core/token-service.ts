import { clearRefreshTokens, storeRefreshToken } from './auth/refresh-token-store.ts'
import { signJwt, verifyJwt } from './auth/signed-jwt.ts'
import type { UserRecord } from './db/types.ts'
import { getRuntimeSettings } from './runtime-settings.ts'

/**
 * Claims of an access token as ABP (OpenIddict) emits them (abp-api.md §3.2). Boolean claims are
 * the strings "True"/"False" because ABP stores them as string claims; `role` is a string for one
 * role and an array for several, as the JWT serializer writes a repeated claim.
 */
export interface AccessTokenClaims {
  sub: string
  preferred_username?: string
  given_name?: string
  family_name?: string
  email?: string
  email_verified?: string | boolean
  phone_number?: string
  phone_number_verified?: string | boolean
  role?: string | string[]
  /** Only for tenant users. */
  tenantid?: string
  /** Space-separated, as in RFC 9068. */
  scope?: string | string[]
  client_id?: string
  iss?: string
  aud?: string | string[]
  iat?: number
  exp: number
  /** Unique per token (OpenIddict always sets one). */
  jti?: string
}

/**
 * Another source of access tokens (e.g. an embedded OpenID provider). Returns ABP-style claims for
 * a token it recognises and null for anything else; it must reject expired tokens itself.
 */
export type TokenVerifier = (
  token: string,
) => AccessTokenClaims | null | Promise<AccessTokenClaims | null>

const accessTokenType = 'at+jwt'
const extraVerifiers: TokenVerifier[] = []

export function nowInSeconds(): number {
  return Math.floor(Date.now() / 1000)
}

/** The ABP claims of a user; also meant for plugged-in verifiers that map their own tokens. */
export function claimsForUser(
  user: UserRecord,
  options: { clientId: string; scopes: string[]; issuer: string; lifetimeSeconds: number },
): AccessTokenClaims {
  const issuedAt = nowInSeconds()
  const claims: AccessTokenClaims = {
    sub: user.id,
    preferred_username: user.userName,
    email: user.email,
    email_verified: user.emailConfirmed ? 'True' : 'False',
    phone_number_verified: user.phoneNumberConfirmed ? 'True' : 'False',
    scope: options.scopes.join(' '),
    client_id: options.clientId,
    iss: options.issuer,
    iat: issuedAt,
    exp: issuedAt + options.lifetimeSeconds,
  }
  if (user.name) claims.given_name = user.name
  if (user.surname) claims.family_name = user.surname
  if (user.phoneNumber) claims.phone_number = user.phoneNumber
  if (user.roleNames.length > 0) {
    claims.role = user.roleNames.length === 1 ? user.roleNames[0] : [...user.roleNames]
  }
  if (user.tenantId) claims.tenantid = user.tenantId
  if (options.scopes.includes('BaseService')) claims.aud = 'BaseService'
  return claims
}

export interface TokenResponse {
  access_token: string
  token_type: 'Bearer'
  expires_in: number
  scope: string
  refresh_token?: string
  id_token?: string
}

export interface IssueOptions {
  clientId: string
  scopes: string[]
  issuer: string
  /** False for a refresh grant that does not rotate: the caller keeps its refresh token. */
  withRefreshToken?: boolean
}

/** The /connect/token success body; refresh token with `offline_access`, id token with `openid`. */
export async function issueTokens(user: UserRecord, options: IssueOptions): Promise<TokenResponse> {
  const { withRefreshToken = true, ...claimOptions } = options
  const lifetimeSeconds = getRuntimeSettings().tokenLifetimeSeconds
  const claims = claimsForUser(user, { ...claimOptions, lifetimeSeconds })
  const response: TokenResponse = {
    access_token: await signJwt({ ...claims }, accessTokenType),
    token_type: 'Bearer',
    expires_in: lifetimeSeconds,
    scope: options.scopes.join(' '),
  }
  if (withRefreshToken && options.scopes.includes('offline_access')) {
    response.refresh_token = storeRefreshToken({
      userId: user.id,
      tenantId: user.tenantId,
      clientId: options.clientId,
      scopes: options.scopes,
    })
  }
  if (options.scopes.includes('openid')) {
    const { scope: _scope, client_id: _clientId, aud: _aud, ...identity } = claims
    response.id_token = await signJwt({ ...identity, aud: options.clientId }, 'JWT')
  }
  return response
}

// typ at+jwt keeps id tokens (same key, typ JWT) from being accepted as access tokens.
async function verifyOwnToken(token: string): Promise<AccessTokenClaims | null> {
  return (await verifyJwt(token, accessTokenType)) as AccessTokenClaims | null
}

/** Verifies a bearer token against this service's key, then against each registered verifier. */
export async function verifyAccessToken(token: string): Promise<AccessTokenClaims | null> {
  const own = await verifyOwnToken(token)
  if (own) return own
  for (const verifier of extraVerifiers) {
    try {
      const claims = await verifier(token)
      if (claims) return claims
    } catch {
      // A verifier that throws on a foreign token simply does not recognise it.
    }
  }
  return null
}

/** Adds a token source; returns a function that removes it. Resets keep registered verifiers. */
export function registerTokenVerifier(verifier: TokenVerifier): () => void {
  extraVerifiers.push(verifier)
  return () => {
    const index = extraVerifiers.indexOf(verifier)
    if (index >= 0) extraVerifiers.splice(index, 1)
  }
}

/** Forgets every refresh token; access tokens stay valid until they expire. */
export function resetTokenService(): void {
  clearRefreshTokens()
}
