import { validationError } from '../../core/abp-error.ts'
import type { Check, CrudContext } from '../../core/crud/crud-resource.ts'
import { toValidationErrors, type InputOf } from '../../core/crud/validation.ts'
import { newClientRecord } from './client-defaults.ts'
import type { ClientRecord, ClientSecretRecord } from './client-types.ts'
import { liveRows } from '../../core/db/database.ts'
import { sha256Secret } from '../../core/db/secret-hash.ts'
import type { AuditedRecord, MockDatabase } from '../../core/db/types.ts'
import type { ClientFields } from './client-fields.ts'

type ClientInput = InputOf<ClientFields>

/** The scopes a client may request: API scopes and identity resources (host-wide). */
export function knownScopeNames(db: MockDatabase): Set<string> {
  return new Set(
    [...liveRows(db.apiScopes, null), ...liveRows(db.identityResources, null)].map((r) => r.name),
  )
}

/** IdentityServer4's `ValidateGrantTypes`: these pairs cannot be combined. */
const exclusiveGrantTypes = [
  ['implicit', 'authorization_code'],
  ['implicit', 'hybrid'],
  ['authorization_code', 'hybrid'],
]

/** Unknown scopes (400 V5 on `scopes`) and grant types IdentityServer refuses to combine. */
export function checkClientInput(input: ClientInput, context: CrudContext): Check {
  const known = knownScopeNames(context.db)
  const grants = input.allowedGrantTypes ?? []
  const issues = [
    ...((input.scopes ?? []).some((scope) => !known.has(scope)) ? ['scopes'] : []),
    ...(exclusiveGrantTypes.some((pair) => pair.every((g) => grants.includes(g)))
      ? ['allowedGrantTypes']
      : []),
  ].map((member) => ({ member, rule: 'V5' as const, args: [] }))
  if (issues.length === 0) return null
  return validationError(context.culture, toValidationErrors(context.culture, issues))
}

/** A secret sent with a value not stored yet is new: its SHA-256 is stored; stored ones stay. */
export function storeSecrets(
  sent: readonly ClientSecretRecord[],
  stored: readonly ClientSecretRecord[],
): ClientSecretRecord[] {
  return sent.map((secret) => {
    const known = stored.some((s) => s.value === secret.value && s.type === secret.type)
    return known ? secret : { ...secret, value: sha256Secret(secret.value) }
  })
}

/**
 * `CreateClientDto` → a client with the entity's defaults: the callback URL becomes a redirect
 * URI and its origin a CORS origin (a browser app calls the token endpoint), the logout URL a
 * post-logout redirect URI, the secrets are stored hashed.
 */
export function createClient(input: ClientInput, audit: AuditedRecord): ClientRecord {
  const row = newClientRecord(audit, input.clientId!)
  const { callbackUrl, logoutUrl } = input
  Object.assign(row, {
    clientName: input.clientName,
    description: input.description,
    clientUri: input.clientUri,
    logoUri: input.logoUri,
    requireConsent: input.requireConsent,
    allowedScopes: input.scopes ?? [],
    clientSecrets: storeSecrets(input.secrets ?? [], []),
    redirectUris: callbackUrl ? [callbackUrl] : [],
    allowedCorsOrigins: callbackUrl ? [new URL(callbackUrl).origin] : [],
    postLogoutRedirectUris: logoutUrl ? [logoutUrl] : [],
    extraProperties: input.extraProperties,
  })
  return row
}

/** Members of `UpdateClientDto` copied as they come. */
const scalarMembers = [
  'clientName', 'description', 'clientUri', 'logoUri', 'enabled', 'requireClientSecret',
  'requireConsent', 'allowRememberConsent', 'alwaysIncludeUserClaimsInIdToken', 'requirePkce',
  'allowPlainTextPkce', 'requireRequestObject', 'allowAccessTokensViaBrowser',
  'frontChannelLogoutUri', 'frontChannelLogoutSessionRequired', 'backChannelLogoutUri',
  'backChannelLogoutSessionRequired', 'allowOfflineAccess', 'identityTokenLifetime',
  'allowedIdentityTokenSigningAlgorithms', 'accessTokenLifetime', 'authorizationCodeLifetime',
  'consentLifetime', 'absoluteRefreshTokenLifetime', 'slidingRefreshTokenLifetime',
  'refreshTokenUsage', 'updateAccessTokenClaimsOnRefresh', 'refreshTokenExpiration',
  'accessTokenType', 'enableLocalLogin', 'includeJwtId', 'alwaysSendClientClaims',
  'pairWiseSubjectSalt', 'userSsoLifetime', 'userCodeType', 'deviceCodeLifetime',
  'extraProperties',
] as const satisfies readonly (keyof ClientInput & keyof ClientRecord)[] // prettier-ignore

/**
 * `UpdateClientDto`: scalars as sent (the client id never changes), flat string arrays for the
 * child tables; a list that is null or absent stays as it is.
 */
export function updateClient(row: ClientRecord, input: ClientInput): void {
  for (const member of scalarMembers) Object.assign(row, { [member]: input[member] })
  row.protocolType = input.protocolType ?? row.protocolType
  row.clientClaimsPrefix = input.clientClaimsPrefix
  const lists = {
    allowedScopes: input.scopes,
    allowedGrantTypes: input.allowedGrantTypes,
    identityProviderRestrictions: input.identityProviderRestrictions,
    allowedCorsOrigins: input.allowedCorsOrigins,
    redirectUris: input.redirectUris,
    postLogoutRedirectUris: input.postLogoutRedirectUris,
    claims: input.claims,
    properties: input.properties,
  }
  for (const [member, value] of Object.entries(lists)) {
    if (value !== null) Object.assign(row, { [member]: value })
  }
  if (input.clientSecrets) row.clientSecrets = storeSecrets(input.clientSecrets, row.clientSecrets)
}
