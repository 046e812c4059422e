import type { AccessTokenClaims } from '../token-service.ts'

/** The authenticated user of a request, as ABP's ICurrentUser sees it: built from claims only. */
export interface Caller {
  userId: string
  tenantId: string | null
  userName: string | null
  name: string | null
  surName: string | null
  email: string | null
  emailVerified: boolean
  phoneNumber: string | null
  phoneNumberVerified: boolean
  roles: string[]
  clientId: string | null
  scopes: string[]
}

function toList(value: string | string[] | undefined, separator?: string): string[] {
  if (value === undefined) return []
  if (Array.isArray(value)) return value
  return separator ? value.split(separator).filter(Boolean) : [value]
}

function toBoolean(value: string | boolean | undefined): boolean {
  return value === true || (typeof value === 'string' && value.toLowerCase() === 'true')
}

export function callerFromClaims(claims: AccessTokenClaims): Caller {
  return {
    userId: claims.sub,
    tenantId: claims.tenantid ?? null,
    userName: claims.preferred_username ?? null,
    name: claims.given_name ?? null,
    surName: claims.family_name ?? null,
    email: claims.email ?? null,
    emailVerified: toBoolean(claims.email_verified),
    phoneNumber: claims.phone_number ?? null,
    phoneNumberVerified: toBoolean(claims.phone_number_verified),
    roles: toList(claims.role),
    clientId: claims.client_id ?? null,
    scopes: toList(claims.scope, ' '),
  }
}
