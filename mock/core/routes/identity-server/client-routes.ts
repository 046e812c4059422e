import { validationError } from '../../abp-error.ts'
import type { CrudResource } from '../../crud/crud-resource.ts'
import { crudContext, crudPermissions, defineCrudRoutes } from '../../crud/define-crud-routes.ts'
import { deleteOne } from '../../crud/crud-writes.ts'
import { isGuid, toValidationErrors } from '../../crud/validation.ts'
import type { ClientRecord } from '../../db/client-types.ts'
import { readQuery } from '../../http/mock-http.ts'
import { defineRoute, type BackendRoute } from '../define-route.ts'
import { clientFields, type ClientFields } from './client-fields.ts'
import { toClientDto } from './client-dto.ts'
import { checkClientInput, createClient, updateClient } from './client-writes.ts'

const path = '/api/identity-server/clients'

/**
 * IdentityServer clients (abp-api.md §8.1–8.2): host-wide rows (`tenantId` null), paged list
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
}

/** `DELETE …/clients?id={id}`: the id in the query string (commercial proxy), 204; unknown → 404. */
const deleteByQuery = defineRoute({
  method: 'DELETE',
  pattern: path,
  permission: clientResource.permissions.delete,
  handle: (request) => {
    const context = crudContext(request)
    const id = readQuery(context.request.query, 'id')?.trim()
    // A query parameter binds as a Guid: missing → V1, not a GUID → V5 (no route constraint).
    if (!id || !isGuid(id)) {
      const issues = [{ member: 'id', rule: id ? ('V5' as const) : ('V1' as const), args: [] }]
      return validationError(context.culture, toValidationErrors(context.culture, issues))
    }
    return deleteOne(clientResource, { ...context, params: { ...context.params, id } })
  },
})

export const clientRoutes: BackendRoute[] = [...defineCrudRoutes(clientResource), deleteByQuery]
