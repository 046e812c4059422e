import { createLocalJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose'
import type { AccessTokenClaims, TokenVerifier } from '../core/token-service.ts'

export interface VerifierOptions {
  issuer: string
  audience: string
  /** The provider's public keys (what it serves at /jwks). */
  jwks: JSONWebKeySet
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

function stringOrList(value: unknown): string | string[] | undefined {
  if (typeof value === 'string') return value
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value
  return undefined
}

function flag(value: unknown): string | boolean | undefined {
  return typeof value === 'boolean' || typeof value === 'string' ? value : undefined
}

/** The ABP claims the API reads, from a verified JWT access token of the provider. */
export function toAbpClaims(payload: JWTPayload): AccessTokenClaims | null {
  if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null
  return {
    sub: payload.sub,
    exp: payload.exp,
    iat: payload.iat,
    iss: payload.iss,
    aud: payload.aud,
    client_id: optionalString(payload.client_id),
    scope: stringOrList(payload.scope),
    preferred_username: optionalString(payload.preferred_username),
    given_name: optionalString(payload.given_name),
    family_name: optionalString(payload.family_name),
    email: optionalString(payload.email),
    email_verified: flag(payload.email_verified),
    phone_number: optionalString(payload.phone_number),
    phone_number_verified: flag(payload.phone_number_verified),
    role: stringOrList(payload.role),
    tenantid: optionalString(payload.tenantid),
  }
}

/**
 * What ABP's JwtBearer does with the provider's tokens: signature against the provider's JWKS,
 * issuer, audience, `typ: at+jwt` (so an ID token is never taken for an access token) and expiry
 * without clock skew (so short test lifetimes really expire). Anything else → null → 401.
 */
export function createAccessTokenVerifier(options: VerifierOptions): TokenVerifier {
  const keys = createLocalJWKSet(options.jwks)
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        audience: options.audience,
        typ: 'at+jwt',
        algorithms: ['RS256'],
        clockTolerance: 0,
      })
      return toAbpClaims(payload)
    } catch {
      return null
    }
  }
}
