import { addMinutes } from './api-time.ts'
import { activeOf, evaluateNode } from './node-flow.ts'
import { nodeOf } from './scheme-graph.ts'
import type { EngineSession } from './engine-session.ts'
import { instanceStatuses, taskStatuses, timeoutActions, type EngineTask } from './engine-types.ts'

/**
 * Runs the timeouts due at `now` (§3 "Timeout", rule 11), earliest first: Remind (a System to-do,
 * up to `maxReminders`, once per period: the k-th at dueTime + k × afterMinutes), AutoApprove
 * (reminds instead when the node requires a signature) or AutoReject; each recorded as `timeout`.
 * Skipped: Delegated tasks (they keep the owner's dueTime and run when back), delegatees' resolve
 * tasks, the starter's resubmit task (no dueTime) and tasks waiting for Before add-signs.
 */
export function runTimeouts(s: EngineSession): void {
  const due = (t: EngineTask) => {
    if (t.status !== taskStatuses.pending || !t.dueTime || t.kind === 'resolve') return null
    const waits = s.state.tasks.some(
      (x) => x.addedByTaskId === t.id && x.addSignMode === 1 && x.status === taskStatuses.pending,
    )
    if (waits) return null
    const timeout = nodeOf(s.graph, t.nodeId).timeout
    if (!timeout) return null
    const at = addMinutes(t.dueTime, (t.remindersSent ?? 0) * timeout.afterMinutes)
    return at <= s.now ? at : null
  }
  const handled = new Set<string>()
  for (;;) {
    if (s.state.instance.status !== instanceStatuses.running) return
    const next = s.state.tasks
      .filter((t) => !handled.has(t.id))
      .map((t) => ({ t, at: due(t) }))
      .filter((x): x is { t: EngineTask; at: string } => x.at !== null)
      .sort((a, b) => a.at.localeCompare(b.at))[0]
    if (!next) return
    const task = next.t
    handled.add(task.id)
    const node = nodeOf(s.graph, task.nodeId)
    const timeout = node.timeout as NonNullable<typeof node.timeout>
    const remind =
      timeout.action === timeoutActions.remind ||
      (timeout.action === timeoutActions.autoApprove && node.requireSignature === true)
    if (remind) {
      if ((task.remindersSent ?? 0) >= (timeout.maxReminders ?? 1)) continue
      task.remindersSent = (task.remindersSent ?? 0) + 1
      s.addReminder(task.assigneeId)
      s.addEntry({
        nodeId: task.nodeId,
        nodeName: task.nodeName,
        type: 'timeout',
        userId: task.assigneeId,
      })
      continue
    }
    s.addEntry({
      nodeId: task.nodeId,
      nodeName: task.nodeName,
      type: 'timeout',
      userId: task.assigneeId,
    })
    const approve = timeout.action === timeoutActions.autoApprove
    s.closeTask(task, approve ? taskStatuses.approved : taskStatuses.rejected)
    const active = activeOf(s, task)
    if (active) evaluateNode(s, active)
  }
}
