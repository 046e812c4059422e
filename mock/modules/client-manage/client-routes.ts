import type { CrudResource } from '../../core/crud/crud-resource.ts'
import { crudPermissions, defineCrudRoutes } from '../../core/crud/define-crud-routes.ts'
import type { ClientRecord } from './client-types.ts'
import type { BackendRoute } from '../../core/routes/define-route.ts'
import { clientFields, type ClientFields } from './client-fields.ts'
import { toClientDto } from './client-dto.ts'
import { checkClientInput, createClient, updateClient } from './client-writes.ts'
import { deleteByQueryRoute } from './identity-server-crud.ts'

const path = '/api/identity-server/clients'

/**
 * IdentityServer clients (abp-api.md §8.1–8.2): host-owned rows (`tenantId` null), paged list
 * with `filter` on client id, name and description; a duplicate client id is a 403
 * `IdentityServer:DuplicateClientId`; a stale `concurrencyStamp` is a 409.
 */
export const clientResource: CrudResource<ClientRecord, ClientFields> = {
  path,
  entityType: 'Client',
  permissions: crudPermissions('ClientManage.Client'),
  table: (db) => db.clients,
  fields: clientFields,
  filterFields: (row) => [row.clientId, row.clientName, row.description],
  sorting: {
    clientId: (row) => row.clientId.toLowerCase(),
    clientName: (row) => row.clientName?.toLowerCase() ?? null,
    enabled: (row) => row.enabled,
    creationTime: (row) => row.creationTime,
  },
  defaultOrder: (a, b) => a.clientId.toLowerCase().localeCompare(b.clientId.toLowerCase()),
  unique: [
    {
      code: 'IdentityServer:DuplicateClientId',
      input: (input) => input.clientId,
      row: (row) => row.clientId,
    },
  ],
  checkCreate: (input, context) => checkClientInput(input, context),
  checkUpdate: (_row, input, context) => checkClientInput(input, context),
  create: (input, audit) => createClient(input, audit),
  update: (row, input) => updateClient(row, input),
  toDto: (row) => toClientDto(row),
  without: ['delete'],
  // Host-wide configuration: tenants read it, only the host writes (like the resources and scopes).
  hostOwned: true,
}

export const clientRoutes: BackendRoute[] = [
  ...defineCrudRoutes(clientResource),
  deleteByQueryRoute(clientResource),
]
