import { compareValues } from '../../core/crud/paging.ts'
import { clockTimeMs, dayMs, startOfDay } from '../../core/db/clock-time.ts'
import { todoSources, todoStatuses, type TodoRecord } from './todo-types.ts'

/** Pure rules of to-dos (business-api.md §6.2). */

export type TodoAction = 'update' | 'complete' | 'reopen' | 'delete'

/** Workflow and Notice to-dos close through their source; System ones may be ticked off. */
const sourcesAllowed: Record<TodoAction, readonly number[]> = {
  update: [todoSources.manual],
  delete: [todoSources.manual],
  complete: [todoSources.manual, todoSources.system],
  reopen: [todoSources.manual, todoSources.system],
}

/** Else `Base:TodoManagedBySource`. */
export function isTodoActionAllowed(source: number, action: TodoAction): boolean {
  return sourcesAllowed[action].includes(source)
}

type Timed = Pick<TodoRecord, 'status' | 'dueTime'>

/** Pending and `dueTime < now`. */
export function isTodoOverdue(todo: Timed, nowMs: number): boolean {
  const dueMs = clockTimeMs(todo.dueTime)
  return todo.status === todoStatuses.pending && dueMs !== null && dueMs < nowMs
}

/** Pending and due on today's date (days in the time zone setting, UTC), overdue or not. */
export function isTodoDueToday(todo: Timed, nowMs: number): boolean {
  const dueMs = clockTimeMs(todo.dueTime)
  const today = startOfDay(nowMs)
  return (
    todo.status === todoStatuses.pending &&
    dueMs !== null &&
    dueMs >= today &&
    dueMs < today + dayMs
  )
}

export interface TodoSummary {
  pending: number
  overdue: number
  dueToday: number
}

export function summarizeTodos(todos: readonly Timed[], nowMs: number): TodoSummary {
  return {
    pending: todos.filter((todo) => todo.status === todoStatuses.pending).length,
    overdue: todos.filter((todo) => isTodoOverdue(todo, nowMs)).length,
    dueToday: todos.filter((todo) => isTodoDueToday(todo, nowMs)).length,
  }
}

type Ordered = Pick<TodoRecord, 'status' | 'dueTime' | 'creationTime' | 'id'>

/** The default order: `status asc, dueTime asc` with nulls last, `creationTime desc`. */
export function compareTodos(a: Ordered, b: Ordered): number {
  const dueA = clockTimeMs(a.dueTime)
  const dueB = clockTimeMs(b.dueTime)
  const byDue = dueA === dueB ? 0 : dueA === null ? 1 : dueB === null ? -1 : dueA - dueB
  return (
    a.status - b.status ||
    byDue ||
    compareValues(b.creationTime, a.creationTime) ||
    compareValues(a.id, b.id)
  )
}
