import { auditedDto } from '../../core/crud/crud-resource.ts'
import type { ClientRecord } from './client-types.ts'

/**
 * `ClientWithDetailsDto` (abp-api.md §8.2) plus ABP's audit members and `concurrencyStamp`: each
 * child row carries the client's id. Secrets show their stored (hashed) value only.
 */
export function toClientDto(row: ClientRecord) {
  const {
    tenantId: _tenantId,
    isDeleted: _isDeleted,
    clientSecrets,
    allowedScopes,
    claims,
    allowedGrantTypes,
    identityProviderRestrictions,
    properties,
    allowedCorsOrigins,
    redirectUris,
    postLogoutRedirectUris,
    ...scalars
  } = row
  const clientId = row.id
  return {
    ...scalars,
    ...auditedDto(row),
    clientSecrets: clientSecrets.map((secret) => ({ clientId, ...secret })),
    allowedScopes: allowedScopes.map((scope) => ({ clientId, scope })),
    claims: claims.map((claim) => ({ clientId, ...claim })),
    allowedGrantTypes: allowedGrantTypes.map((grantType) => ({ clientId, grantType })),
    identityProviderRestrictions: identityProviderRestrictions.map((provider) => ({
      clientId,
      provider,
    })),
    properties: properties.map((property) => ({ clientId, ...property })),
    allowedCorsOrigins: allowedCorsOrigins.map((origin) => ({ clientId, origin })),
    redirectUris: redirectUris.map((redirectUri) => ({ clientId, redirectUri })),
    postLogoutRedirectUris: postLogoutRedirectUris.map((postLogoutRedirectUri) => ({
      clientId,
      postLogoutRedirectUri,
    })),
  }
}
