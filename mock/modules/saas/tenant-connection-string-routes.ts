import { validationError } from '../../core/abp-error.ts'
import { crudContext } from '../../core/crud/define-crud-routes.ts'
import { findRow } from '../../core/crud/crud-reads.ts'
import { toValidationErrors } from '../../core/crud/validation.ts'
import { clockNow, newConcurrencyStamp } from '../../core/db/audit.ts'
import type { TenantRecord } from '../../core/db/types.ts'
import { noContent, readQuery, type MockResponse } from '../../core/http/mock-http.ts'
import type { AuthenticatedContext } from '../../core/request-context.ts'
import { defineRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { tenantResource } from './tenant-resource.ts'

const path = `${tenantResource.path}/:id/default-connection-string`
const permission = 'AbpTenantManagement.Tenants.ManageConnectionStrings'
/** TenantConnectionStringConsts.MaxValueLength */
export const maxConnectionStringLength = 1024

/** A `string` action result: text/plain; null is 204 (ASP.NET Core's HttpNoContentOutputFormatter). */
function textResponse(value: string | null): MockResponse {
  if (value === null) return noContent()
  return { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8' }, body: value }
}

/** Runs `action` on the tenant of the route's `{id}`, or answers its 404. */
function withTenant(action: (row: TenantRecord, context: AuthenticatedContext) => MockResponse) {
  return (context: AuthenticatedContext): MockResponse => {
    const found = findRow(tenantResource, crudContext(context), context.params.id)
    return 'response' in found ? found.response : action(found.row, context)
  }
}

/** The tenant aggregate changed: new stamp and modification members, as any ABP update. */
function touch(row: TenantRecord, context: AuthenticatedContext): void {
  row.lastModificationTime = clockNow()
  row.lastModifierId = context.caller.userId
  row.concurrencyStamp = newConcurrencyStamp()
}

function setConnectionString(row: TenantRecord, context: AuthenticatedContext): MockResponse {
  // A plain `string` action parameter bound from the query; the entity refuses blank or too long.
  const value = readQuery(context.request.query, 'defaultConnectionString')?.trim() ?? ''
  const rule = !value ? 'V1' : value.length > maxConnectionStringLength ? 'V2' : null
  if (rule) {
    const args = rule === 'V2' ? [String(maxConnectionStringLength)] : []
    const issues = [{ member: 'defaultConnectionString', rule, args } as const]
    return validationError(context.culture, toValidationErrors(context.culture, issues))
  }
  row.defaultConnectionString = value
  touch(row, context)
  return noContent()
}

/** The default connection string of a tenant (abp-api.md §5.1); null = the host database. */
export const tenantConnectionStringRoutes: BackendRoute[] = [
  defineRoute({
    method: 'GET',
    pattern: path,
    permission,
    handle: withTenant((row) => textResponse(row.defaultConnectionString)),
  }),
  defineRoute({
    method: 'PUT',
    pattern: path,
    permission,
    reads: { query: ['defaultConnectionString'] },
    handle: withTenant(setConnectionString),
  }),
  defineRoute({
    method: 'DELETE',
    pattern: path,
    permission,
    handle: withTenant((row, context) => {
      if (row.defaultConnectionString !== null) {
        row.defaultConnectionString = null
        touch(row, context)
      }
      return noContent()
    }),
  }),
]
