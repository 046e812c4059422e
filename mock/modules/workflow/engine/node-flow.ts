import { resolveAssignees } from './assignee-resolution.ts'
import { chooseBranches } from './branch-choice.ts'
import { ratioVerdict, type RatioVerdict } from './countersign-ratio.ts'
import { addMinutes } from './api-time.ts'
import { delegateeFor } from './standing-delegation.ts'
import { isBefore, nodeOf, predecessors } from './scheme-graph.ts'
import type { EngineSession } from './engine-session.ts'
import {
  dedupeModes,
  instanceStatuses,
  multiModes,
  nodeTypes,
  onEmptyKinds,
  taskStatuses,
  type ActiveNode,
  type EngineTask,
  type SchemeNode,
  type TaskKind,
} from './engine-types.ts'

// How an instance moves through its model (§3): entering nodes, deciding them after every action,
// passing, rejecting, returning, joining branches and finishing.

const open = (t: EngineTask) =>
  t.status === taskStatuses.pending || t.status === taskStatuses.delegated

export function tasksOf(s: EngineSession, active: ActiveNode): EngineTask[] {
  return s.state.tasks.filter((t) => t.nodeId === active.nodeId && t.round === active.round)
}

export function activeOf(s: EngineSession, task: EngineTask): ActiveNode | undefined {
  return s.state.run.active.find((a) => a.nodeId === task.nodeId && a.round === task.round)
}

function onEmptyKind(node: SchemeNode): { kind: number; userIds?: string[] } {
  const value = node.onEmpty ?? onEmptyKinds.autoApprove
  return typeof value === 'number' ? { kind: value } : value
}

function activeUsers(s: EngineSession, ids: readonly string[]): string[] {
  return ids.filter(
    (id, i) => ids.indexOf(id) === i && s.ctx.users.some((u) => u.id === id && u.active !== false),
  )
}

/** Users whose approval counts for dedupe at a node entered after `previous` (rule 3). */
function dedupeApprovers(s: EngineSession, previous: readonly string[]): Set<string> {
  const mode = s.scheme.settings?.dedupe ?? dedupeModes.none
  if (mode === dedupeModes.none) return new Set()
  const since = lastIndexOf(s, ['submitted', 'resubmitted', 'returned'])
  const approvals = s.state.timeline
    .slice(since + 1)
    .filter(
      (e) =>
        e.type === 'approved' &&
        e.userId &&
        (mode === dedupeModes.all || previous.includes(e.nodeId)),
    )
  return new Set(approvals.map((e) => e.userId as string))
}

export function lastIndexOf(s: EngineSession, types: readonly string[]): number {
  for (let i = s.state.timeline.length - 1; i >= 0; i--) {
    if (types.includes(s.state.timeline[i].type)) return i
  }
  return -1
}

/** A new task of a node for `userId`, moved to a standing delegate when one covers it (rule 10). */
export function createNodeTask(
  s: EngineSession,
  node: SchemeNode,
  userId: string,
  round: number,
  fields: Partial<EngineTask> & { kind?: TaskKind; counts: boolean },
): EngineTask {
  const inNode = s.state.tasks
    .filter((t) => t.nodeId === node.id && t.round === round && open(t))
    .map((t) => t.assigneeId)
  const delegatee = delegateeFor(
    s.ctx.delegations ?? [],
    userId,
    { now: s.now, schemeId: s.scheme.schemeId, projectId: s.state.instance.projectId },
    [...inNode, ...(fields.kind === 'resolve' ? [] : nodeAssignees(s, node, round))],
  )
  return s.createTask({
    nodeId: node.id,
    round,
    kind: fields.kind ?? 'approve',
    assigneeId: delegatee ?? userId,
    ...(delegatee ? { onBehalfOfId: userId, onBehalfOfName: s.userName(userId) } : {}),
    ...(node.timeout ? { dueTime: addMinutes(s.now, node.timeout.afterMinutes) } : {}),
    ...fields,
  })
}

/** The users a node resolved when entered (kept for rule 10's "already an assignee"). */
function nodeAssignees(s: EngineSession, node: SchemeNode, round: number): string[] {
  const active = s.state.run.active.find((a) => a.nodeId === node.id && a.round === round)
  return active?.assigneeIds ?? []
}

function finish(s: EngineSession, status: number): void {
  s.endOpenTasks(() => true, taskStatuses.skipped)
  s.state.run.active = []
  s.state.run.splits = []
  s.state.instance.status = status
  s.state.instance.endTime = s.now
}

/** Rejects the instance (EndProcess): every open task of every branch becomes Skipped. */
export function rejectInstance(s: EngineSession): void {
  finish(s, instanceStatuses.rejected)
}

/** Goes on after a node passed: its childNode, else the end of its chain. */
export function continueAfter(s: EngineSession, nodeId: string, previous: string[]): void {
  if (s.state.instance.status !== instanceStatuses.running) return
  const place = s.graph.places.get(nodeId)
  if (!place) throw new Error(`Unknown node ${nodeId}`)
  if (place.node.childNode) enterNode(s, place.node.childNode, previous)
  else chainEnded(s, place.container, previous)
}

function chainEnded(
  s: EngineSession,
  container: { splitId: string; branchId: string } | null,
  previous: string[],
): void {
  if (!container) {
    finish(s, instanceStatuses.approved)
    return
  }
  const split = s.state.run.splits.find((x) => x.nodeId === container.splitId)
  if (!split) return
  split.finished.push(container.branchId)
  split.lastNodeIds = [...(split.lastNodeIds ?? []), ...previous]
  if (split.started.every((id) => split.finished.includes(id))) {
    s.state.run.splits = s.state.run.splits.filter((x) => x !== split)
    s.state.run.passed.push({ nodeId: split.nodeId, auto: true })
    continueAfter(s, split.nodeId, split.lastNodeIds)
  }
}

/** Enters a node: resolves assignees now, applies onEmpty and dedupe, opens its tasks (§3). */
export function enterNode(s: EngineSession, node: SchemeNode, previous: string[]): void {
  if (s.state.instance.status !== instanceStatuses.running) return
  switch (node.type) {
    case nodeTypes.end:
      finish(s, instanceStatuses.approved)
      return
    case nodeTypes.cc:
      enterCc(s, node)
      continueAfter(s, node.id, previous)
      return
    case nodeTypes.exclusive:
    case nodeTypes.parallel:
      enterSplit(s, node, previous)
      return
    case nodeTypes.seal:
      enterSeal(s, node, previous)
      return
    default:
      enterApprover(s, node, previous)
  }
}

function resolveFor(s: EngineSession, node: SchemeNode): string[] {
  const { instance } = s.state
  return resolveAssignees(node.assignees ?? [], {
    ctx: s.ctx,
    starterId: instance.starterId,
    formData: instance.formData,
    selected: instance.selectedAssignees[node.id] ?? [],
  })
}

function enterCc(s: EngineSession, node: SchemeNode): void {
  const users = resolveFor(s, node)
  for (const userId of users) {
    s.state.cc.push({
      id: s.newId('cc'),
      instanceId: s.state.instance.id,
      userId,
      nodeId: node.id,
      creationTime: s.now,
      isRead: false,
    })
  }
  if (users.length > 0) s.addEntry({ nodeId: node.id, type: 'cc' })
}

function enterSplit(s: EngineSession, node: SchemeNode, previous: string[]): void {
  const { instance } = s.state
  const chosen = chooseBranches(node, s.ctx, instance.formData, instance.starterId)
  s.state.run.splits.push({
    nodeId: node.id,
    started: chosen.map((b) => b.id),
    finished: [],
    lastNodeIds: [],
  })
  for (const branch of chosen) {
    if (s.state.instance.status !== instanceStatuses.running) return
    if (branch.childNode) enterNode(s, branch.childNode, previous)
    else chainEnded(s, { splitId: node.id, branchId: branch.id }, previous)
  }
}

/** Empty → onEmpty (§2): the users to assign, or null when the node was decided without anyone. */
function applyOnEmpty(s: EngineSession, node: SchemeNode, previous: string[]): string[] | null {
  const onEmpty = onEmptyKind(node)
  let users: string[] = []
  if (onEmpty.kind === onEmptyKinds.assign) users = activeUsers(s, onEmpty.userIds ?? [])
  if (onEmpty.kind === onEmptyKinds.schemeAdmins) users = activeUsers(s, s.ctx.schemeAdminIds ?? [])
  if (users.length > 0) return users
  if (onEmpty.kind === onEmptyKinds.autoApprove) {
    s.addEntry({ nodeId: node.id, type: 'autoApproved' })
    s.state.run.passed.push({ nodeId: node.id, auto: true })
    continueAfter(s, node.id, previous)
  } else {
    s.addEntry({ nodeId: node.id, type: 'rejected', comment: 'Workflow:NoAssigneeResolved' })
    rejectInstance(s)
  }
  return null
}

function enterApprover(s: EngineSession, node: SchemeNode, previous: string[]): void {
  let users = resolveFor(s, node)
  if (users.length === 0) {
    const assigned = applyOnEmpty(s, node, previous)
    if (!assigned) return
    users = assigned
  }
  const mode = node.multiMode ?? multiModes.sequential
  // Dedupe (rule 3): never a Handler or a node requiring a signature; or-sign needs one, else all.
  if (node.type === nodeTypes.approver && !node.requireSignature) {
    const approvers = dedupeApprovers(s, previous)
    const qualifying = users.filter((u) => approvers.has(u))
    const passes =
      mode === multiModes.orSign ? qualifying.length > 0 : qualifying.length === users.length
    if (approvers.size > 0 && passes) {
      for (const userId of qualifying) s.addEntry({ nodeId: node.id, type: 'autoApproved', userId })
      s.state.run.passed.push({ nodeId: node.id, auto: true })
      continueAfter(s, node.id, [node.id])
      return
    }
  }
  s.state.run.rounds += 1
  const round = s.state.run.rounds
  const sequential = mode === multiModes.sequential
  const active: ActiveNode = {
    nodeId: node.id,
    round,
    assigneeIds: users,
    queue: sequential ? users.slice(1).map((userId) => ({ userId })) : [],
  }
  s.state.run.active.push(active)
  for (const userId of sequential ? users.slice(0, 1) : users) {
    createNodeTask(s, node, userId, round, { counts: true })
  }
}

function sealHolders(s: EngineSession, node: SchemeNode, group: number): string[] {
  const rule = node.seals?.[group]
  if (!rule) return []
  const keys = (s.ctx.seals ?? []).filter(
    (k) => k.enabled && k.kind === rule.kind && k.party === rule.party,
  )
  return activeUsers(
    s,
    keys.flatMap((k) => k.holderIds),
  )
}

/** A seal node (rule 12): each entry of `seals` is an or-sign group of its keys' holders. */
function enterSeal(s: EngineSession, node: SchemeNode, previous: string[]): void {
  s.state.run.rounds += 1
  const round = s.state.run.rounds
  const active: ActiveNode = {
    nodeId: node.id,
    round,
    assigneeIds: [],
    queue: [],
    sealedGroups: [],
  }
  s.state.run.active.push(active)
  ;(node.seals ?? []).forEach((_, group) => {
    if (s.state.instance.status !== instanceStatuses.running) return
    let holders = sealHolders(s, node, group)
    if (holders.length === 0) {
      const onEmpty = onEmptyKind(node)
      if (onEmpty.kind === onEmptyKinds.assign) holders = activeUsers(s, onEmpty.userIds ?? [])
      if (onEmpty.kind === onEmptyKinds.schemeAdmins)
        holders = activeUsers(s, s.ctx.schemeAdminIds ?? [])
      if (holders.length === 0) {
        if (onEmpty.kind === onEmptyKinds.autoReject) {
          s.addEntry({ nodeId: node.id, type: 'rejected', comment: 'Workflow:NoAssigneeResolved' })
          rejectInstance(s)
          return
        }
        s.addEntry({ nodeId: node.id, type: 'autoApproved' })
        active.sealedGroups?.push(group)
        return
      }
    }
    active.assigneeIds.push(...holders)
    for (const userId of holders) {
      createNodeTask(s, node, userId, round, { kind: 'seal', counts: true, sealGroup: group })
    }
  })
  if (s.state.instance.status === instanceStatuses.running) evaluateNode(s, active, previous)
}

/** Tally of a node's counted tasks (rule 7: transfers keep n, reduced ones leave it). */
function tally(tasks: readonly EngineTask[]) {
  const counted = tasks.filter(
    (t) => t.counts && !t.reduced && t.status !== taskStatuses.transferred,
  )
  return {
    n: counted.length,
    approvals: counted.filter((t) => t.status === taskStatuses.approved).length,
    pending: counted.filter(open).length,
    rejections: counted.filter((t) => t.status === taskStatuses.rejected).length,
  }
}

/** Decides a node after any action, reduce or timeout; passes or rejects it when decided. */
export function evaluateNode(s: EngineSession, active: ActiveNode, previous?: string[]): void {
  if (s.state.instance.status !== instanceStatuses.running) return
  if (!s.state.run.active.includes(active)) return
  const node = nodeOf(s.graph, active.nodeId)
  const tasks = tasksOf(s, active)
  const afterAdded = tasks.filter((t) => t.addSignMode === 2 && !t.reduced)
  const afterRejected = afterAdded.some((t) => t.status === taskStatuses.rejected)
  const afterOpen = afterAdded.some(open)
  let verdict: RatioVerdict
  if (node.type === nodeTypes.seal) {
    for (const t of tasks) {
      if (
        t.sealGroup !== undefined &&
        t.status === taskStatuses.approved &&
        !active.sealedGroups?.includes(t.sealGroup)
      ) {
        active.sealedGroups?.push(t.sealGroup)
      }
    }
    s.endOpenTasks(
      (t) => tasks.includes(t) && active.sealedGroups?.includes(t.sealGroup ?? -1) === true,
      taskStatuses.skipped,
    )
    verdict = (node.seals ?? []).every((_, g) => active.sealedGroups?.includes(g))
      ? 'passed'
      : 'open'
  } else {
    const mode = node.multiMode ?? multiModes.sequential
    const t = tally(tasks)
    if (mode === multiModes.countersign) {
      verdict = ratioVerdict(t, node.passPercent ?? 100, node.countersignRejectPolicy ?? 1)
    } else if (mode === multiModes.orSign) {
      verdict = t.rejections > 0 ? 'failed' : t.approvals > 0 || t.n === 0 ? 'passed' : 'open'
      // The first decision ends the other tasks of the set at once (§3 "OrSign").
      if (verdict !== 'open') {
        s.endOpenTasks((x) => tasks.includes(x) && x.addSignMode !== 2, taskStatuses.skipped)
      }
    } else {
      verdict = t.rejections > 0 ? 'failed' : tasks.some(open) ? 'open' : 'passed'
      if (verdict === 'passed' && active.queue.length > 0) {
        const next = active.queue.shift() as ActiveNode['queue'][number]
        createNodeTask(
          s,
          node,
          next.userId,
          active.round,
          next.addedByTaskId
            ? { counts: false, addedByTaskId: next.addedByTaskId, addSignMode: 2 }
            : { counts: true },
        )
        verdict = 'open'
      }
    }
  }
  if (afterRejected) verdict = 'failed'
  else if (verdict === 'passed' && afterOpen) verdict = 'open'
  if (verdict === 'passed') passNode(s, active, previous)
  else if (verdict === 'failed') rejectNode(s, active)
}

function passNode(s: EngineSession, active: ActiveNode, _previous?: string[]): void {
  s.endOpenTasks(
    (t) => t.nodeId === active.nodeId && t.round === active.round,
    taskStatuses.skipped,
  )
  s.state.run.active = s.state.run.active.filter((a) => a !== active)
  s.state.run.passed.push({ nodeId: active.nodeId, auto: false })
  continueAfter(s, active.nodeId, [active.nodeId])
}

/** A rejected node: its `rejectPolicy` (1 EndProcess, 2 ReturnTo as a return). */
function rejectNode(s: EngineSession, active: ActiveNode): void {
  const node = nodeOf(s.graph, active.nodeId)
  if (node.rejectPolicy?.type === 2 && node.rejectPolicy.nodeId) {
    returnTo(s, active.nodeId, node.rejectPolicy.nodeId)
  } else {
    rejectInstance(s)
  }
}

/**
 * Return targets of a task (§3 "Return", rule 4): Start and the passed Approver, Handler and Seal
 * nodes before it on its own path (never a sibling branch, Cc, branch or auto-approved node).
 */
export function returnTargets(s: EngineSession, nodeId: string): string[] {
  const before = predecessors(s.graph, nodeId)
  const passed = s.state.run.passed
  const targets = before.filter((id) => {
    const type = nodeOf(s.graph, id).type
    const kinds: number[] = [nodeTypes.approver, nodeTypes.handler, nodeTypes.seal]
    return kinds.includes(type) && passed.some((p) => p.nodeId === id && !p.auto)
  })
  return [s.graph.root.id, ...targets.reverse()]
}

/**
 * Returns to a target (§3 "Return", rules 1, 2 and 4): every open task of the nodes after the
 * target is Skipped (added ones too; After add-signs not yet created are dropped), the branches
 * after it are forgotten, and the target is entered afresh (Start: the starter's resubmit task).
 */
export function returnTo(s: EngineSession, fromNodeId: string, targetNodeId: string): void {
  const run = s.state.run
  const affected = run.active.filter(
    (a) => a.nodeId === fromNodeId || isBefore(s.graph, targetNodeId, a.nodeId),
  )
  for (const a of affected) {
    for (const t of tasksOf(s, a)) delete t.afterAddSigns
    s.endOpenTasks((t) => t.nodeId === a.nodeId && t.round === a.round, taskStatuses.skipped)
  }
  run.active = run.active.filter((a) => !affected.includes(a))
  run.splits = run.splits.filter((x) => !isBefore(s.graph, targetNodeId, x.nodeId))
  run.passed = run.passed.filter(
    (p) => p.nodeId !== targetNodeId && !isBefore(s.graph, targetNodeId, p.nodeId),
  )
  const target = nodeOf(s.graph, targetNodeId)
  if (target.type === nodeTypes.start) {
    run.rounds += 1
    run.atStart = true
    run.active.push({
      nodeId: target.id,
      round: run.rounds,
      assigneeIds: [s.state.instance.starterId],
      queue: [],
    })
    // The starter's resubmit task: no timeout, no standing delegation (rule 11).
    s.createTask({
      nodeId: target.id,
      round: run.rounds,
      kind: 'resubmit',
      counts: false,
      assigneeId: s.state.instance.starterId,
    })
    return
  }
  enterNode(s, target, predecessors(s.graph, targetNodeId).slice(0, 1))
}
