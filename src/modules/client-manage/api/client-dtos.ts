/** IdentityServer client DTOs (abp-api.md §8.2). */

export interface ClientSecretDto {
  type: string
  /** The stored value: base64(SHA-256) of the secret; a new secret is sent in plain text. */
  value: string
  description: string | null
  /** ABP date-time (no offset) or null: never expires. */
  expiration: string | null
}

export interface ClientClaimDto {
  type: string
  value: string
}

export interface ClientPropertyDto {
  key: string
  value: string
}

/** 0 ReUse, 1 OneTimeOnly. */
export type RefreshTokenUsage = 0 | 1
/** 0 Sliding, 1 Absolute. */
export type RefreshTokenExpiration = 0 | 1
/** 0 Jwt, 1 Reference. */
export type AccessTokenType = 0 | 1

/** The scalar members `ClientWithDetailsDto` and `UpdateClientDto` share. */
export interface ClientSettings {
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
  refreshTokenUsage: RefreshTokenUsage
  updateAccessTokenClaimsOnRefresh: boolean
  refreshTokenExpiration: RefreshTokenExpiration
  accessTokenType: AccessTokenType
  enableLocalLogin: boolean
  includeJwtId: boolean
  alwaysSendClientClaims: boolean
  clientClaimsPrefix: string | null
  pairWiseSubjectSalt: string | null
  userSsoLifetime: number | null
  userCodeType: string | null
  deviceCodeLifetime: number
}

type Child<T> = T & { clientId: string }

/** `ClientWithDetailsDto` with ABP's audit members and `concurrencyStamp`. */
export interface ClientDto extends ClientSettings {
  id: string
  clientId: string
  extraProperties: Record<string, unknown>
  concurrencyStamp: string
  creationTime: string
  clientSecrets: Child<ClientSecretDto>[]
  allowedScopes: Child<{ scope: string }>[]
  claims: Child<ClientClaimDto>[]
  allowedGrantTypes: Child<{ grantType: string }>[]
  identityProviderRestrictions: Child<{ provider: string }>[]
  properties: Child<ClientPropertyDto>[]
  allowedCorsOrigins: Child<{ origin: string }>[]
  redirectUris: Child<{ redirectUri: string }>[]
  postLogoutRedirectUris: Child<{ postLogoutRedirectUri: string }>[]
}

export interface CreateClientDto {
  clientId: string
  clientName: string
  description?: string | null
  clientUri?: string | null
  logoUri?: string | null
  requireConsent: boolean
  /** Becomes a redirect URI (and its origin a CORS origin). */
  callbackUrl?: string | null
  /** Becomes a post-logout redirect URI. */
  logoutUrl?: string | null
  /** Plain-text values: the server stores their SHA-256. */
  secrets: ClientSecretDto[]
  scopes: string[]
  extraProperties?: Record<string, unknown>
}

/** `UpdateClientDto`: flat string arrays for the child tables, objects for secrets, claims, properties. */
export interface UpdateClientDto extends ClientSettings {
  clientSecrets: ClientSecretDto[]
  claims: ClientClaimDto[]
  properties: ClientPropertyDto[]
  allowedGrantTypes: string[]
  identityProviderRestrictions: string[]
  scopes: string[]
  allowedCorsOrigins: string[]
  redirectUris: string[]
  postLogoutRedirectUris: string[]
  extraProperties: Record<string, unknown>
  concurrencyStamp?: string | null
}

/** The full `UpdateClientDto` of a record as read: what the edit drawer starts from. */
export function toUpdateClientDto(client: ClientDto): UpdateClientDto {
  const {
    id: _id,
    clientId: _clientId,
    creationTime: _creationTime,
    clientSecrets,
    claims,
    properties,
    allowedScopes,
    allowedGrantTypes,
    identityProviderRestrictions,
    allowedCorsOrigins,
    redirectUris,
    postLogoutRedirectUris,
    ...rest
  } = client
  const settings = rest as ClientSettings & Pick<ClientDto, 'extraProperties' | 'concurrencyStamp'>
  return {
    ...settings,
    clientSecrets: clientSecrets.map(({ type, value, description, expiration }) => ({ type, value, description, expiration })), // prettier-ignore
    claims: claims.map(({ type, value }) => ({ type, value })),
    properties: properties.map(({ key, value }) => ({ key, value })),
    scopes: allowedScopes.map((row) => row.scope),
    allowedGrantTypes: allowedGrantTypes.map((row) => row.grantType),
    identityProviderRestrictions: identityProviderRestrictions.map((row) => row.provider),
    allowedCorsOrigins: allowedCorsOrigins.map((row) => row.origin),
    redirectUris: redirectUris.map((row) => row.redirectUri),
    postLogoutRedirectUris: postLogoutRedirectUris.map((row) => row.postLogoutRedirectUri),
  }
}
