import { firstUnwritableKey, nodeAccess } from './field-permissions.ts'
import {
  activeOf,
  continueAfter,
  createNodeTask,
  evaluateNode,
  returnTargets,
  returnTo,
  tasksOf,
} from './node-flow.ts'
import { checkPicks, previousPickNodes } from './approver-picks.ts'
import { nodeOf } from './scheme-graph.ts'
import { Refusal, refuse, type EngineSession } from './engine-session.ts'
import {
  instanceStatuses,
  multiModes,
  nodeTypes,
  taskStatuses,
  type EngineTask,
  type SchemeNode,
  type TaskAction,
} from './engine-types.ts'

// The actions on one task (§3, §4): checks first (each refusal a §9 code), then the change.

const invalid = (member: string): never => {
  throw new Refusal({ code: 'Validation', httpStatus: 400, member })
}

/** Which `buttons` flag gates an action (§2); approve, resolve, reduce and seal have none. */
const buttonOf: Partial<
  Record<TaskAction['type'], 'reject' | 'return' | 'transfer' | 'delegate' | 'addSign' | 'cc'>
> = {
  reject: 'reject',
  return: 'return',
  transfer: 'transfer',
  delegate: 'delegate',
  addSign: 'addSign',
  cc: 'cc',
}

/** Actions each kind of task offers (a delegatee's only action is Resolve; a holder seals or returns). */
const actionsByKind: Record<EngineTask['kind'], TaskAction['type'][]> = {
  approve: ['approve', 'reject', 'return', 'transfer', 'delegate', 'addSign', 'reduce', 'cc'],
  resubmit: ['approve'],
  resolve: ['resolve'],
  seal: ['seal', 'return', 'cc'],
}

function waitsForBefore(s: EngineSession, task: EngineTask): boolean {
  return s.state.tasks.some(
    (t) => t.addedByTaskId === task.id && t.addSignMode === 1 && t.status === taskStatuses.pending,
  )
}

/** The actions a task offers now (TaskDetailDto.actions). */
export function taskActions(s: EngineSession, task: EngineTask): TaskAction['type'][] {
  if (task.status !== taskStatuses.pending || s.state.instance.status !== instanceStatuses.running)
    return []
  if (waitsForBefore(s, task)) return ['reduce', 'cc']
  const node = nodeOf(s.graph, task.nodeId)
  return actionsByKind[task.kind].filter((type) => {
    const button = buttonOf[type]
    if (button && node.buttons?.[button] === false) return false
    if (type === 'reject' && node.type === nodeTypes.handler) return false
    if (type === 'addSign' && task.addedByTaskId) return true // refused with its own code
    return true
  })
}

function checkUsers(s: EngineSession, userIds: readonly string[], member: string): void {
  if (userIds.length === 0) invalid(member)
  for (const id of userIds) {
    if (!s.ctx.users.some((u) => u.id === id && u.active !== false)) invalid(member)
  }
}

/** A user already holding an open task in the task's node (rule 10). */
function holdsTaskInNode(s: EngineSession, task: EngineTask, userId: string): boolean {
  return s.state.tasks.some(
    (t) =>
      t.nodeId === task.nodeId &&
      t.round === task.round &&
      t.assigneeId === userId &&
      (t.status === taskStatuses.pending || t.status === taskStatuses.delegated),
  )
}

/** Refuses an action the task cannot take now; the caller has found the task and its actor. */
export function checkTaskAction(s: EngineSession, task: EngineTask, action: TaskAction): void {
  if (s.state.instance.status !== instanceStatuses.running) refuse('Workflow:TaskAlreadyCompleted')
  const node = nodeOf(s.graph, task.nodeId)
  if (action.type === 'reduce') return
  if (task.status !== taskStatuses.pending) refuse('Workflow:TaskAlreadyCompleted')
  if (action.type === 'cc') return
  if (waitsForBefore(s, task)) refuse('Workflow:AddSignPending')
  if (action.type === 'addSign' && task.addedByTaskId) refuse('Workflow:NestedAddSignNotAllowed')
  if (!taskActions(s, task).includes(action.type)) refuse('Workflow:ActionNotAllowed')
  const comment = 'comment' in action ? action.comment?.trim() : undefined
  if (action.type === 'reject' && !comment) refuse('Workflow:CommentRequired')
  if (action.type === 'approve' && node.requireComment && !comment)
    refuse('Workflow:CommentRequired')
  const needsSignature =
    node.requireSignature && (action.type === 'approve' || action.type === 'seal')
  if (needsSignature && !('signature' in action && action.signature))
    refuse('Workflow:SignatureRequired')
}

/** Applies one task action; `actorId` is the assignee acting (checked by the caller). */
export function applyTaskAction(
  s: EngineSession,
  task: EngineTask,
  action: TaskAction,
  actorId: string,
): void {
  checkTaskAction(s, task, action)
  perform(s, task, action, actorId)
  // Rule 7: the node is decided again after every action (a delegation can make a WaitForRatio
  // node unreachable; a transfer or an add-sign never passes one, but asking costs nothing).
  const active = activeOf(s, task)
  if (active) evaluateNode(s, active)
}

function perform(s: EngineSession, task: EngineTask, action: TaskAction, actorId: string): void {
  const node = nodeOf(s.graph, task.nodeId)
  switch (action.type) {
    case 'approve':
      return approve(s, task, node, action, actorId)
    case 'reject':
      return reject(s, task, action.comment ?? '', action.signature)
    case 'return':
      if (!returnTargets(s, task.nodeId).includes(action.targetNodeId))
        refuse('Workflow:InvalidReturnTarget')
      s.closeTask(task, taskStatuses.returned, action.comment)
      s.addTaskEntry(task, 'returned', { comment: action.comment })
      s.state.run.atStart = false
      return returnTo(s, task.nodeId, action.targetNodeId)
    case 'transfer':
      return transfer(s, task, node, action.userId, action.comment, 'transferred', actorId)
    case 'delegate':
      return delegate(s, task, node, action.userId, action.comment)
    case 'resolve':
      return resolve(s, task, action.comment)
    case 'addSign':
      return addSign(s, task, node, action.userIds, action.mode, action.comment)
    case 'reduce':
      return reduce(s, task, action.taskIds ?? [], action.userIds ?? [])
    case 'cc':
      checkUsers(s, action.userIds, 'userIds')
      for (const userId of action.userIds) {
        s.state.cc.push({
          id: s.newId('cc'),
          instanceId: s.state.instance.id,
          userId,
          fromUserId: actorId,
          nodeId: task.nodeId,
          ...(action.comment ? { comment: action.comment } : {}),
          creationTime: s.now,
          isRead: false,
        })
      }
      s.addTaskEntry(task, 'cc', { comment: action.comment })
      return
    case 'seal':
      return seal(s, task, node, action)
  }
}

function approve(
  s: EngineSession,
  task: EngineTask,
  node: SchemeNode,
  action: Extract<TaskAction, { type: 'approve' }>,
  actorId: string,
): void {
  const access = nodeAccess(node)
  const sent = action.formData ?? {}
  const notWritable = firstUnwritableKey(sent, access)
  if (notWritable !== null) refuse('Workflow:FieldNotWritable', { key: notWritable })
  // Rule 14: only for a following node picking its assignees "previous", and only candidates.
  checkPicks(action.nextAssignees, previousPickNodes(s.graph.root, task.nodeId), s.ctx, 'nextAssignees') // prettier-ignore
  Object.assign(s.state.instance.formData, sent)
  Object.assign(s.state.instance.selectedAssignees, action.nextAssignees ?? {})
  s.closeTask(task, taskStatuses.approved, action.comment)
  if (task.kind === 'resubmit') {
    s.addTaskEntry(task, 'resubmitted', { comment: action.comment })
    s.state.run.atStart = false
    s.state.run.active = s.state.run.active.filter((a) => a.nodeId !== task.nodeId)
    continueAfter(s, task.nodeId, [task.nodeId])
    return
  }
  s.addTaskEntry(
    task,
    'approved',
    { comment: action.comment, signature: action.signature },
    actorId,
  )
  const active = activeOf(s, task)
  if (!active) return
  const added = task.afterAddSigns ?? []
  delete task.afterAddSigns
  if (added.length > 0) {
    // Rule 8: in a Sequential node the added users come right after the adder, in order.
    if ((node.multiMode ?? multiModes.sequential) === multiModes.sequential) {
      active.queue.unshift(...added.map((userId) => ({ userId, addedByTaskId: task.id })))
    } else {
      for (const userId of added) {
        createNodeTask(s, node, userId, task.round, {
          counts: false,
          addedByTaskId: task.id,
          addSignMode: 2,
        })
      }
    }
  }
  evaluateNode(s, active)
}

function reject(
  s: EngineSession,
  task: EngineTask,
  comment: string,
  signature?: { imageHash: string },
): void {
  s.closeTask(task, taskStatuses.rejected, comment)
  s.addTaskEntry(task, 'rejected', { comment, signature })
  delete task.afterAddSigns
  const active = activeOf(s, task)
  if (!active) return
  if (task.addSignMode === 1 && task.addedByTaskId) {
    // Rule 9: a Before add-sign's reject rejects the adder's task, as if the adder had rejected.
    const adder = s.state.tasks.find((t) => t.id === task.addedByTaskId)
    s.endOpenTasks(
      (t) => t.addedByTaskId === task.addedByTaskId && t.addSignMode === 1,
      taskStatuses.skipped,
    )
    if (adder && adder.status === taskStatuses.pending) {
      s.closeTask(adder, taskStatuses.rejected)
      delete adder.afterAddSigns
    }
  }
  evaluateNode(s, active)
}

/** Transfer (and the monitor's reassign): a new task for the same node, counted as the original. */
export function transfer(
  s: EngineSession,
  task: EngineTask,
  node: SchemeNode,
  userId: string,
  comment: string | undefined,
  type: 'transferred' | 'reassigned',
  actorId: string,
): void {
  checkUsers(s, [userId], 'userId')
  if (userId === task.assigneeId) refuse('Workflow:CannotTransferToSelf')
  if (holdsTaskInNode(s, task, userId))
    refuse('Workflow:AlreadyAssignee', { name: s.userName(userId) })
  s.closeTask(task, taskStatuses.transferred, comment)
  s.addTaskEntry(task, type, { comment }, actorId)
  const { id: _id, ...copy } = task
  createNodeTask(s, node, userId, task.round, {
    kind: task.kind,
    counts: task.counts,
    ...(copy.addedByTaskId
      ? { addedByTaskId: copy.addedByTaskId, addSignMode: copy.addSignMode }
      : {}),
    ...(copy.afterAddSigns ? { afterAddSigns: copy.afterAddSigns } : {}),
    ...(copy.sealGroup !== undefined ? { sealGroup: copy.sealGroup } : {}),
    transferredFromTaskId: task.id,
  })
  delete task.afterAddSigns
  // Tasks the original added stay reducible by the new holder.
  const newTask = s.state.tasks.at(-1) as EngineTask
  for (const t of s.state.tasks) if (t.addedByTaskId === task.id) t.addedByTaskId = newTask.id
}

function delegate(
  s: EngineSession,
  task: EngineTask,
  node: SchemeNode,
  userId: string,
  comment?: string,
): void {
  checkUsers(s, [userId], 'userId')
  if (userId === task.assigneeId) refuse('Workflow:CannotTransferToSelf')
  if (holdsTaskInNode(s, task, userId))
    refuse('Workflow:AlreadyAssignee', { name: s.userName(userId) })
  s.closeTask(task, taskStatuses.delegated)
  s.addTaskEntry(task, 'delegated', { comment })
  s.createTask({
    nodeId: node.id,
    round: task.round,
    kind: 'resolve',
    counts: false,
    assigneeId: userId,
    ownerTaskId: task.id,
    ...(task.dueTime ? { dueTime: task.dueTime } : {}),
  })
}

function resolve(s: EngineSession, task: EngineTask, comment?: string): void {
  s.closeTask(task, taskStatuses.approved, comment)
  s.addTaskEntry(task, 'resolved', { comment })
  const owner = s.state.tasks.find((t) => t.id === task.ownerTaskId)
  if (owner && owner.status === taskStatuses.delegated) {
    owner.status = taskStatuses.pending
    owner.concurrencyStamp = s.stamp()
  }
}

function addSign(
  s: EngineSession,
  task: EngineTask,
  node: SchemeNode,
  userIds: string[],
  mode: number,
  comment?: string,
): void {
  checkUsers(s, userIds, 'userIds')
  if (userIds.length > 10 || ![1, 2, 3].includes(mode))
    invalid(userIds.length > 10 ? 'userIds' : 'mode')
  for (const userId of userIds) {
    const queued =
      activeOf(s, task)?.queue.some((q) => q.userId === userId) ||
      task.afterAddSigns?.includes(userId)
    if (userId === task.assigneeId || holdsTaskInNode(s, task, userId) || queued) {
      refuse('Workflow:AlreadyAssignee', { name: s.userName(userId) })
    }
  }
  s.addTaskEntry(task, 'addSigned', { comment })
  if (mode === 2) {
    task.afterAddSigns = [...(task.afterAddSigns ?? []), ...userIds]
    return
  }
  for (const userId of userIds) {
    createNodeTask(s, node, userId, task.round, {
      counts: mode === 3,
      addedByTaskId: task.id,
      addSignMode: mode,
    })
  }
}

function reduce(s: EngineSession, task: EngineTask, taskIds: string[], userIds: string[]): void {
  if (taskIds.length + userIds.length === 0) invalid('taskIds')
  const removable = taskIds.map((id) =>
    s.state.tasks.find((t) => t.id === id && t.addedByTaskId === task.id),
  )
  if (removable.some((t) => !t)) invalid('taskIds')
  if (removable.some((t) => t?.status !== taskStatuses.pending))
    refuse('Workflow:TaskAlreadyCompleted')
  if (userIds.some((id) => !task.afterAddSigns?.includes(id))) invalid('userIds')
  for (const t of removable as EngineTask[]) {
    t.reduced = true
    s.closeTask(t, taskStatuses.skipped)
  }
  if (task.afterAddSigns)
    task.afterAddSigns = task.afterAddSigns.filter((id) => !userIds.includes(id))
  s.addTaskEntry(task, 'reduced')
  const active = activeOf(s, task)
  if (active) evaluateNode(s, active)
}

function seal(
  s: EngineSession,
  task: EngineTask,
  node: SchemeNode,
  action: Extract<TaskAction, { type: 'seal' }>,
): void {
  const key = (s.ctx.seals ?? []).find((k) => k.signKeyId === action.signKeyId)
  const rule = node.seals?.[task.sealGroup ?? -1]
  if (!key || !key.holderIds.includes(task.assigneeId))
    refuse('Workflow:SealNotHeld', { name: key?.name ?? action.signKeyId })
  if (!rule || key.kind !== rule.kind || key.party !== rule.party)
    refuse('Workflow:SealMismatch', { name: key.name })
  if (!key.enabled) refuse('Workflow:SealDisabled', { name: key.name })
  s.closeTask(task, taskStatuses.approved, action.comment)
  s.addTaskEntry(task, 'sealed', {
    comment: action.comment,
    signature: action.signature,
    seal: {
      signKeyId: key.signKeyId,
      name: key.name,
      ...(key.organizationName ? { organizationName: key.organizationName } : {}),
      ...(action.imageHash ? { imageHash: action.imageHash } : {}),
    },
  })
  const active = activeOf(s, task)
  if (active) evaluateNode(s, active)
}

export { tasksOf }
