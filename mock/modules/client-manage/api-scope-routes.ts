import type { CrudResource } from '../../core/crud/crud-resource.ts'
import { crudPermissions, defineCrudRoutes } from '../../core/crud/define-crud-routes.ts'
import { boolean, extraProperties, text } from '../../core/crud/validation.ts'
import type { ApiScopeRecord } from './identity-server-types.ts'
import { allRoute, deleteByQueryRoute, resourceBaseDto } from './identity-server-crud.ts'
import { limits, propertiesField, userClaimsField } from './resource-fields.ts'

const apiScopeFields = {
  name: text('CU', limits.name),
  displayName: text('-', limits.displayName),
  description: text('-', limits.description),
  enabled: boolean(true),
  required: boolean(false),
  emphasize: boolean(false),
  showInDiscoveryDocument: boolean(true),
  userClaims: userClaimsField(),
  properties: propertiesField(),
  extraProperties: extraProperties(),
}

/**
 * API scopes (abp-api.md §8.3 `ApiScopeDto`), host-wide. `UpdateApiScopeDto` is the create fields
 * plus `properties`; a rename follows through to the API resources that list the scope.
 */
export const apiScopeResource: CrudResource<ApiScopeRecord, typeof apiScopeFields> = {
  path: '/api/identity-server/api-scopes',
  entityType: 'ApiScope',
  permissions: crudPermissions('ClientManage.ApiScope'),
  hostOwned: true,
  table: (db) => db.apiScopes,
  fields: apiScopeFields,
  filterFields: (row) => [row.name, row.displayName, row.description],
  sorting: {
    name: (row) => row.name,
    displayName: (row) => row.displayName,
    creationTime: (row) => row.creationTime,
  },
  unique: [
    {
      code: 'IdentityServer:DuplicateApiScopeName',
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
    enabled: input.enabled,
    required: input.required,
    emphasize: input.emphasize,
    showInDiscoveryDocument: input.showInDiscoveryDocument,
    userClaims: input.userClaims ?? [],
    properties: input.properties ?? {},
    extraProperties: input.extraProperties,
  }),
  update: (row, input, { db }) => {
    const oldName = row.name
    Object.assign(row, {
      name: input.name!,
      displayName: input.displayName,
      description: input.description,
      enabled: input.enabled,
      required: input.required,
      emphasize: input.emphasize,
      showInDiscoveryDocument: input.showInDiscoveryDocument,
      userClaims: input.userClaims ?? row.userClaims,
      properties: input.properties ?? row.properties,
      extraProperties: input.extraProperties,
    })
    if (oldName === row.name) return
    for (const resource of db.apiResources) {
      resource.scopes = resource.scopes.map((scope) => (scope === oldName ? row.name : scope))
    }
  },
  afterDelete: (row, { db }) => {
    for (const resource of db.apiResources) {
      resource.scopes = resource.scopes.filter((scope) => scope !== row.name)
    }
  },
  toDto: (row) => ({
    ...resourceBaseDto(row, 'apiScopeId'),
    required: row.required,
    emphasize: row.emphasize,
  }),
  without: ['delete'],
}

export const apiScopeRoutes = [
  // The resource page picks scopes from it, the clients page offers them as allowed scopes.
  allRoute(apiScopeResource, {
    anyOf: ['ClientManage.ApiScope', 'ClientManage.ApiResource', 'ClientManage.Client'],
  }),
  ...defineCrudRoutes(apiScopeResource),
  deleteByQueryRoute(apiScopeResource),
]
