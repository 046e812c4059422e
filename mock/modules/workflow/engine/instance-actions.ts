import { addMinutes, minutesBetween } from './api-time.ts'
import { lastIndexOf } from './node-flow.ts'
import { transfer } from './task-actions.ts'
import { nodeOf } from './scheme-graph.ts'
import { Refusal, refuse, type EngineSession } from './engine-session.ts'
import { instanceStatuses, taskStatuses, type InstanceAction } from './engine-types.ts'

// The instance's own actions (§4): withdraw, remind, comment, cancel and the monitor's reassign.

/** What withdraw counts as "acted on" since the last submit or resubmit (rule 6). */
const actedTypes = ['approved', 'rejected', 'returned', 'transferred', 'delegated', 'sealed']

export function canWithdraw(s: EngineSession): boolean {
  const run = s.state.run
  if (s.state.instance.status !== instanceStatuses.running) return false
  if (run.atStart) return true
  if (s.scheme.settings?.allowWithdraw === false) return false
  const since = lastIndexOf(s, ['submitted', 'resubmitted'])
  return !s.state.timeline.slice(since + 1).some((e) => actedTypes.includes(e.type))
}

/** The node an instance-level entry is written at: the first open node, else Start. */
function currentNodeId(s: EngineSession): string {
  return s.state.run.active[0]?.nodeId ?? s.graph.root.id
}

export function applyInstanceAction(
  s: EngineSession,
  action: InstanceAction,
  actorId: string,
): void {
  const { instance } = s.state
  const running = instance.status === instanceStatuses.running
  switch (action.type) {
    case 'withdraw': {
      if (actorId !== instance.starterId || !canWithdraw(s)) refuse('Workflow:WithdrawNotAllowed')
      s.endOpenTasks(() => true, taskStatuses.skipped)
      s.addEntry({
        nodeId: currentNodeId(s),
        type: 'withdrawn',
        userId: actorId,
        comment: action.reason,
      })
      s.state.run.active = []
      s.state.run.splits = []
      instance.status = instanceStatuses.withdrawn
      instance.endTime = s.now
      return
    }
    case 'remind': {
      if (actorId !== instance.starterId) throw new Refusal({ code: 'NotFound', httpStatus: 404 })
      if (!running) refuse('Workflow:TaskAlreadyCompleted')
      const interval = s.scheme.settings?.remindMinIntervalMinutes ?? 10
      const last = s.state.run.lastRemindTime
      if (last && s.now < addMinutes(last, interval)) {
        refuse('Workflow:RemindTooSoon', {
          minutes: Math.ceil(interval - minutesBetween(last, s.now)),
        })
      }
      const assignees = new Set(
        s.state.tasks.filter((t) => t.status === taskStatuses.pending).map((t) => t.assigneeId),
      )
      for (const userId of assignees) s.addReminder(userId)
      s.state.run.lastRemindTime = s.now
      s.addEntry({ nodeId: currentNodeId(s), type: 'reminded', userId: actorId })
      return
    }
    case 'comment':
      if (!action.content?.trim())
        throw new Refusal({ code: 'Validation', httpStatus: 400, member: 'content' })
      s.addEntry({
        nodeId: currentNodeId(s),
        type: 'commented',
        userId: actorId,
        comment: action.content,
      })
      return
    case 'cancel': {
      if (!running) refuse('Workflow:TaskAlreadyCompleted')
      if (!action.reason?.trim())
        throw new Refusal({ code: 'Validation', httpStatus: 400, member: 'reason' })
      // Rule 13: Cancel turns open tasks into Cancelled (7), their to-dos Cancelled.
      s.endOpenTasks(() => true, taskStatuses.cancelled)
      s.addEntry({
        nodeId: currentNodeId(s),
        type: 'cancelled',
        userId: actorId,
        comment: action.reason,
      })
      s.state.run.active = []
      s.state.run.splits = []
      instance.status = instanceStatuses.cancelled
      instance.endTime = s.now
      return
    }
    case 'reassign': {
      const task = s.state.tasks.find((t) => t.id === action.taskId)
      if (!task) throw new Refusal({ code: 'NotFound', httpStatus: 404 })
      if (!running || task.status !== taskStatuses.pending) refuse('Workflow:TaskAlreadyCompleted')
      transfer(
        s,
        task,
        nodeOf(s.graph, task.nodeId),
        action.userId,
        action.reason,
        'reassigned',
        actorId,
      )
      return
    }
  }
}
