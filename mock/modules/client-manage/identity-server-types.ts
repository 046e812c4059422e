import type { AuditedRecord } from '../../core/db/audited-record.ts'

/**
 * IdentityServer API resources, API scopes, identity resources and claim types (abp-api.md §8.3).
 * Host-wide configuration (`hostOwned`): every row has `tenantId: null`; tenants read them too. `name` and `enabled` of scopes and
 * identity resources are read by the clients (a client's allowed scopes).
 */

/** A secret as IdentityServer stores it: `value` is base64(SHA-256(plain text)). */
export interface ResourceSecretRecord {
  type: string
  value: string
  description: string | null
  expiration: string | null
}

/** What API resources, API scopes and identity resources share. */
export interface ResourceBaseRecord extends AuditedRecord {
  name: string
  displayName: string | null
  description: string | null
  enabled: boolean
  showInDiscoveryDocument: boolean
  /** Claim types (`email`, `role`, …) put in the tokens. */
  userClaims: string[]
  properties: Record<string, string>
}

export interface ApiResourceRecord extends ResourceBaseRecord {
  allowedAccessTokenSigningAlgorithms: string | null
  /** API scope names. */
  scopes: string[]
  secrets: ResourceSecretRecord[]
}

export interface ApiScopeRecord extends ResourceBaseRecord {
  required: boolean
  emphasize: boolean
}

export interface IdentityResourceRecord extends ResourceBaseRecord {
  required: boolean
  emphasize: boolean
}

/** `IdentityClaimTypeDto`: `{id, name, extraProperties}`. */
export interface ClaimTypeRecord {
  id: string
  name: string
  extraProperties: Record<string, unknown>
}

declare module '../../core/db/types.ts' {
  /** The module's tables (declaration merging: the database is the sum of the modules'). */
  interface MockDatabase {
    apiResources: ApiResourceRecord[]
    apiScopes: ApiScopeRecord[]
    identityResources: IdentityResourceRecord[]
    claimTypes: ClaimTypeRecord[]
  }
}
