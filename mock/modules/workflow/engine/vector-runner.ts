import { addMinutes } from './api-time.ts'
import {
  applyAction,
  applyTaskAction,
  describeTask,
  readerAccess,
  runDueTimeouts,
  startInstance,
  submitDraft,
  type EngineResult,
  type EngineState,
  type EngineTask,
  type OrgContext,
  type PinnedScheme,
  type StandingDelegation,
} from './engine.ts'
import { firstBrokenLink } from './timeline-hash.ts'
import { evaluateVectorCondition } from './vector-conditions.ts'

/**
 * Runs the vectors of engine-vectors.json (format: docs/workflow-engine.md). Each vector is
 * self-contained: its directory, scheme and clock (minutes after its `epoch`); tasks are named
 * `node/user` in expectations and picked by their holder (and node) in steps.
 */

export interface VectorExpect {
  error?: string
  status?: string
  tasks?: string[]
  todos?: string[]
  timeline?: string[]
  cc?: string[]
  actions?: string[]
  returnTargets?: string[]
  countsChanged?: string[]
  reader?: { user: string; monitor?: boolean; fields: Record<string, number> | null }
  /** The entries this step added, each matched on the members given. */
  timelineEntries?: Record<string, unknown>[]
  /** Members of the instance, matched on those given. */
  instance?: Record<string, unknown>
  /** The refusal's data. */
  errorData?: Record<string, unknown>
}

export interface VectorStep extends Record<string, unknown> {
  at: number
  do: string
  user?: string
  node?: string
  expect?: VectorExpect
}

export interface Vector {
  id: string
  title: string
  epoch: string
  directory: Omit<OrgContext, 'delegations' | 'evaluateCondition' | 'newId'> & {
    delegations?: (Omit<StandingDelegation, 'startTime' | 'endTime'> & {
      from: number
      to: number
    })[]
  }
  scheme: PinnedScheme
  start: VectorStep & { starter: string; formData?: Record<string, unknown>; title?: string }
  steps: VectorStep[]
}

export interface VectorFile {
  format: number
  hashExamples: {
    prevHash: string
    entry: Record<string, unknown>
    canonical: string
    hash: string
  }[]
  vectors: Vector[]
}

const statusNames = ['Draft', 'Running', 'Approved', 'Rejected', 'Withdrawn', 'Cancelled']
const taskStatusNames = [
  '',
  'Pending',
  'Approved',
  'Rejected',
  'Returned',
  'Transferred',
  'Delegated',
  'Cancelled',
  'Skipped',
]
const todoStatusNames = ['', 'Open', 'Done', 'Cancelled']

export function taskLabel(task: EngineTask): string {
  const behalf = task.onBehalfOfId ? `~${task.onBehalfOfId}` : ''
  return `${task.nodeId}/${task.assigneeId}${behalf}=${taskStatusNames[task.status]}`
}

export function todoLabels(state: EngineState): string[] {
  return state.todos.map((todo) => {
    const task = state.tasks.find((t) => t.id === todo.sourceId)
    return `${task ? task.nodeId : 'remind'}/${todo.userId}=${todoStatusNames[todo.status]}`
  })
}

/** What a step observed, in the expectations' terms. */
export interface Observed {
  error?: string
  errorData?: Record<string, unknown>
  timelineEntries?: Record<string, unknown>[]
  instance?: Record<string, unknown>
  status: string
  tasks: string[]
  todos: string[]
  timeline: string[]
  cc: string[]
  countsChanged: string[]
  actions?: string[]
  returnTargets?: string[]
  reader?: Record<string, number> | null
  chainBroken: number
}

/** Ids in a vector: t1… tasks, e1… timeline entries, c1… cc rows, d1… to-dos. */
const idPrefixes = { task: 't', entry: 'e', cc: 'c', todo: 'd' } as const

function contextOf(vector: Vector): OrgContext {
  const counters: Record<string, number> = {}
  const { delegations, ...rest } = vector.directory
  return {
    ...rest,
    delegations: (delegations ?? []).map(({ from, to, ...d }) => ({
      ...d,
      startTime: addMinutes(vector.epoch, from),
      endTime: addMinutes(vector.epoch, to),
    })),
    evaluateCondition: evaluateVectorCondition,
    newId: (kind) => {
      counters[kind] = (counters[kind] ?? 0) + 1
      return `${idPrefixes[kind]}${counters[kind]}`
    },
  }
}

function pickTask(state: EngineState, user: string, node?: string, kinds?: string[]): EngineTask {
  const open = (t: EngineTask) => t.status === 1
  const mine = state.tasks.filter(
    (t) =>
      t.assigneeId === user && (!node || t.nodeId === node) && (!kinds || kinds.includes(t.kind)),
  )
  const pending = mine.filter(open)
  const task = pending.length > 0 ? pending : mine.slice(-1)
  if (task.length !== 1)
    throw new Error(`vector: ${user} holds ${task.length} tasks${node ? ` at ${node}` : ''}`)
  return task[0]
}

function stepResult(
  vector: Vector,
  step: VectorStep,
  state: EngineState,
  previous: EngineState,
  ctx: OrgContext,
  now: string,
): EngineResult {
  const { scheme } = vector
  const user = step.user ?? ''
  const p = step as Record<string, unknown>
  const taskAction = (action: Parameters<typeof applyTaskAction>[3]) => {
    // A race: the actor read the task (and its stamp) before the previous step.
    const source = p.readBefore ? previous : state
    const task = pickTask(source, user, step.node)
    const stamp = p.stamp === 'stale' ? 'stale' : task.concurrencyStamp
    return applyTaskAction(state, scheme, task.id, action, user, ctx, now, stamp)
  }
  const comment = p.comment as string | undefined
  switch (step.do) {
    case 'approve':
      return taskAction({
        type: 'approve',
        comment,
        formData: p.formData as Record<string, unknown> | undefined,
        signature: p.signature as { imageHash: string } | undefined,
        nextAssignees: p.nextAssignees as Record<string, string[]> | undefined,
      })
    case 'reject':
      return taskAction({
        type: 'reject',
        comment,
        signature: p.signature as { imageHash: string } | undefined,
      })
    case 'return':
      return taskAction({ type: 'return', targetNodeId: p.target as string, comment })
    case 'transfer':
    case 'delegate':
      return taskAction({ type: step.do, userId: p.to as string, comment })
    case 'resolve':
      return taskAction({ type: 'resolve', comment })
    case 'addSign':
      return taskAction({
        type: 'addSign',
        userIds: p.users as string[],
        mode: p.mode as number,
        comment,
      })
    case 'cc':
      return taskAction({ type: 'cc', userIds: p.users as string[], comment })
    case 'seal':
      return taskAction({
        type: 'seal',
        signKeyId: p.signKeyId as string,
        comment,
        signature: p.signature as { imageHash: string } | undefined,
      })
    case 'reduce': {
      const adder = pickTask(state, user, step.node)
      const users = p.users as string[]
      // Users holding a task the adder created name that task; the others, After add-signs not created yet.
      const added = state.tasks.filter(
        (t) => t.addedByTaskId === adder.id && users.includes(t.assigneeId),
      )
      const taskIds = added.map((t) => t.id)
      const userIds = users.filter((u) => !added.some((t) => t.assigneeId === u))
      return applyTaskAction(
        state,
        scheme,
        adder.id,
        { type: 'reduce', taskIds, userIds },
        user,
        ctx,
        now,
      )
    }
    case 'withdraw':
    case 'remind':
      return applyAction(
        state,
        scheme,
        { type: step.do, reason: comment },
        user,
        ctx,
        now,
        p.stamp === 'stale' ? 'stale' : undefined,
      )
    case 'comment':
      return applyAction(state, scheme, { type: 'comment', content: comment ?? '' }, user, ctx, now)
    case 'cancel':
      return applyAction(state, scheme, { type: 'cancel', reason: comment ?? '' }, user, ctx, now)
    case 'reassign': {
      const task = pickTask(state, p.from as string, step.node)
      return applyAction(
        state,
        scheme,
        { type: 'reassign', taskId: task.id, userId: p.to as string },
        user,
        ctx,
        now,
      )
    }
    case 'submit':
      return submitDraft(state, (p.scheme as PinnedScheme | undefined) ?? scheme, ctx, now)
    case 'tick':
      return runDueTimeouts(state, scheme, ctx, now)
    case 'inspect':
      return {
        ok: true,
        state,
        effects: {
          tasksOpened: [],
          tasksClosed: [],
          todosOpened: [],
          todosClosed: [],
          ccCreated: [],
          timelineAdded: [],
          countsChanged: [],
        },
      }
    default:
      throw new Error(`vector ${vector.id}: unknown step ${step.do}`)
  }
}

function observe(
  state: EngineState,
  result: EngineResult,
  step: VectorStep,
  vector: Vector,
  ctx: OrgContext,
  now: string,
): Observed {
  const added = result.ok ? result.effects : null
  const observed: Observed = {
    ...(result.ok ? {} : { error: result.refusal.code, errorData: result.refusal.data }),
    timelineEntries: (added?.timelineAdded ?? []) as unknown as Record<string, unknown>[],
    instance: state.instance as unknown as Record<string, unknown>,
    status: statusNames[state.instance.status],
    tasks: state.tasks.map(taskLabel),
    todos: todoLabels(state),
    timeline: added?.timelineAdded.map((e) => e.type) ?? [],
    cc: added?.ccCreated.map((c) => c.userId) ?? [],
    countsChanged: added?.countsChanged ?? [],
    chainBroken: firstBrokenLink(state.timeline),
  }
  const expect = step.expect
  if (expect?.actions || expect?.returnTargets) {
    const task = pickTask(state, step.user ?? '', step.node)
    const described = describeTask(state, vector.scheme, ctx, now, task.id)
    observed.actions = described?.actions
    observed.returnTargets = described?.returnTargets
  }
  if (expect?.reader) {
    const access = readerAccess(state, vector.scheme, expect.reader.user, {
      monitor: expect.reader.monitor,
    })
    observed.reader = access
      ? Object.fromEntries(
          Object.keys(expect.reader.fields ?? {}).map((k) => [
            k,
            access.fields[k] ?? access.others,
          ]),
        )
      : null
  }
  return observed
}

/** Runs one vector; calls `check` with each step's expectation and observation (start included). */
export function runVector(
  vector: Vector,
  check: (label: string, expected: VectorExpect | undefined, observed: Observed) => void,
): EngineState {
  const ctx = contextOf(vector)
  const { start } = vector
  const startNow = addMinutes(vector.epoch, start.at)
  const started = startInstance(
    vector.scheme,
    {
      instanceId: `${vector.id}`,
      title: start.title ?? vector.title,
      projectId: vector.directory.project.id,
      htdId: vector.directory.htd?.id ?? null,
      starterId: start.starter,
      formData: start.formData ?? {},
      selectedAssignees: start.selectedAssignees as Record<string, string[]> | undefined,
      draft: start.draft === true,
    },
    ctx,
    startNow,
  )
  if (!started.ok) {
    check('start', start.expect, {
      error: started.refusal.code,
      status: 'None',
      tasks: [],
      todos: [],
      timeline: [],
      cc: [],
      countsChanged: [],
      chainBroken: -1,
    })
    return null as unknown as EngineState
  }
  let state = started.state
  check('start', start.expect, observe(state, started, start, vector, ctx, startNow))
  let previous = state
  vector.steps.forEach((step, index) => {
    const now = addMinutes(vector.epoch, step.at)
    const result = stepResult(vector, step, state, previous, ctx, now)
    if (result.ok) {
      previous = state
      state = result.state
    }
    check(
      `step ${index + 1} (${step.do}${step.user ? ` by ${step.user}` : ''})`,
      step.expect,
      observe(state, result, step, vector, ctx, now),
    )
  })
  return state
}
