import { formatClockTime, minuteMs } from '../../../core/db/clock-time.ts'
import { newConcurrencyStamp } from '../../../core/db/audit.ts'
import {
  instanceStatuses as is,
  taskStatuses as ts,
  type EngineAction,
  type EngineEffects,
  type EngineEnv,
  type EngineRefusal,
  type EngineState,
  type EngineStep,
  type EngineTask,
  type PathStep,
  type WorkflowEnginePort,
} from '../workflow-engine-port.ts'
import { multiModes, nodeTypes, type ModelNode } from '../workflow-model.ts'
import { findModelNode, linearPath } from './engine-path.ts'
import { resolveNodeAssignees } from './resolve-assignees.ts'
import { entryHash, firstPrevHash } from './timeline-hash.ts'

/**
 * The port's minimal engine: enough of workflow-api.md §3 for the routes and the seeded schemes
 * (sequential, countersign and or-sign Approver and Handler nodes, Cc nodes, exclusive branches,
 * approve, reject (EndProcess or ReturnTo), return to Start or a passed node, resubmit, transfer,
 * delegate and resolve, cc, comment, withdraw, remind, cancel, reassign, timeouts, standing
 * delegations). Add-sign and reduce are refused as `unsupported`; parallel branches run in turn.
 * The real engine (engine/) replaces it behind WorkflowEnginePort. Pure: it mutates only the copy
 * of the state it was given.
 */

type Internal = { queue: string[]; n: number; nodeId: string | null }
const internalOf = (state: EngineState) => state.internal as Internal
const refuse = (refused: string, ...args: (string | number)[]): EngineRefusal => ({ refused, args })
const noEffects = (): EngineEffects => ({ ccs: [], reminders: [] })

function userName(env: EngineEnv, id: string): string {
  return env.org.users.find((u) => u.id.toLowerCase() === id.toLowerCase())?.name ?? id
}

function addEntry(
  state: EngineState,
  env: EngineEnv,
  node: { id: string; name: string },
  type: string,
  userId: string,
  extra: { comment?: string | null; onBehalfOfId?: string | null } = {},
) {
  // prettier-ignore
  const entry: Record<string, unknown> = {
    entryId: env.newId(),
    nodeId: node.id,
    nodeName: node.name,
    type,
    userId,
    userName: userName(env, userId),
    time: formatClockTime(env.now),
  }
  if (extra.onBehalfOfId) entry.onBehalfOfUserName = userName(env, extra.onBehalfOfId)
  if (extra.comment) entry.comment = extra.comment
  const prev = state.timeline.at(-1)?.hash ?? firstPrevHash
  state.timeline.push({ ...(entry as unknown as Omit<EngineState['timeline'][number], 'hash'>), hash: entryHash(prev, entry) }) // prettier-ignore
}

/** A standing delegation of `userId` covering now, the scheme and the project (no chains). */
function standingDelegate(env: EngineEnv, userId: string, nodeAssignees: string[]): string | null {
  const { instance, now } = env
  const found = env.org.delegations.find(
    (d) =>
      d.delegatorId.toLowerCase() === userId.toLowerCase() &&
      d.startTime <= now &&
      now < d.endTime &&
      (d.schemeIds.length === 0 ||
        d.schemeIds.some((s) => s.toLowerCase() === instance.schemeId.toLowerCase())) && // prettier-ignore
      (d.projectId === null || d.projectId.toLowerCase() === instance.projectId.toLowerCase()),
  )
  // Rule 10: a delegatee already assigned in the node leaves the task with the delegator.
  return found && !nodeAssignees.includes(found.delegateeId) ? found.delegateeId : null
}

function newTask(
  state: EngineState,
  env: EngineEnv,
  node: ModelNode,
  assigneeId: string,
  kind: EngineTask['kind'],
  others: string[] = [],
): EngineTask {
  // prettier-ignore
  const delegatee = kind === 'approve' ? standingDelegate(env, assigneeId, others) : null
  const timeout = kind === 'resubmit' ? undefined : node.timeout
  const task: EngineTask = {
    id: env.newId(),
    nodeId: node.id,
    nodeName: node.name,
    round: state.round,
    kind,
    assigneeId: delegatee ?? assigneeId,
    onBehalfOfId: delegatee ? assigneeId : null,
    ownerTaskId: null,
    status: ts.pending,
    creationTime: env.now,
    completedTime: null,
    dueTime: timeout ? env.now + timeout.afterMinutes * minuteMs : null,
    comment: null,
    concurrencyStamp: newConcurrencyStamp(),
    reminders: 0,
  }
  state.tasks.push(task)
  return task
}

function close(task: EngineTask, status: number, env: EngineEnv, comment?: string | null) {
  task.status = status
  task.completedTime = env.now
  task.comment = comment ?? null
  task.concurrencyStamp = newConcurrencyStamp()
}

function skipPending(state: EngineState, env: EngineEnv, status: number = ts.skipped) {
  for (const task of state.tasks) {
    // A Delegated owner's task ends with the instance too.
    if (task.status === ts.pending || task.status === ts.delegated) close(task, status, env)
  }
}

function finish(state: EngineState, status: number) {
  state.status = status
  state.currentNodeIds = []
  Object.assign(state.internal, { queue: [], n: 0, nodeId: null })
}

/** Enters the path at `index`: Cc nodes copy and go on, an empty node applies `onEmpty`. */
function enterFrom(state: EngineState, env: EngineEnv, effects: EngineEffects, index: number) {
  const path = linearPath(env.instance)
  for (let i = index; i < path.length; i++) {
    const node = path[i]
    const assignees = resolveNodeAssignees(node, env.instance, env.org)
    if (node.type === nodeTypes.cc) {
      for (const userId of assignees) effects.ccs.push({ userId, fromUserId: env.instance.starterId, nodeId: node.id, comment: null }) // prettier-ignore
      if (assignees.length > 0) addEntry(state, env, node, 'cc', env.instance.starterId)
      continue
    }
    if (node.type !== nodeTypes.approver && node.type !== nodeTypes.handler) continue
    let users = assignees
    if (users.length === 0) {
      const onEmpty = node.onEmpty?.type ?? 4
      if (onEmpty === 1) {
        addEntry(state, env, node, 'autoApproved', env.instance.starterId)
        continue
      }
      if (onEmpty === 2) {
        skipPending(state, env)
        finish(state, is.rejected)
        return
      }
      users = onEmpty === 3 ? (node.onEmpty?.userIds ?? []) : env.org.schemeAdminIds
    }
    state.round += 1
    const mode = node.multiMode ?? multiModes.sequential
    const first = mode === multiModes.sequential ? users.slice(0, 1) : users
    for (const userId of first) newTask(state, env, node, userId, 'approve', users)
    Object.assign(state.internal, { queue: mode === multiModes.sequential ? users.slice(1) : [], n: first.length, nodeId: node.id }) // prettier-ignore
    state.currentNodeIds = [node.id]
    return
  }
  finish(state, is.approved)
}

function pathIndex(env: EngineEnv, nodeId: string): number {
  return linearPath(env.instance).findIndex((node) => node.id === nodeId)
}

function nodeTasks(state: EngineState, nodeId: string) {
  return state.tasks.filter((t) => t.nodeId === nodeId && t.round === state.round && t.kind === 'approve') // prettier-ignore
}

/** After an approve or reject in the current node: does it pass, fail or wait? */
function settleNode(
  state: EngineState,
  env: EngineEnv,
  effects: EngineEffects,
  node: ModelNode,
  rejected: boolean,
) {
  // prettier-ignore
  const internal = internalOf(state)
  const tasks = nodeTasks(state, node.id)
  const approvals = tasks.filter((t) => t.status === ts.approved).length
  const pending = tasks.filter((t) => t.status === ts.pending || t.status === ts.delegated).length
  const mode = node.multiMode ?? multiModes.sequential
  const threshold = mode === multiModes.countersign ? Math.floor((internal.n * (node.passPercent ?? 100) + 99) / 100) : 1 // prettier-ignore
  const failFast = (node.countersignRejectPolicy ?? 1) === 1
  const nodeRejected = rejected && (mode !== multiModes.countersign || failFast || approvals + pending < threshold) // prettier-ignore
  if (nodeRejected) return rejectNode(state, env, effects, node)
  if (mode === multiModes.sequential && internal.queue.length > 0 && !rejected) {
    const [next, ...rest] = internal.queue
    newTask(state, env, node, next, 'approve')
    internal.queue = rest
    return
  }
  if (approvals >= threshold && !(mode === multiModes.sequential && pending > 0)) {
    for (const task of tasks) if (task.status === ts.pending) close(task, ts.skipped, env)
    enterFrom(state, env, effects, pathIndex(env, node.id) + 1)
  }
}

function rejectNode(state: EngineState, env: EngineEnv, effects: EngineEffects, node: ModelNode) {
  const target = node.rejectPolicy?.type === 2 ? node.rejectPolicy.nodeId : undefined
  if (target) return returnTo(state, env, effects, target)
  skipPending(state, env)
  finish(state, is.rejected)
}

function returnTo(
  state: EngineState,
  env: EngineEnv,
  effects: EngineEffects,
  targetNodeId: string,
) {
  skipPending(state, env)
  const target = findModelNode(env.instance.model, targetNodeId)!
  if (target.type === nodeTypes.start) {
    state.round += 1
    newTask(state, env, target, env.instance.starterId, 'resubmit')
    state.currentNodeIds = [target.id]
    Object.assign(state.internal, { queue: [], n: 1, nodeId: target.id })
    return
  }
  enterFrom(state, env, effects, pathIndex(env, targetNodeId))
}

function targetsOf(state: EngineState, env: EngineEnv, task: EngineTask) {
  const path = linearPath(env.instance)
  const here = path.findIndex((n) => n.id === task.nodeId)
  const passed = new Set(state.tasks.filter((t) => t.status === ts.approved && t.kind === 'approve').map((t) => t.nodeId)) // prettier-ignore
  return path.slice(0, Math.max(here, 0)).filter((n) => n.type === nodeTypes.start || ((n.type === nodeTypes.approver || n.type === nodeTypes.handler) && passed.has(n.id))) // prettier-ignore
}

/** Rule 6: nothing acted on since the last submit or resubmit, or waiting at Start. */
function mayWithdraw(state: EngineState, env: EngineEnv): boolean {
  if (state.status !== is.running || !env.instance.settings.allowWithdraw) return false
  const acted = [ts.approved, ts.rejected, ts.returned, ts.transferred, ts.delegated]
  const atStart = state.tasks.some((t) => t.kind === 'resubmit' && t.status === ts.pending)
  return atStart || !state.tasks.some((t) => t.kind !== 'resubmit' && acted.includes(t.status as never) && (t.completedTime ?? 0) >= state.lastSubmitTime) // prettier-ignore
}

function taskAction(
  state: EngineState,
  action: Extract<EngineAction, { taskId: string }>,
  actorId: string,
  env: EngineEnv,
  effects: EngineEffects,
): EngineRefusal | null {
  // prettier-ignore
  const task = state.tasks.find((t) => t.id === action.taskId)
  if (!task) return refuse('Workflow:TaskAlreadyCompleted')
  if (action.type === 'reassign') {
    if (task.status !== ts.pending) return refuse('Workflow:TaskAlreadyCompleted')
    const node = findModelNode(env.instance.model, task.nodeId)!
    close(task, ts.transferred, env, action.comment)
    const next = newTask(state, env, node, action.userId, task.kind)
    next.round = task.round
    addEntry(state, env, node, 'reassigned', actorId, { comment: action.comment })
    return null
  }
  if (task.status !== ts.pending) return refuse('Workflow:TaskAlreadyCompleted')
  const node = findModelNode(env.instance.model, task.nodeId)!
  const behalf = { onBehalfOfId: task.onBehalfOfId, comment: action.type === 'reduce' ? null : action.comment } // prettier-ignore
  if (task.kind === 'resolve' && action.type !== 'resolve') return refuse('unsupported', action.type) // prettier-ignore
  switch (action.type) {
    case 'approve':
      if (task.kind === 'resubmit') {
        close(task, ts.approved, env, action.comment)
        addEntry(state, env, node, 'resubmitted', actorId, behalf)
        state.lastSubmitTime = env.now
        enterFrom(state, env, effects, 1)
        return null
      }
      close(task, ts.approved, env, action.comment)
      addEntry(state, env, node, 'approved', actorId, behalf)
      settleNode(state, env, effects, node, false)
      return null
    case 'reject':
      if (node.type === nodeTypes.handler || task.kind === 'resubmit') return refuse('unsupported', 'reject') // prettier-ignore
      close(task, ts.rejected, env, action.comment)
      addEntry(state, env, node, 'rejected', actorId, behalf)
      settleNode(state, env, effects, node, true)
      return null
    case 'return': {
      if (!targetsOf(state, env, task).some((n) => n.id === action.targetNodeId)) return refuse('Workflow:InvalidReturnTarget') // prettier-ignore
      close(task, ts.returned, env, action.comment)
      addEntry(state, env, node, 'returned', actorId, behalf)
      returnTo(state, env, effects, action.targetNodeId)
      return null
    }
    case 'transfer':
    case 'delegate': {
      if (action.userId.toLowerCase() === task.assigneeId.toLowerCase()) return refuse('Workflow:CannotTransferToSelf') // prettier-ignore
      if (
        nodeTasks(state, node.id).some(
          (t) =>
            t.status === ts.pending && t.assigneeId.toLowerCase() === action.userId.toLowerCase(),
        )
      ) {
        // prettier-ignore
        return refuse('Workflow:AlreadyAssignee', userName(env, action.userId))
      }
      if (action.type === 'transfer') {
        close(task, ts.transferred, env, action.comment)
        newTask(state, env, node, action.userId, task.kind).round = task.round
        addEntry(state, env, node, 'transferred', actorId, behalf)
      } else {
        task.status = ts.delegated
        task.concurrencyStamp = newConcurrencyStamp()
        const helper = newTask(state, env, node, action.userId, 'resolve')
        Object.assign(helper, { round: task.round, ownerTaskId: task.id, dueTime: task.dueTime })
        addEntry(state, env, node, 'delegated', actorId, behalf)
      }
      return null
    }
    case 'resolve': {
      if (task.kind !== 'resolve') return refuse('unsupported', 'resolve')
      close(task, ts.approved, env, action.comment)
      const owner = state.tasks.find((t) => t.id === task.ownerTaskId)
      if (owner) {
        owner.status = ts.pending
        owner.concurrencyStamp = newConcurrencyStamp()
      }
      addEntry(state, env, node, 'resolved', actorId, behalf)
      return null
    }
    case 'cc':
      for (const userId of action.userIds) effects.ccs.push({ userId, fromUserId: actorId, nodeId: node.id, comment: action.comment ?? null }) // prettier-ignore
      addEntry(state, env, node, 'cc', actorId, behalf)
      task.concurrencyStamp = newConcurrencyStamp()
      return null
    default:
      return refuse('unsupported', action.type)
  }
}

function apply(
  input: EngineState,
  action: EngineAction,
  actorId: string,
  env: EngineEnv,
): EngineStep | EngineRefusal {
  // prettier-ignore
  const state: EngineState = structuredClone(input)
  const effects = noEffects()
  const start = { id: env.instance.model.id, name: env.instance.model.name }
  switch (action.type) {
    case 'comment':
      addEntry(state, env, start, 'commented', actorId, { comment: action.comment })
      return { state, effects }
    case 'withdraw':
      if (!mayWithdraw(state, env)) return refuse('Workflow:WithdrawNotAllowed')
      skipPending(state, env)
      finish(state, is.withdrawn)
      addEntry(state, env, start, 'withdrawn', actorId, { comment: action.comment })
      return { state, effects }
    case 'cancel':
      if (state.status !== is.running) return refuse('Workflow:TaskAlreadyCompleted')
      skipPending(state, env, ts.cancelled)
      finish(state, is.cancelled)
      addEntry(state, env, start, 'cancelled', actorId, { comment: action.comment })
      return { state, effects }
    case 'remind': {
      const minutes = env.instance.settings.remindMinIntervalMinutes
      if (state.lastRemindTime !== null && env.now - state.lastRemindTime < minutes * minuteMs) {
        return refuse('Workflow:RemindTooSoon', Math.ceil((state.lastRemindTime + minutes * minuteMs - env.now) / minuteMs)) // prettier-ignore
      }
      if (state.status !== is.running) return refuse('Workflow:WithdrawNotAllowed')
      state.lastRemindTime = env.now
      for (const t of state.tasks) if (t.status === ts.pending) effects.reminders.push({ userId: t.assigneeId, taskId: t.id }) // prettier-ignore
      addEntry(state, env, start, 'reminded', actorId)
      return { state, effects }
    }
    default: {
      if (state.status !== is.running) return refuse('Workflow:TaskAlreadyCompleted')
      const refusal = taskAction(state, action, actorId, env, effects)
      return refusal ?? { state, effects }
    }
  }
}

export const minimalEngine: WorkflowEnginePort = {
  start(env, actorId) {
    const state: EngineState = { status: is.running, currentNodeIds: [], round: 0, tasks: [], timeline: [], lastSubmitTime: env.now, lastRemindTime: null, internal: { queue: [], n: 0, nodeId: null } } // prettier-ignore
    const effects = noEffects()
    addEntry(state, env, { id: env.instance.model.id, name: env.instance.model.name }, 'submitted', actorId) // prettier-ignore
    enterFrom(state, env, effects, 1)
    return { state, effects }
  },
  apply,
  runDueTimeouts(input, env) {
    const due = input.tasks.filter((t) => t.status === ts.pending && t.dueTime !== null && t.dueTime <= env.now) // prettier-ignore
    if (due.length === 0 || input.status !== is.running) return null
    let state = structuredClone(input)
    const effects = noEffects()
    for (const { id } of due) {
      const task = state.tasks.find((t) => t.id === id)!
      if (task.status !== ts.pending) continue
      const node = findModelNode(env.instance.model, task.nodeId)!
      const timeout = node.timeout
      // A due time the node gives no timeout for (a seeded one) only marks the task overdue.
      if (!timeout) continue
      addEntry(state, env, node, 'timeout', task.assigneeId)
      if (timeout.action === 1 || (timeout.action === 2 && node.requireSignature)) {
        if (task.reminders < (timeout.maxReminders ?? 1)) effects.reminders.push({ userId: task.assigneeId, taskId: task.id }) // prettier-ignore
        task.reminders += 1
        task.dueTime = env.now + timeout.afterMinutes * minuteMs
        continue
      }
      const step = apply(state, timeout.action === 2 ? { type: 'approve', taskId: id } : { type: 'reject', taskId: id, comment: 'timeout' }, task.assigneeId, env) // prettier-ignore
      if ('refused' in step) continue
      state = step.state
      effects.ccs.push(...step.effects.ccs)
    }
    return { state, effects }
  },
  previewPath(env): PathStep[] {
    return linearPath(env.instance).map((node) => ({
      nodeId: node.id,
      name: node.name,
      type: node.type,
      multiMode: node.type === nodeTypes.approver || node.type === nodeTypes.handler ? (node.multiMode ?? multiModes.sequential) : null, // prettier-ignore
      assigneeIds: node.type === nodeTypes.start ? [env.instance.starterId] : resolveNodeAssignees(node, env.instance, env.org), // prettier-ignore
    }))
  },
  actionsOf(state, taskId, env) {
    const task = state.tasks.find((t) => t.id === taskId)
    if (!task || task.status !== ts.pending || state.status !== is.running) return []
    if (task.kind === 'resolve') return ['resolve']
    if (task.kind === 'resubmit') return ['approve', 'withdraw']
    const node = findModelNode(env.instance.model, task.nodeId)!
    const b = node.buttons ?? {}
    const actions = ['approve']
    if (node.type !== nodeTypes.handler && b.reject !== false) actions.push('reject')
    if (b.return !== false && targetsOf(state, env, task).length > 0) actions.push('return')
    if (b.transfer !== false) actions.push('transfer')
    if (b.delegate !== false) actions.push('delegate')
    if (b.cc !== false) actions.push('cc')
    return [...actions, 'comment']
  },
  returnTargets(state, taskId, env) {
    const task = state.tasks.find((t) => t.id === taskId)
    return task ? targetsOf(state, env, task).map((n) => ({ nodeId: n.id, name: n.name })) : []
  },
}
