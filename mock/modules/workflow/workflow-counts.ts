import { businessNowMs } from '../../core/clock/business-clock.ts'
import { getDatabase } from '../../core/db/database.ts'
import { sameId } from '../../core/db/audit.ts'
import type { MockDatabase } from '../../core/db/types.ts'
import { taskStatuses } from './workflow-engine-port.ts'

/**
 * A user's approval counts (workflow-api.md §8: `GET /api/workflow/task/summary` and the live
 * stream's `approvalTodo`, `approvalOverdue`, `ccUnread`), and the signal the stream listens to.
 * The live-counts code subscribes with `onWorkflowCountsChanged` and reads `workflowCountsOf`.
 */
export interface WorkflowCounts {
  approvalTodo: number
  approvalOverdue: number
  ccUnread: number
}

export function countsIn(db: MockDatabase, tenantId: string | null, userId: string, nowMs: number) {
  // prettier-ignore
  let todo = 0
  let overdue = 0
  let delegatedToMe = 0
  for (const instance of db.workflowInstances) {
    if (instance.isDeleted || !instance.engine || !sameId(instance.tenantId, tenantId)) continue
    for (const task of instance.engine.tasks) {
      if (task.status !== taskStatuses.pending || !sameId(task.assigneeId, userId)) continue
      todo += 1
      if (task.dueTime !== null && task.dueTime < nowMs) overdue += 1
      if (task.onBehalfOfId !== null) delegatedToMe += 1
    }
  }
  const ccUnread = db.workflowCcs.filter((cc) => !cc.isDeleted && !cc.isRead && sameId(cc.tenantId, tenantId) && sameId(cc.userId, userId)).length // prettier-ignore
  return { todo, overdue, ccUnread, delegatedToMe }
}

export function workflowCountsOf(tenantId: string | null, userId: string): WorkflowCounts {
  const counts = countsIn(getDatabase(), tenantId, userId, businessNowMs())
  return { approvalTodo: counts.todo, approvalOverdue: counts.overdue, ccUnread: counts.ccUnread }
}

type Listener = (change: { tenantId: string | null; userId: string }) => void
const listeners = new Set<Listener>()

/** Called once per affected user after every workflow write; returns the unsubscribe. */
export function onWorkflowCountsChanged(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function signalCountsChanged(tenantId: string | null, userIds: Iterable<string>): void {
  const seen = new Set<string>()
  for (const userId of userIds) {
    if (seen.has(userId.toLowerCase())) continue
    seen.add(userId.toLowerCase())
    for (const listener of listeners) listener({ tenantId, userId })
  }
}
