import type { CrudContext } from '../../core/crud/crud-resource.ts'
import { findRow } from '../../core/crud/crud-reads.ts'
import { createOne, deleteOne, updateOne } from '../../core/crud/crud-writes.ts'
import { clockNow } from '../../core/db/audit.ts'
import { todoStatuses } from './todo-types.ts'
import { jsonResponse, type MockResponse } from '../../core/http/mock-http.ts'
import { authorizedRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { todoMyRoutes } from './todo-my-routes.ts'
import { toTodoDto } from './todo-dto.ts'
import { checkTodoAction, todoResource } from './todo-resource.ts'
import { touchRow } from '../../core/crud/touch-row.ts'
import { withCrudContext } from '../../core/crud/with-crud-context.ts'

/**
 * `POST {id}/complete` (→ Done, completion time kept when it already was) and `/reopen`
 * (→ Pending): the owner's Manual or System to-dos.
 */
function changeStatus(action: 'complete' | 'reopen', context: CrudContext): MockResponse {
  const found = findRow(todoResource, context, context.params.id)
  if ('response' in found) return found.response
  const { row } = found
  const refusal = checkTodoAction(row, action, context)
  if (refusal) return refusal
  if (action === 'complete' && row.status !== todoStatuses.done) {
    Object.assign(row, { status: todoStatuses.done, completedTime: clockNow() })
  }
  if (action === 'reopen') Object.assign(row, { status: todoStatuses.pending, completedTime: null })
  touchRow(row, context.caller.userId)
  return jsonResponse(200, toTodoDto(row, context.db))
}

const write = (handler: typeof createOne) =>
  withCrudContext((context) => handler(todoResource, context))

/** To-dos of the current user (business-api.md §6.2): sign-in only, owner rows only. */
export const todoRoutes: BackendRoute[] = [
  ...todoMyRoutes,
  authorizedRoute('POST', '/api/base/todo', write(createOne)),
  authorizedRoute('PUT', '/api/base/todo/:id', write(updateOne)),
  authorizedRoute('DELETE', '/api/base/todo/:id', write(deleteOne)),
  authorizedRoute(
    'POST',
    '/api/base/todo/:id/complete',
    withCrudContext((c) => changeStatus('complete', c)),
  ),
  authorizedRoute(
    'POST',
    '/api/base/todo/:id/reopen',
    withCrudContext((c) => changeStatus('reopen', c)),
  ),
]
