import type { TaskSummaryDto } from '../../api/inbox-dtos'

/** My approvals' tabs (workflow-api §0); the URL's `tab` names one, To do by default. */
export type InboxTab = 'todo' | 'done' | 'mine' | 'cc'

/** A task to do opens the handle page (one tab per task); anything else its instance. */
export function handleHref(taskId: string): string {
  return `/workflow/handle?id=${encodeURIComponent(taskId)}`
}

export function instanceHref(instanceId: string): string {
  return `/workflow/instance?id=${encodeURIComponent(instanceId)}`
}

/**
 * The counts the tabs show: To do follows the live count (`approvalTodo`, pushed on every change)
 * once there is one, else the summary; Copied to me counts the unread ones. Done and Started by
 * me have no count (they only grow).
 */
export function inboxTabCounts(
  summary: TaskSummaryDto | undefined,
  liveTodo: number | undefined,
): Partial<Record<InboxTab, number>> {
  const todo = liveTodo ?? summary?.todo
  return {
    ...(todo !== undefined && { todo }),
    ...(summary && { cc: summary.ccUnread }),
  }
}
