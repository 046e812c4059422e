import { businessNowMs } from '../../core/clock/business-clock.ts'
import { validationError } from '../../core/abp-error.ts'
import type { CrudContext } from '../../core/crud/crud-resource.ts'
import { matchesFilter, readPageRequest, sortRows, takePage } from '../../core/crud/paging.ts'
import { toValidationErrors } from '../../core/crud/validation.ts'
import { sameId } from '../../core/db/audit.ts'
import { liveRows } from '../../core/db/database.ts'
import type { MockDatabase } from '../../core/db/types.ts'
import { todoStatuses, type TodoRecord } from './todo-types.ts'
import { jsonResponse, type MockResponse } from '../../core/http/mock-http.ts'
import { authorizedRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import {
  collectIssues,
  readEnumFilter,
  readGuidFilter,
  valueOf,
} from '../../core/crud/query-filters.ts'
import { toTodoDto } from './todo-dto.ts'
import { todoResource } from './todo-resource.ts'
import { compareTodos, summarizeTodos } from './todo-rules.ts'
import { withCrudContext } from '../../core/crud/with-crud-context.ts'

/** A user's live to-dos in their tenant (`my`, `my/summary` and the live counts). */
export function todosOf(db: MockDatabase, tenantId: string | null, userId: string): TodoRecord[] {
  return liveRows(db.todos, tenantId).filter((todo) => sameId(todo.userId, userId))
}

function ownTodos({ db, tenantId, caller }: CrudContext): TodoRecord[] {
  return todosOf(db, tenantId, caller.userId)
}

/**
 * `GET my`: `status`, `projectId`, `filter` (title), paging; sorting over dueTime, creationTime,
 * title, else `status asc, dueTime asc` (nulls last), `creationTime desc`.
 */
function listMyTodos(context: CrudContext): MockResponse {
  const { query } = context.request
  const page = readPageRequest(query, Object.keys(todoResource.sorting))
  const status = readEnumFilter(query, 'status', Object.values(todoStatuses))
  const projectId = readGuidFilter(query, 'projectId')
  const issues = [...(page.ok ? [] : page.issues), ...collectIssues([status, projectId])]
  if (!page.ok || issues.length > 0) {
    return validationError(context.culture, toValidationErrors(context.culture, issues))
  }
  const rows = ownTodos(context)
    .filter((todo) => matchesFilter(page.request.filter, [todo.title]))
    .filter((todo) => valueOf(status) === null || todo.status === valueOf(status))
    .filter((todo) => valueOf(projectId) === null || todo.projectId === valueOf(projectId))
    .sort(compareTodos)
  const { sorting } = page.request
  const sorted = sorting ? sortRows(rows, sorting, todoResource.sorting) : rows
  const nowMs = businessNowMs()
  return jsonResponse(200, {
    totalCount: sorted.length,
    items: takePage(sorted, page.request).map((todo) => toTodoDto(todo, context.db, nowMs)),
  })
}

/** `GET my/summary`: `{pending, overdue, dueToday}` of the caller's to-dos. */
function summarizeMyTodos(context: CrudContext): MockResponse {
  return jsonResponse(200, summarizeTodos(ownTodos(context), businessNowMs()))
}

export const todoMyRoutes: BackendRoute[] = [
  authorizedRoute('GET', '/api/base/todo/my', withCrudContext(listMyTodos)),
  authorizedRoute('GET', '/api/base/todo/my/summary', withCrudContext(summarizeMyTodos)),
]
