import { clockTimeMs, formatClockTime } from '../../core/db/clock-time.ts'
import { sameId } from '../../core/db/audit.ts'
import * as engine from './engine/engine.ts'
import { schemeGraph } from './engine/scheme-graph.ts'
import type { EngineEffects, EngineEnv, EngineRefusal, EngineState, EngineStep, EngineTask, WorkflowEnginePort } from './workflow-engine-port.ts' // prettier-ignore

/**
 * The engine (engine/, workflow-api.md §3, proved by its vectors) behind the routes' port. The
 * engine's own state is kept whole in `internal.engine`; the members the routes read are a view
 * of it rebuilt after every step (times in milliseconds, nulls for absent members). Task to-dos
 * and cc rows stay the backend's (it writes them from the view and the effects), so the engine's
 * `todos` and `cc` are read only for reminders and new cc entries.
 */
type Real = engine.EngineState

const realOf = (state: EngineState) => state.internal.engine as Real
const msOf = (time: string | null | undefined) => (time ? clockTimeMs(time) : null)

function schemeOf(env: EngineEnv): engine.PinnedScheme {
  const { instance } = env
  return { schemeId: instance.schemeId, version: instance.schemeVersion, name: instance.schemeName, model: instance.model, settings: instance.settings } // prettier-ignore
}

/** The engine compares ids exactly; the routes compare them case-insensitively. */
function directoryId(env: EngineEnv, id: string): string {
  return env.org.users.find((u) => sameId(u.id, id))?.id ?? id
}

function taskView(task: engine.EngineTask): EngineTask {
  return {
    id: task.id,
    nodeId: task.nodeId,
    nodeName: task.nodeName,
    round: task.round,
    kind: task.kind,
    assigneeId: task.assigneeId,
    onBehalfOfId: task.onBehalfOfId ?? null,
    ownerTaskId: task.ownerTaskId ?? null,
    status: task.status,
    creationTime: msOf(task.creationTime) ?? 0,
    completedTime: msOf(task.completedTime),
    dueTime: msOf(task.dueTime),
    comment: task.comment ?? null,
    concurrencyStamp: task.concurrencyStamp,
    reminders: task.remindersSent ?? 0,
    ...(task.sealGroup !== undefined ? { sealGroup: task.sealGroup } : {}),
  }
}

export function viewOf(real: Real): EngineState {
  const submits = real.timeline.filter((e) => e.type === 'submitted' || e.type === 'resubmitted')
  return {
    status: real.instance.status,
    currentNodeIds: [...new Set(real.tasks.filter((t) => t.status === engine.taskStatuses.pending).map((t) => t.nodeId))], // prettier-ignore
    round: real.run.rounds,
    tasks: real.tasks.map(taskView),
    timeline: real.timeline,
    lastSubmitTime: msOf(submits.at(-1)?.time) ?? 0,
    lastRemindTime: msOf(real.run.lastRemindTime),
    internal: { engine: real },
  }
}

function stepOf(result: engine.EngineResult & { ok: true }, env: EngineEnv): EngineStep {
  const { state, effects } = result
  const pendingTaskOf = (userId: string) => state.tasks.find((t) => t.assigneeId === userId && t.status === engine.taskStatuses.pending)?.id // prettier-ignore
  const out: EngineEffects = {
    ccs: effects.ccCreated.map((c) => ({ userId: c.userId, fromUserId: c.fromUserId ?? env.instance.starterId, nodeId: c.nodeId, comment: c.comment ?? null })), // prettier-ignore
    reminders: effects.todosOpened.filter((t) => t.source === engine.todoSources.system).flatMap((t) => { const taskId = pendingTaskOf(t.userId); return taskId ? [{ userId: t.userId, taskId }] : [] }), // prettier-ignore
  }
  return { state: viewOf(state), effects: out }
}

function answer(result: engine.EngineResult, env: EngineEnv): EngineStep | EngineRefusal {
  if (result.ok) return stepOf(result, env)
  const { code, data, member } = result.refusal
  return { refused: code, args: Object.values(data ?? {}) as (string | number)[], member }
}

/** The engine's call context; the data the routes hold is the one conditions read. */
function contextOf(env: EngineEnv): engine.OrgContext {
  return { ...env.org, newId: () => env.newId() }
}

/** Picks per node as the directory spells the users (a value that is not a list stays for the engine to refuse). */
function picksIn(
  env: EngineEnv,
  picks: Record<string, unknown> | undefined,
): Record<string, string[]> | undefined {
  if (!picks) return undefined
  return Object.fromEntries(Object.entries(picks).map(([nodeId, ids]) => [nodeId, Array.isArray(ids) ? ids.map((id) => (typeof id === 'string' ? directoryId(env, id) : id)) : ids])) as Record<string, string[]> // prettier-ignore
}

function withData(state: EngineState, env: EngineEnv): Real {
  const real = realOf(state)
  return { ...real, instance: { ...real.instance, formData: env.instance.formData } }
}

function instanceAction(
  action: Parameters<WorkflowEnginePort['apply']>[1],
  env: EngineEnv,
): engine.InstanceAction | null {
  // prettier-ignore
  switch (action.type) {
    case 'comment':
      return { type: 'comment', content: action.comment }
    case 'withdraw':
      return { type: 'withdraw', reason: action.comment }
    case 'remind':
      return { type: 'remind' }
    case 'cancel':
      return { type: 'cancel', reason: action.comment }
    case 'reassign':
      return { type: 'reassign', taskId: action.taskId, userId: directoryId(env, action.userId), reason: action.comment } // prettier-ignore
    default:
      return null
  }
}

export const engineAdapter: WorkflowEnginePort = {
  start(env, actorId) {
    const { instance } = env
    const input = { instanceId: instance.id, title: instance.title, projectId: instance.projectId, htdId: instance.htdId, starterId: directoryId(env, actorId), formData: instance.formData, selectedAssignees: picksIn(env, instance.selectedAssignees) } // prettier-ignore
    return answer(engine.startInstance(schemeOf(env), input, contextOf(env), formatClockTime(env.now)), env) // prettier-ignore
  },
  apply(state, action, actorId, env) {
    const actor = directoryId(env, actorId)
    const now = formatClockTime(env.now)
    const onInstance = instanceAction(action, env)
    if (onInstance) return answer(engine.applyAction(withData(state, env), schemeOf(env), onInstance, actor, contextOf(env), now), env) // prettier-ignore
    const { taskId, ...rest } = action as Extract<typeof action, { taskId: string }>
    const taskAction = ('userId' in rest ? { ...rest, userId: directoryId(env, rest.userId) } : 'userIds' in rest ? { ...rest, userIds: rest.userIds.map((id) => directoryId(env, id)) } : 'nextAssignees' in rest ? { ...rest, nextAssignees: picksIn(env, rest.nextAssignees) } : rest) as engine.TaskAction // prettier-ignore
    return answer(engine.applyTaskAction(withData(state, env), schemeOf(env), taskId, taskAction, actor, contextOf(env), now), env) // prettier-ignore
  },
  runDueTimeouts(state, env) {
    const result = engine.runDueTimeouts(withData(state, env), schemeOf(env), contextOf(env), formatClockTime(env.now)) // prettier-ignore
    if (!result.ok) return null
    const { timelineAdded, todosOpened, tasksOpened, tasksClosed } = result.effects
    const changed = timelineAdded.length + todosOpened.length + tasksOpened.length + tasksClosed.length > 0 // prettier-ignore
    return changed ? stepOf(result, env) : null
  },
  previewPath(env) {
    const { instance } = env
    const { path } = engine.previewPath(schemeOf(env), { starterId: instance.starterId, formData: instance.formData, selectedAssignees: picksIn(env, instance.selectedAssignees) }, contextOf(env)) // prettier-ignore
    return path.map((step) => ({ nodeId: step.nodeId, name: step.name, type: step.type, multiMode: step.multiMode ?? null, assigneeIds: step.assigneeIds, ...(step.skippedReason ? { skippedReason: step.skippedReason } : {}), ...(step.seals ? { seals: step.seals } : {}) })) // prettier-ignore
  },
  actionsOf(state, taskId, env) {
    return engine.describeTask(withData(state, env), schemeOf(env), contextOf(env), formatClockTime(env.now), taskId)?.actions ?? [] // prettier-ignore
  },
  returnTargets(state, taskId, env) {
    const described = engine.describeTask(withData(state, env), schemeOf(env), contextOf(env), formatClockTime(env.now), taskId) // prettier-ignore
    const { places } = schemeGraph(env.instance.model)
    return (described?.returnTargets ?? []).map((nodeId) => ({ nodeId, name: places.get(nodeId)?.node.name ?? nodeId })) // prettier-ignore
  },
}
