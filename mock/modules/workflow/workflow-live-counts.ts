import { businessNowMs } from '../../core/clock/business-clock.ts'
import { notifyCountsChanged } from '../../core/realtime/live-counts-hub.ts'
import type { LiveCountsSource } from '../../core/realtime/live-counts-types.ts'
import { countsIn, onWorkflowCountsChanged } from './workflow-counts.ts'
import { runDueTimeouts } from './timeout-runner.ts'

/**
 * The workflow's part of the live counts (workflow-api.md §8): what `task/summary` answers, on
 * the business clock as that route reads it, and its change signal for what no request writes.
 * Every write request is followed by the hub already (handle-mock-request.ts), so only a clock
 * move (a timeout approving, rejecting or reminding) is forwarded, once for each user it touched.
 */
export const workflowLiveCounts: LiveCountsSource = ({ db, tenantId, userId }) => {
  const counts = countsIn(db, tenantId, userId, businessNowMs())
  return { approvalTodo: counts.todo, approvalOverdue: counts.overdue, ccUnread: counts.ccUnread }
}

/** Runs the due timeouts; then each user whose counts they changed is sent them once. */
export function runTimeoutsLive(nowMs: number): void {
  const changed = new Map<string, { tenantId: string | null; userId: string }>()
  const stop = onWorkflowCountsChanged((change) => changed.set(`${change.tenantId}|${change.userId}`.toLowerCase(), change)) // prettier-ignore
  try {
    runDueTimeouts(nowMs)
  } finally {
    stop()
  }
  for (const { tenantId, userId } of changed.values()) notifyCountsChanged(tenantId, userId)
}
