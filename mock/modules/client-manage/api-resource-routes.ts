import type { CrudResource } from '../../core/crud/crud-resource.ts'
import { crudPermissions, defineCrudRoutes } from '../../core/crud/define-crud-routes.ts'
import { boolean, extraProperties, text } from '../../core/crud/validation.ts'
import type { ApiResourceRecord, ResourceSecretRecord } from './identity-server-types.ts'
import { sha256Secret } from '../../core/db/secret-hash.ts'
import { allRoute, deleteByQueryRoute, resourceBaseDto } from './identity-server-crud.ts'
import {
  limits,
  propertiesField,
  scopesField,
  secretsField,
  userClaimsField,
} from './resource-fields.ts'

const apiResourceFields = {
  // CreateApiResourceDto only: UpdateApiResourceDto has no name.
  name: text('C!', limits.name),
  displayName: text('-', limits.displayName),
  description: text('-', limits.description),
  enabled: boolean(true),
  showInDiscoveryDocument: boolean(true),
  userClaims: userClaimsField(),
  properties: propertiesField(),
  scopes: scopesField(),
  secrets: secretsField(),
  extraProperties: extraProperties(),
}

/**
 * The secrets of an update: one that the resource already holds (same type and value) is kept as
 * sent (its value is the stored hash); any other is new and stored as base64(SHA-256(value)).
 */
export function mergeSecrets(
  held: readonly ResourceSecretRecord[],
  sent: readonly ResourceSecretRecord[],
): ResourceSecretRecord[] {
  return sent.map((secret) => {
    const known = held.some((h) => h.type === secret.type && h.value === secret.value)
    return known ? secret : { ...secret, value: sha256Secret(secret.value) }
  })
}

/**
 * API resources (abp-api.md §8.3 `ApiResourceWithDetailsDto`), host-wide. Create takes
 * `CreateApiResourceDto` (name, display name, description, discovery, user claims: a new resource
 * is enabled, without scopes, secrets or properties); update takes `UpdateApiResourceDto`.
 */
export const apiResourceResource: CrudResource<ApiResourceRecord, typeof apiResourceFields> = {
  path: '/api/identity-server/api-resources',
  entityType: 'ApiResource',
  permissions: crudPermissions('ClientManage.ApiResource'),
  hostOwned: true,
  table: (db) => db.apiResources,
  fields: apiResourceFields,
  filterFields: (row) => [row.name, row.displayName, row.description],
  sorting: {
    name: (row) => row.name,
    displayName: (row) => row.displayName,
    creationTime: (row) => row.creationTime,
  },
  unique: [
    {
      code: 'IdentityServer:DuplicateApiResourceName',
      input: (input) => input.name,
      row: (row) => row.name,
    },
  ],
  create: (input, audit) => ({
    ...audit,
    tenantId: null,
    name: input.name!,
    displayName: input.displayName,
    description: input.description,
    enabled: true,
    showInDiscoveryDocument: input.showInDiscoveryDocument,
    allowedAccessTokenSigningAlgorithms: null,
    userClaims: input.userClaims ?? [],
    properties: {},
    scopes: [],
    secrets: [],
    extraProperties: input.extraProperties,
  }),
  update: (row, input) => {
    Object.assign(row, {
      displayName: input.displayName,
      description: input.description,
      enabled: input.enabled,
      showInDiscoveryDocument: input.showInDiscoveryDocument,
      userClaims: input.userClaims ?? row.userClaims,
      properties: input.properties ?? row.properties,
      scopes: input.scopes ?? row.scopes,
      secrets: input.secrets ? mergeSecrets(row.secrets, input.secrets) : row.secrets,
      extraProperties: input.extraProperties,
    })
  },
  toDto: (row) => ({
    ...resourceBaseDto(row, 'apiResourceId'),
    allowedAccessTokenSigningAlgorithms: row.allowedAccessTokenSigningAlgorithms,
    scopes: row.scopes.map((scope) => ({ apiResourceId: row.id, scope })),
    secrets: row.secrets.map((secret) => ({ apiResourceId: row.id, ...secret })),
  }),
  without: ['delete'],
}

export const apiResourceRoutes = [
  allRoute(apiResourceResource, { anyOf: ['ClientManage.ApiResource', 'ClientManage.Client'] }),
  ...defineCrudRoutes(apiResourceResource),
  deleteByQueryRoute(apiResourceResource),
]
