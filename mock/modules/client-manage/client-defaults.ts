import type { ClientRecord } from './client-types.ts'
import type { AuditedRecord } from '../../core/db/types.ts'

/** ABP's `Client` entity defaults (IdentityServer4 `Client` model values). */
export const clientDefaults = {
  clientName: null,
  description: null,
  clientUri: null,
  logoUri: null,
  enabled: true,
  protocolType: 'oidc',
  requireClientSecret: true,
  requireConsent: false,
  allowRememberConsent: true,
  alwaysIncludeUserClaimsInIdToken: false,
  requirePkce: false,
  allowPlainTextPkce: false,
  requireRequestObject: false,
  allowAccessTokensViaBrowser: false,
  frontChannelLogoutUri: null,
  frontChannelLogoutSessionRequired: true,
  backChannelLogoutUri: null,
  backChannelLogoutSessionRequired: true,
  allowOfflineAccess: false,
  identityTokenLifetime: 300,
  allowedIdentityTokenSigningAlgorithms: null,
  accessTokenLifetime: 3600,
  authorizationCodeLifetime: 300,
  consentLifetime: null,
  absoluteRefreshTokenLifetime: 2592000,
  slidingRefreshTokenLifetime: 1296000,
  refreshTokenUsage: 1,
  updateAccessTokenClaimsOnRefresh: false,
  refreshTokenExpiration: 1,
  accessTokenType: 0,
  enableLocalLogin: true,
  includeJwtId: true,
  alwaysSendClientClaims: false,
  clientClaimsPrefix: 'client_',
  pairWiseSubjectSalt: null,
  userSsoLifetime: null,
  userCodeType: null,
  deviceCodeLifetime: 300,
} satisfies Partial<ClientRecord>

/** A client with the entity's defaults and empty child tables. */
export function newClientRecord(audit: AuditedRecord, clientId: string): ClientRecord {
  return {
    ...audit,
    ...clientDefaults,
    clientId,
    clientSecrets: [],
    allowedScopes: [],
    claims: [],
    allowedGrantTypes: [],
    identityProviderRestrictions: [],
    properties: [],
    allowedCorsOrigins: [],
    redirectUris: [],
    postLogoutRedirectUris: [],
  }
}
