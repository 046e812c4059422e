import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '@/api/http/api-client'
import type { LiveCounts } from '@/api/live-counts/live-counts-dto'
import { liveCountsKey } from '@/query/live-counts'
import type { TenantScope } from '@/query/query-keys'
import type { TodoSummaryDto } from '@/modules/todo'

/**
 * The bell's refresh while the tab is visible and the live counts' stream is down; a hidden tab
 * calls nothing (workflow-api §8).
 */
export const liveCountsRefreshMs = 60_000

/**
 * `notice/my/unread-count` (a bare number, business-api §6.1), `todo/my/summary` (§6.2) and, for a
 * holder of Workflow.Approval, `workflow/task/summary` (workflow-api §4), asked here rather than
 * through notice-api, todo-api or the workflow module: every signed-in page carries the bell, and
 * those files (the CRUD kit with them) would come along.
 */
const get = <T>(url: string, signal: AbortSignal) =>
  apiClient.get<T>(url, undefined, { signal, silent: true })

/** The approval counts in the stream's fields; asked only of a user who may approve (else 403). */
async function approvalCounts(signal: AbortSignal): Promise<Partial<LiveCounts>> {
  const summary = await get<{ todo: number; overdue: number; ccUnread: number }>('/api/workflow/task/summary', signal) // prettier-ignore
  return { approvalTodo: summary.todo, approvalOverdue: summary.overdue, ccUnread: summary.ccUnread } // prettier-ignore
}

/** The permission behind the approval counts (workflow-api §0). */
export const approvalPermission = 'Workflow.Approval'

/**
 * The live counts by polling: both answers in the fields of the stream, in one query. While the
 * stream delivers (`isStreamUp`: src/query/live puts each reading into this query), nothing is
 * polled. While it does not, unlike the app's other data (fresh until a write), they are asked
 * again when the window regains focus and every minute while the tab is visible, for what others
 * did (a notice published, a task assigned). The user's own writes invalidate it at once; a
 * reading keeps the fields it does not give (the approvals' for a user without Workflow.Approval,
 * from the stream). Silent: a bell does not toast.
 */
export function liveCountsQuery(scope: TenantScope, isStreamUp = false, withApprovals = false) {
  return queryOptions({
    queryKey: liveCountsKey(scope),
    queryFn: async ({ signal }): Promise<LiveCounts> => {
      const [noticeUnread, todos, approvals] = await Promise.all([
        get<number>('/api/base/notice/my/unread-count', signal),
        get<TodoSummaryDto>('/api/base/todo/my/summary', signal),
        withApprovals ? approvalCounts(signal) : {},
      ])
      return { noticeUnread, todoPending: todos.pending, todoOverdue: todos.overdue, ...approvals }
    },
    meta: { silent: true },
    staleTime: isStreamUp ? Infinity : 0,
    refetchOnWindowFocus: !isStreamUp,
    // Only while the tab is visible: react-query's default (refetchIntervalInBackground false).
    refetchInterval: isStreamUp ? false : liveCountsRefreshMs,
    structuralSharing: (old: unknown, next: unknown) => ({ ...(old as object), ...(next as object) }), // prettier-ignore
  })
}
