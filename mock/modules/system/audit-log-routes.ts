import { entityNotFound, validationError } from '../../core/abp-error.ts'
import { readPageRequest, sortRows, takePage, type SortKey } from '../../core/crud/paging.ts'
import { isGuid, toValidationErrors } from '../../core/crud/validation.ts'
import { emptyResponse, jsonResponse, type MockResponse } from '../../core/http/mock-http.ts'
import type { AuthenticatedContext } from '../../core/request-context.ts'
import { defineRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { auditLogDto } from './audit-log-dto.ts'
import { auditLogSorting, readAuditLogFilters } from './audit-log-filters.ts'
import { auditLogStatisticsRoutes } from './audit-log-statistics-routes.ts'
import { auditLogPermission, tenantAuditLogs } from './audit-log-table.ts'
import { entityChangeRoutes } from './entity-change-routes.ts'

const path = '/api/audit-logging/audit-logs'
const newestFirst: SortKey[] = [{ field: 'executionTime', descending: true }]

function tenantIdOf(context: AuthenticatedContext): string | null {
  return context.tenant?.id ?? null
}

/** GET: paged `AuditLogDto`s with actions and entity changes; default `executionTime desc`. */
function listAuditLogs(context: AuthenticatedContext): MockResponse {
  const { culture, request } = context
  const page = readPageRequest(request.query, Object.keys(auditLogSorting))
  const filters = readAuditLogFilters(request.query)
  const issues = [...(page.ok ? [] : page.issues), ...(filters.ok ? [] : filters.issues)]
  if (!page.ok || !filters.ok) return validationError(culture, toValidationErrors(culture, issues))
  const rows = tenantAuditLogs(tenantIdOf(context)).filter(filters.matches)
  // Ties keep the newest first (the sort is stable).
  const sorted = sortRows(rows, page.request.sorting ?? newestFirst, auditLogSorting)
  return jsonResponse(200, {
    totalCount: sorted.length,
    items: takePage(sorted, page.request).map(auditLogDto),
  })
}

/** GET `/{id}`: one entry of the caller's tenant; a non-GUID fails the route constraint. */
function getAuditLog(context: AuthenticatedContext): MockResponse {
  const { id } = context.params
  if (!isGuid(id)) return emptyResponse(404)
  const log = tenantAuditLogs(tenantIdOf(context)).find((row) => row.id === id.toLowerCase())
  if (!log) return entityNotFound(context.culture, 'Volo.Abp.AuditLogging.AuditLog', id)
  return jsonResponse(200, auditLogDto(log))
}

/** Audit logs (abp-api.md §7.1, the commercial module's routes), read-only. */
export const auditLogRoutes: BackendRoute[] = [
  ...entityChangeRoutes,
  ...auditLogStatisticsRoutes,
  defineRoute({
    method: 'GET',
    pattern: path,
    permission: auditLogPermission,
    handle: listAuditLogs,
  }),
  defineRoute({
    method: 'GET',
    pattern: `${path}/:id`,
    permission: auditLogPermission,
    handle: getAuditLog,
  }),
]
