import type { AuditedRecord } from '../../core/db/audited-record.ts'

/** A client secret; `value` is what IdentityServer stores: base64(SHA-256(secret)). */
export interface ClientSecretRecord {
  type: string
  value: string
  description: string | null
  /** ABP date-time without offset, or null (never expires). */
  expiration: string | null
}

export interface ClientClaimRecord {
  type: string
  value: string
}

export interface ClientPropertyRecord {
  key: string
  value: string
}

/**
 * An IdentityServer client (abp-api.md §8.2): host-wide configuration, so `tenantId` is null.
 * The scalar members are those of `ClientWithDetailsDto`; the child tables are kept as plain
 * values (the DTO adds `clientId` to each row).
 */
export interface ClientRecord extends AuditedRecord {
  clientId: string
  clientName: string | null
  description: string | null
  clientUri: string | null
  logoUri: string | null
  enabled: boolean
  protocolType: string
  requireClientSecret: boolean
  requireConsent: boolean
  allowRememberConsent: boolean
  alwaysIncludeUserClaimsInIdToken: boolean
  requirePkce: boolean
  allowPlainTextPkce: boolean
  requireRequestObject: boolean
  allowAccessTokensViaBrowser: boolean
  frontChannelLogoutUri: string | null
  frontChannelLogoutSessionRequired: boolean
  backChannelLogoutUri: string | null
  backChannelLogoutSessionRequired: boolean
  allowOfflineAccess: boolean
  identityTokenLifetime: number
  allowedIdentityTokenSigningAlgorithms: string | null
  accessTokenLifetime: number
  authorizationCodeLifetime: number
  consentLifetime: number | null
  absoluteRefreshTokenLifetime: number
  slidingRefreshTokenLifetime: number
  /** 0 ReUse, 1 OneTimeOnly. */
  refreshTokenUsage: number
  updateAccessTokenClaimsOnRefresh: boolean
  /** 0 Sliding, 1 Absolute. */
  refreshTokenExpiration: number
  /** 0 Jwt, 1 Reference. */
  accessTokenType: number
  enableLocalLogin: boolean
  includeJwtId: boolean
  alwaysSendClientClaims: boolean
  clientClaimsPrefix: string | null
  pairWiseSubjectSalt: string | null
  userSsoLifetime: number | null
  userCodeType: string | null
  deviceCodeLifetime: number
  clientSecrets: ClientSecretRecord[]
  allowedScopes: string[]
  claims: ClientClaimRecord[]
  allowedGrantTypes: string[]
  identityProviderRestrictions: string[]
  properties: ClientPropertyRecord[]
  allowedCorsOrigins: string[]
  redirectUris: string[]
  postLogoutRedirectUris: string[]
}

declare module '../../core/db/types.ts' {
  /** The module's tables (declaration merging: the database is the sum of the modules'). */
  interface MockDatabase {
    clients: ClientRecord[]
  }
}
