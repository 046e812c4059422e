import { hasInstanceGrant } from './assignee-resolution.ts'
import { checkPicks, starterPickNodes } from './approver-picks.ts'
import { diffEffects, EngineSession, Refusal, refuse } from './engine-session.ts'
import { applyInstanceAction, canWithdraw } from './instance-actions.ts'
import { continueAfter, returnTargets as targetsOf } from './node-flow.ts'
import { applyTaskAction as applyToTask, taskActions as actionsOf } from './task-actions.ts'
import { runTimeouts } from './timeouts.ts'
import {
  instanceStatuses,
  type ApiTime,
  type EngineResult,
  type EngineState,
  type InstanceAction,
  type OrgContext,
  type PinnedScheme,
  type TaskAction,
} from './engine-types.ts'

/**
 * The approval engine (workflow-api.md §3), pure: each call takes a state, the pinned scheme, the
 * organisation context and the business clock's `now`, and answers the next state with what
 * changed (`effects`), or a refusal. The caller's state is never modified. See
 * docs/workflow-engine.md for the model, and engine-vectors.json for what it is proved against.
 */

export interface StartInput {
  instanceId: string
  title: string
  projectId: string
  htdId?: string | null
  starterId: string
  formData: Record<string, unknown>
  selectedAssignees?: Record<string, string[]>
  /** Save as a Draft (rule 16): no tasks, nothing pinned. */
  draft?: boolean
}

function run(
  before: EngineState | null,
  working: EngineState,
  scheme: PinnedScheme,
  ctx: OrgContext,
  now: ApiTime,
  change: (s: EngineSession) => void,
): EngineResult {
  const session = new EngineSession(working, scheme, ctx, now)
  try {
    change(session)
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, refusal: error.refusal }
    throw error
  }
  working.instance.concurrencyStamp = session.stamp()
  return { ok: true, state: working, effects: diffEffects(before, working) }
}

/** Rule 15's checks: a grant on the project or section, the start scope, a startable scheme. */
function checkStart(scheme: PinnedScheme, ctx: OrgContext, starterId: string): void {
  const granted = ctx.htd
    ? hasInstanceGrant(ctx, starterId)
    : ctx.grants.some((g) => g.userId === starterId && g.projectId === ctx.project.id)
  if (!granted) throw new Refusal({ code: 'Volo.Authorization:010001', httpStatus: 403 })
  const scope = scheme.startScope
  const starter = ctx.users.find((u) => u.id === starterId)
  const scoped =
    scope && (scope.organizationIds?.length || scope.positionIds?.length || scope.userIds?.length)
  if (scoped) {
    const inScope =
      scope.userIds?.includes(starterId) ||
      starter?.organizationIds.some((id) => scope.organizationIds?.includes(id)) ||
      starter?.positionIds.some((id) => scope.positionIds?.includes(id))
    if (!inScope) refuse('Workflow:NotInStartScope', { name: scheme.name })
  }
  if (scheme.startable === false) refuse('Workflow:SchemeNotStartable', { name: scheme.name })
}

function submit(s: EngineSession): void {
  const { instance } = s.state
  instance.schemeVersion = s.scheme.version
  instance.formId = s.scheme.formId ?? null
  instance.formVersion = s.scheme.formVersion ?? null
  instance.status = instanceStatuses.running
  instance.startTime = s.now
  s.addEntry({ nodeId: s.graph.root.id, type: 'submitted', userId: instance.starterId })
  continueAfter(s, s.graph.root.id, [s.graph.root.id])
}

/** Starts an instance (or saves a Draft): pins the scheme version and enters the first nodes. */
export function startInstance(
  scheme: PinnedScheme,
  input: StartInput,
  ctx: OrgContext,
  now: ApiTime,
): EngineResult {
  const state: EngineState = {
    instance: {
      id: input.instanceId,
      title: input.title,
      schemeId: scheme.schemeId,
      schemeName: scheme.name,
      schemeVersion: null,
      formId: null,
      formVersion: null,
      projectId: input.projectId,
      htdId: input.htdId ?? null,
      starterId: input.starterId,
      starterName: ctx.users.find((u) => u.id === input.starterId)?.name ?? input.starterId,
      status: instanceStatuses.draft,
      formData: structuredClone(input.formData),
      selectedAssignees: structuredClone(input.selectedAssignees ?? {}),
      startTime: null,
      endTime: null,
      concurrencyStamp: '',
    },
    tasks: [],
    timeline: [],
    cc: [],
    todos: [],
    run: {
      active: [],
      splits: [],
      passed: [],
      atStart: false,
      lastRemindTime: null,
      rounds: 0,
      seq: 0,
    },
  }
  return run(null, state, scheme, ctx, now, (s) => {
    checkStart(scheme, ctx, input.starterId)
    checkPicks(input.selectedAssignees, starterPickNodes(scheme.model), ctx, 'selectedAssignees')
    if (!input.draft) submit(s)
  })
}

/** Submits a Draft (rule 16): pins the version published now (the caller re-validates the data). */
export function submitDraft(
  state: EngineState,
  scheme: PinnedScheme,
  ctx: OrgContext,
  now: ApiTime,
  formData?: Record<string, unknown>,
): EngineResult {
  const working = structuredClone(state)
  return run(state, working, scheme, ctx, now, (s) => {
    if (working.instance.status !== instanceStatuses.draft) refuse('Workflow:TaskAlreadyCompleted')
    checkStart(scheme, ctx, working.instance.starterId)
    if (formData) working.instance.formData = structuredClone(formData)
    submit(s)
  })
}

/** Checks of §3 "Concurrency" common to every task action: the row, the stamp, Pending. */
export function applyTaskAction(
  state: EngineState,
  scheme: PinnedScheme,
  taskId: string,
  action: TaskAction,
  actorId: string,
  ctx: OrgContext,
  now: ApiTime,
  concurrencyStamp?: string,
): EngineResult {
  const working = structuredClone(state)
  return run(state, working, scheme, ctx, now, (s) => {
    const task = working.tasks.find((t) => t.id === taskId)
    if (!task || task.assigneeId !== actorId)
      throw new Refusal({ code: 'NotFound', httpStatus: 404 })
    // A task no longer Pending answers TaskAlreadyCompleted before a stale stamp answers 409.
    const settled = task.status !== 1 && action.type !== 'reduce' && action.type !== 'cc'
    if (!settled && concurrencyStamp !== undefined && concurrencyStamp !== task.concurrencyStamp) {
      throw new Refusal({ code: 'Concurrency', httpStatus: 409 })
    }
    applyToTask(s, task, action, actorId)
  })
}

export function applyAction(
  state: EngineState,
  scheme: PinnedScheme,
  action: InstanceAction,
  actorId: string,
  ctx: OrgContext,
  now: ApiTime,
  concurrencyStamp?: string,
): EngineResult {
  const working = structuredClone(state)
  return run(state, working, scheme, ctx, now, (s) => {
    if (concurrencyStamp !== undefined && concurrencyStamp !== state.instance.concurrencyStamp) {
      throw new Refusal({ code: 'Concurrency', httpStatus: 409 })
    }
    applyInstanceAction(s, action, actorId)
  })
}

/** Runs every timeout due at `now` (the business clock moved). No change → effects all empty. */
export function runDueTimeouts(
  state: EngineState,
  scheme: PinnedScheme,
  ctx: OrgContext,
  now: ApiTime,
): EngineResult {
  const working = structuredClone(state)
  return run(state, working, scheme, ctx, now, (s) => runTimeouts(s))
}

/** For TaskDetailDto: the actions a task offers and where it may return. */
export function describeTask(
  state: EngineState,
  scheme: PinnedScheme,
  ctx: OrgContext,
  now: ApiTime,
  taskId: string,
) {
  const session = new EngineSession(structuredClone(state), scheme, ctx, now)
  const task = session.state.tasks.find((t) => t.id === taskId)
  if (!task) return null
  return {
    actions: actionsOf(session, task),
    returnTargets:
      task.kind === 'approve' || task.kind === 'seal' ? targetsOf(session, task.nodeId) : [],
  }
}

/** Whether the starter may withdraw now (rule 6). */
export function withdrawAllowed(
  state: EngineState,
  scheme: PinnedScheme,
  ctx: OrgContext,
  now: ApiTime,
): boolean {
  return canWithdraw(new EngineSession(structuredClone(state), scheme, ctx, now))
}

export { resolveAssignees } from './assignee-resolution.ts'
export { previewPath, type PreviewResult, type PreviewStep } from './preview-path.ts'
export { readerAccess, visibleFormData } from './field-permissions.ts'
export { contentHash, firstBrokenLink, hashEntry } from './timeline-hash.ts'
export * from './engine-types.ts'
