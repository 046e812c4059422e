import type { CrudResource } from '../../core/crud/crud-resource.ts'
import { crudContext } from '../../core/crud/define-crud-routes.ts'
import { tenantRows } from '../../core/crud/crud-reads.ts'
import { deleteOne } from '../../core/crud/crud-writes.ts'
import { toValidationErrors, isGuid, type FieldSpecs } from '../../core/crud/validation.ts'
import { policyNotGranted, validationError } from '../../core/abp-error.ts'
import { auditedDto } from '../../core/crud/crud-resource.ts'
import type { ResourceBaseRecord } from './identity-server-types.ts'
import type { AuditedRecord } from '../../core/db/types.ts'
import { jsonResponse, readQuery } from '../../core/http/mock-http.ts'
import {
  defineRoute,
  type BackendRoute,
  type PermissionRequirement,
} from '../../core/routes/define-route.ts'

/**
 * What the IdentityServer management API (abp-api.md §8.1) does beside the conventional CRUD:
 * `GET {r}/all` answers a bare array, `DELETE {r}?id=` takes the id in the query.
 */

/** `GET {path}/all`: every row (disabled ones too) by name, as a bare array. */
export function allRoute<R extends ResourceBaseRecord, F extends FieldSpecs>(
  resource: CrudResource<R, F>,
  permission: PermissionRequirement,
): BackendRoute {
  return defineRoute({
    method: 'GET',
    pattern: `${resource.path}/all`,
    permission,
    handle: (request) => {
      const context = crudContext(request)
      const rows = [...tenantRows(resource, context)].sort((a, b) => (a.name < b.name ? -1 : 1))
      return jsonResponse(
        200,
        rows.map((row) => resource.toDto(row, context)),
      )
    },
  })
}

const emptyGuid = '00000000-0000-0000-0000-000000000000'

/**
 * `DELETE {path}?id=`: 204, unknown id → ABP 404; a missing id binds to `Guid.Empty` (404), a
 * malformed one fails model binding (400); a tenant's caller of a host-owned resource → 403.
 */
export function deleteByQueryRoute<R extends AuditedRecord, F extends FieldSpecs>(
  resource: CrudResource<R, F>,
): BackendRoute {
  return defineRoute({
    method: 'DELETE',
    pattern: resource.path,
    permission: resource.permissions.delete,
    handle: (request) => {
      // Host-owned configuration: a tenant's caller fails the row check (as the helper's writes).
      if (resource.hostOwned && request.tenant) return policyNotGranted(request.culture)
      const context = crudContext(request)
      const id = readQuery(request.request.query, 'id')?.trim() || emptyGuid
      if (!isGuid(id)) {
        const issues = [{ member: 'id', rule: 'V5' as const, args: [] }]
        return validationError(context.culture, toValidationErrors(context.culture, issues))
      }
      return deleteOne(resource, { ...context, params: { ...context.params, id } })
    },
  })
}

/** The members every resource DTO shares; `owner` names the child rows' foreign key. */
export function resourceBaseDto(row: ResourceBaseRecord, owner: string) {
  return {
    ...auditedDto(row),
    name: row.name,
    displayName: row.displayName,
    description: row.description,
    enabled: row.enabled,
    showInDiscoveryDocument: row.showInDiscoveryDocument,
    userClaims: row.userClaims.map((type) => ({ [owner]: row.id, type })),
    properties: { ...row.properties },
  }
}
