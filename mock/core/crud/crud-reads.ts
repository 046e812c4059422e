import { entityNotFound, validationError } from '../abp-error.ts'
import { liveRows } from '../db/database.ts'
import type { AuditedRecord } from '../db/types.ts'
import {
  emptyResponse,
  jsonResponse,
  readBooleanQuery,
  type MockResponse,
} from '../http/mock-http.ts'
import type { CrudContext, CrudResource } from './crud-resource.ts'
import { defaultOrder, matchesFilter, readPageRequest, sortRows, takePage } from './paging.ts'
import { isGuid, toValidationErrors, type FieldSpecs } from './validation.ts'

/** The members reads use; none depends on the input fields, so any resource fits. */
type Resource<R extends AuditedRecord> = Pick<
  CrudResource<R, FieldSpecs>,
  | 'table'
  | 'hostOwned'
  | 'entityType'
  | 'sorting'
  | 'filterFields'
  | 'listFilter'
  | 'defaultOrder'
  | 'picker'
  | 'toDto'
>

/** The tenant's live rows of a resource; the host's for a host-owned one. */
export function tenantRows<R extends AuditedRecord>(resource: Resource<R>, context: CrudContext) {
  return liveRows(resource.table(context.db), resource.hostOwned ? null : context.tenantId)
}

/**
 * One row by the route's `{id}`: a non-GUID id fails the `{id:guid}` route constraint (bare 404),
 * an unknown id or another tenant's row answers the ABP 404 of the entity type.
 */
export function findRow<R extends AuditedRecord>(
  resource: Resource<R>,
  context: CrudContext,
  id: string,
): { row: R } | { response: MockResponse } {
  if (!isGuid(id)) return { response: emptyResponse(404) }
  const row = tenantRows(resource, context).find((r) => r.id === id.toLowerCase())
  if (row) return { row }
  return { response: entityNotFound(context.culture, resource.entityType, id) }
}

function ordered<R extends AuditedRecord>(resource: Resource<R>, rows: R[]): R[] {
  const order = resource.defaultOrder ?? defaultOrder
  return [...rows].sort(order)
}

/** `GET {r}`: `PagedResultDto` after filter, the resource's own filters, sorting and paging. */
export function listPage<R extends AuditedRecord>(
  resource: Resource<R>,
  context: CrudContext,
): MockResponse {
  const page = readPageRequest(context.request.query, Object.keys(resource.sorting))
  if (!page.ok)
    return validationError(context.culture, toValidationErrors(context.culture, page.issues))
  const { filter, sorting } = page.request
  let rows = tenantRows(resource, context).filter((row) =>
    matchesFilter(filter, resource.filterFields(row)),
  )
  if (resource.listFilter) {
    const narrowed = resource.listFilter(rows, context)
    if (!Array.isArray(narrowed)) return narrowed
    rows = narrowed
  }
  // The default order breaks ties of an explicit sorting too, so pages are stable.
  const sorted = ordered(resource, rows)
  const items = sorting ? sortRows(sorted, sorting, resource.sorting) : sorted
  return jsonResponse(200, {
    totalCount: items.length,
    items: takePage(items, page.request).map((row) => resource.toDto(row, context)),
  })
}

export const maxPickerItems = 1000

/** `GET {r}/list`: the unpaged picker source, enabled rows unless `includeDisabled=true`. */
export function listPicker<R extends AuditedRecord>(
  resource: Resource<R>,
  context: CrudContext,
): MockResponse {
  const includeDisabled = readBooleanQuery(context.request.query, 'includeDisabled', false)
  const enabled = resource.picker?.enabled ?? (() => true)
  const rows = tenantRows(resource, context).filter((row) => includeDisabled || enabled(row))
  const items = ordered(resource, rows).slice(0, maxPickerItems)
  return jsonResponse(200, { items: items.map((row) => resource.toDto(row, context)) })
}

export function getOne<R extends AuditedRecord>(
  resource: Resource<R>,
  context: CrudContext,
): MockResponse {
  const found = findRow(resource, context, context.params.id)
  if ('response' in found) return found.response
  return jsonResponse(200, resource.toDto(found.row, context))
}
