import { boolean, enumeration, extraProperties, integer, text } from '../../core/crud/validation.ts'
import { clientDefaults as d } from './client-defaults.ts'
import {
  absoluteUri,
  claimList,
  isAbsoluteHttpUri,
  isOrigin,
  nullableInteger,
  propertyList,
  secretList,
  textList,
} from './client-field-specs.ts'

const maxInt = 2147483647

/**
 * The members of `CreateClientDto` and `UpdateClientDto` (abp-api.md §8.2) in one spec, since the
 * CRUD helper validates both with it: `clientId` is create-only (ignored on update), `callbackUrl`,
 * `logoutUrl` and `secrets` are read on create only, the rest on update only; `scopes` on both.
 * Limits are IdentityServer's column lengths.
 */
export const clientFields = {
  clientId: text('C!', 200),
  clientName: text('CU', 200),
  description: text('-', 1000),
  clientUri: absoluteUri(2000),
  logoUri: absoluteUri(2000),
  requireConsent: boolean(d.requireConsent),
  callbackUrl: absoluteUri(2000),
  logoutUrl: absoluteUri(2000),
  secrets: secretList(),
  scopes: textList(200),
  extraProperties: extraProperties(),
  enabled: boolean(d.enabled),
  protocolType: text('-', 200),
  requireClientSecret: boolean(d.requireClientSecret),
  allowRememberConsent: boolean(d.allowRememberConsent),
  alwaysIncludeUserClaimsInIdToken: boolean(d.alwaysIncludeUserClaimsInIdToken),
  requirePkce: boolean(d.requirePkce),
  allowPlainTextPkce: boolean(d.allowPlainTextPkce),
  requireRequestObject: boolean(d.requireRequestObject),
  allowAccessTokensViaBrowser: boolean(d.allowAccessTokensViaBrowser),
  frontChannelLogoutUri: absoluteUri(2000),
  frontChannelLogoutSessionRequired: boolean(d.frontChannelLogoutSessionRequired),
  backChannelLogoutUri: absoluteUri(2000),
  backChannelLogoutSessionRequired: boolean(d.backChannelLogoutSessionRequired),
  allowOfflineAccess: boolean(d.allowOfflineAccess),
  identityTokenLifetime: integer(1, maxInt, d.identityTokenLifetime),
  allowedIdentityTokenSigningAlgorithms: text('-', 100),
  accessTokenLifetime: integer(1, maxInt, d.accessTokenLifetime),
  authorizationCodeLifetime: integer(1, maxInt, d.authorizationCodeLifetime),
  consentLifetime: nullableInteger(0, maxInt),
  absoluteRefreshTokenLifetime: integer(0, maxInt, d.absoluteRefreshTokenLifetime),
  slidingRefreshTokenLifetime: integer(0, maxInt, d.slidingRefreshTokenLifetime),
  refreshTokenUsage: enumeration('-', [d.refreshTokenUsage, 0]),
  updateAccessTokenClaimsOnRefresh: boolean(d.updateAccessTokenClaimsOnRefresh),
  refreshTokenExpiration: enumeration('-', [d.refreshTokenExpiration, 0]),
  accessTokenType: enumeration('-', [d.accessTokenType, 1]),
  enableLocalLogin: boolean(d.enableLocalLogin),
  includeJwtId: boolean(d.includeJwtId),
  alwaysSendClientClaims: boolean(d.alwaysSendClientClaims),
  clientClaimsPrefix: text('-', 200),
  pairWiseSubjectSalt: text('-', 200),
  userSsoLifetime: nullableInteger(0, maxInt),
  userCodeType: text('-', 100),
  deviceCodeLifetime: integer(1, maxInt, d.deviceCodeLifetime),
  clientSecrets: secretList(),
  claims: claimList(),
  properties: propertyList(),
  allowedGrantTypes: textList(250),
  identityProviderRestrictions: textList(200),
  allowedCorsOrigins: textList(150, isOrigin),
  redirectUris: textList(2000, isAbsoluteHttpUri),
  postLogoutRedirectUris: textList(2000, isAbsoluteHttpUri),
}

export type ClientFields = typeof clientFields
