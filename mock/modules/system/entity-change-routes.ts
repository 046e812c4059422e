import { entityNotFound, validationError } from '../../core/abp-error.ts'
import { readPageRequest, sortRows, takePage, type SortAccessors } from '../../core/crud/paging.ts'
import { isGuid, toValidationErrors, type ValidationIssue } from '../../core/crud/validation.ts'
import type { AuditLogRecord, EntityChangeRecord } from '../../core/db/audit-log-types.ts'
import {
  emptyResponse,
  jsonResponse,
  readQuery,
  type MockResponse,
} from '../../core/http/mock-http.ts'
import type { AuthenticatedContext } from '../../core/request-context.ts'
import { defineRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { entityChangeDto } from './audit-log-dto.ts'
import { auditLogPermission, tenantAuditLogs } from './audit-log-table.ts'

/** The entity-change routes of abp-api.md §7.1 over the caller's tenant's audit entries. */

const path = '/api/audit-logging/audit-logs'

interface Found {
  change: EntityChangeRecord
  log: AuditLogRecord
}

function tenantChanges(context: AuthenticatedContext): Found[] {
  return tenantAuditLogs(context.tenant?.id ?? null).flatMap((log) =>
    log.entityChanges.map((change) => ({ change, log })),
  )
}

const sorting: SortAccessors<Found> = {
  changeTime: ({ change }) => change.changeTime,
  changeType: ({ change }) => change.changeType,
  entityTypeFullName: ({ change }) => change.entityTypeFullName,
  entityId: ({ change }) => change.entityId,
}

type FoundTest = (found: Found) => boolean

function readFilters(query: URLSearchParams): { tests: FoundTest[]; issues: ValidationIssue[] } {
  const value = (name: string) => readQuery(query, name)?.trim() || null
  const [auditLogId, entityId, typeName] = ['auditLogId', 'entityId', 'entityTypeFullName'].map(
    value,
  )
  const [changeType, startDate, endDate] = ['entityChangeType', 'startDate', 'endDate'].map(value)
  if (changeType !== null && !/^[012]$/.test(changeType)) {
    return { tests: [], issues: [{ member: 'entityChangeType', rule: 'V5', args: [] }] }
  }
  const tests: FoundTest[] = []
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
  if (auditLogId) tests.push(({ log }) => same(log.id, auditLogId))
  if (entityId) tests.push(({ change }) => same(change.entityId, entityId))
  if (typeName) tests.push(({ change }) => same(change.entityTypeFullName, typeName))
  if (changeType) tests.push(({ change }) => change.changeType === Number(changeType))
  if (startDate) tests.push(({ change }) => change.changeTime >= startDate)
  if (endDate) tests.push(({ change }) => change.changeTime <= endDate)
  return { tests, issues: [] }
}

function listEntityChanges(context: AuthenticatedContext): MockResponse {
  const { culture, request } = context
  const page = readPageRequest(request.query, Object.keys(sorting))
  const { tests, issues } = readFilters(request.query)
  if (!page.ok || issues.length > 0) {
    const all = [...(page.ok ? [] : page.issues), ...issues]
    return validationError(culture, toValidationErrors(culture, all))
  }
  const rows = tenantChanges(context).filter((found) => tests.every((test) => test(found)))
  const keys = page.request.sorting ?? [{ field: 'changeTime', descending: true }]
  const sorted = sortRows(rows, keys, sorting)
  const items = takePage(sorted, page.request).map((found) =>
    entityChangeDto(found.change, found.log),
  )
  return jsonResponse(200, { totalCount: sorted.length, items })
}

function findChange(context: AuthenticatedContext): Found | MockResponse {
  const id = context.params.id
  if (!isGuid(id)) return emptyResponse(404)
  const found = tenantChanges(context).find(({ change }) => change.id === id.toLowerCase())
  return found ?? entityNotFound(context.culture, 'Volo.Abp.AuditLogging.EntityChange', id)
}

function withUserName({ change, log }: Found) {
  return { entityChange: entityChangeDto(change, log), userName: log.userName }
}

/** `entity-changes-with-username?entityId&entityTypeFullName`: one entity's history, oldest first. */
function entityHistory(context: AuthenticatedContext): MockResponse {
  const { query } = context.request
  const entityId = readQuery(query, 'entityId')?.toLowerCase()
  const typeName = readQuery(query, 'entityTypeFullName')?.toLowerCase()
  const rows = tenantChanges(context).filter(
    ({ change }) =>
      change.entityId.toLowerCase() === entityId &&
      change.entityTypeFullName.toLowerCase() === typeName,
  )
  const sorted = sortRows(rows, [{ field: 'changeTime', descending: false }], sorting)
  return jsonResponse(200, sorted.map(withUserName))
}

const route = (pattern: string, handle: (context: AuthenticatedContext) => MockResponse) =>
  defineRoute({
    method: 'GET',
    pattern: `${path}/${pattern}`,
    permission: auditLogPermission,
    handle,
  })

export const entityChangeRoutes: BackendRoute[] = [
  route('entity-changes', listEntityChanges),
  route('entity-changes/:id', (context) => {
    const found = findChange(context)
    return 'status' in found ? found : jsonResponse(200, entityChangeDto(found.change, found.log))
  }),
  route('entity-changes-with-username', entityHistory),
  route('entity-change-with-username/:id', (context) => {
    const found = findChange(context)
    return 'status' in found ? found : jsonResponse(200, withUserName(found))
  }),
]
