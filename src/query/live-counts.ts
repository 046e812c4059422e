import type { TenantScope } from './query-keys'

/**
 * The signed-in user's counts of what is new, with the fields of the live counts stream
 * (workflow-api.md §8): `todoPending` / `todoOverdue` = `todo/my/summary` `pending` / `overdue`,
 * `noticeUnread` = `notice/my/unread-count`. The approval fields come with the approval module,
 * which will push the same object into the same query (so they are optional until then).
 */
export interface LiveCounts {
  todoPending: number
  todoOverdue: number
  noticeUnread: number
  approvalTodo?: number
  approvalOverdue?: number
  ccUnread?: number
}

/**
 * One query for all of them, whoever fills it (the bell's polling now, the stream later). A write
 * that changes a count (a notice read, a to-do completed) invalidates it: `liveCountsKey(scope)`.
 */
export function liveCountsKey(scope: TenantScope) {
  return [...scope, 'live-counts'] as const
}
