import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '@/api/http/api-client'
import { liveCountsKey, type LiveCounts } from '@/query/live-counts'
import type { TenantScope } from '@/query/query-keys'
import type { TodoSummaryDto } from '@/modules/todo'

/**
 * The bell's refresh while the tab is visible and the live counts' stream is down; a hidden tab
 * calls nothing (workflow-api §8).
 */
export const liveCountsRefreshMs = 60_000

/**
 * `notice/my/unread-count` (a bare number, business-api §6.1) and `todo/my/summary` (§6.2), asked
 * here rather than through notice-api and todo-api: every signed-in page carries the bell, and
 * those files (the CRUD kit with them) would come along.
 */
const get = <T>(url: string, signal: AbortSignal) =>
  apiClient.get<T>(url, undefined, { signal, silent: true })

/**
 * The live counts by polling: both answers in the fields of the stream, in one query. While the
 * stream delivers (`isStreamUp`: src/query/live puts each reading into this query), nothing is
 * polled. While it does not, unlike the app's other data (fresh until a write), they are asked
 * again when the window regains focus and every minute while the tab is visible, for what others
 * did (a notice published, a task assigned). The user's own writes invalidate it at once; a
 * reading keeps the fields it does not give (the approvals', from the stream). Silent: a bell
 * does not toast.
 */
export function liveCountsQuery(scope: TenantScope, isStreamUp = false) {
  return queryOptions({
    queryKey: liveCountsKey(scope),
    queryFn: async ({ signal }): Promise<LiveCounts> => {
      const [noticeUnread, todos] = await Promise.all([
        get<number>('/api/base/notice/my/unread-count', signal),
        get<TodoSummaryDto>('/api/base/todo/my/summary', signal),
      ])
      return { noticeUnread, todoPending: todos.pending, todoOverdue: todos.overdue }
    },
    meta: { silent: true },
    staleTime: isStreamUp ? Infinity : 0,
    refetchOnWindowFocus: !isStreamUp,
    // Only while the tab is visible: react-query's default (refetchIntervalInBackground false).
    refetchInterval: isStreamUp ? false : liveCountsRefreshMs,
    structuralSharing: (old: unknown, next: unknown) => ({ ...(old as object), ...(next as object) }), // prettier-ignore
  })
}
