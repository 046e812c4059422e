import { policyNotGranted } from '../../core/abp-error.ts'
import type { CrudResource } from '../../core/crud/crud-resource.ts'
import { crudContext, defineCrudRoutes } from '../../core/crud/define-crud-routes.ts'
import { boolean, extraProperties, text } from '../../core/crud/validation.ts'
import type { IdentityResourceRecord } from './identity-server-types.ts'
import { seedIdentityServer } from './seed-identity-server.ts'
import { noContent } from '../../core/http/mock-http.ts'
import { tenantRows } from '../../core/crud/crud-reads.ts'
import { defineRoute } from '../../core/routes/define-route.ts'
import { allRoute, deleteByQueryRoute, resourceBaseDto } from './identity-server-crud.ts'
import { limits, propertiesField, userClaimsField } from './resource-fields.ts'

const identityResourceFields = {
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

/** Read by the clients page (allowed scopes) and the resource pages: any of the three. */
const readers = {
  anyOf: ['ClientManage.Client', 'ClientManage.ApiResource', 'ClientManage.ApiScope'],
}
// No page of its own manages identity resources: writing needs the client permissions.
const writers = {
  read: readers,
  create: 'ClientManage.Client.Create',
  update: 'ClientManage.Client.Update',
  delete: 'ClientManage.Client.Delete',
}

/** Identity resources (abp-api.md §8.3 `IdentityResourceWithDetailsDto`), host-wide. */
export const identityResourceResource: CrudResource<
  IdentityResourceRecord,
  typeof identityResourceFields
> = {
  path: '/api/identity-server/identity-resources',
  entityType: 'IdentityResource',
  permissions: writers,
  hostOwned: true,
  table: (db) => db.identityResources,
  fields: identityResourceFields,
  filterFields: (row) => [row.name, row.displayName, row.description],
  sorting: { name: (row) => row.name, displayName: (row) => row.displayName },
  unique: [
    {
      code: 'IdentityServer:DuplicateIdentityResourceName',
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
  update: (row, input) => {
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
  },
  toDto: (row) => ({
    ...resourceBaseDto(row, 'identityResourceId'),
    required: row.required,
    emphasize: row.emphasize,
  }),
  without: ['delete'],
}

/** `POST …/create-standard-resources`: adds the standard ones that are missing (by name); 204. */
const createStandardResources = defineRoute({
  method: 'POST',
  pattern: `${identityResourceResource.path}/create-standard-resources`,
  permission: writers.create,
  handle: (request) => {
    if (request.tenant) return policyNotGranted(request.culture)
    const context = crudContext(request)
    const held = new Set(tenantRows(identityResourceResource, context).map((row) => row.name))
    const missing = seedIdentityServer().identityResources.filter((row) => !held.has(row.name))
    context.db.identityResources.push(
      ...missing.map((row) => ({ ...row, id: crypto.randomUUID() })),
    )
    return noContent()
  },
})

export const identityResourceRoutes = [
  allRoute(identityResourceResource, readers),
  createStandardResources,
  ...defineCrudRoutes(identityResourceResource),
  deleteByQueryRoute(identityResourceResource),
]
