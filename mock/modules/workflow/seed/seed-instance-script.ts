import { clockTimeMs, formatClockTime } from '../../../core/db/clock-time.ts'
import { seededAudit, sameId } from '../../../core/db/audit.ts'
import { seedTimeFromStart } from '../../../core/db/seed-clock.ts'
import {
  commitStep,
  engineEnvFor,
  workflowEngine,
  type WorkflowTables,
} from '../instance-runner.ts'
import { nextNumber, renderTitle } from '../instance-naming.ts'
import { instanceStatuses, isRefusal, taskStatuses, type EngineAction, type EngineState } from '../workflow-engine-port.ts' // prettier-ignore
import type { WorkflowInstanceRecord } from '../workflow-types.ts'
import { workflowInstanceId, workflowSeedRowId } from './seed-workflow-ids.ts'

/**
 * Builds a seeded instance by running the engine through a script of actions, at seed times
 * (days from the backend's start), with ids from the seed's id scheme: seeded instances are what
 * the routes would have written.
 */
export type ScriptAction =
  | [actorId: string, type: 'approve' | 'reject' | 'return-start' | 'return-to', extra?: string]
  | [actorId: string, type: 'withdraw' | 'reassign', extra?: string]

export interface InstanceScript {
  n: number
  tenantId: string | null
  schemeId: string
  projectId: string
  htdId: string
  starterId: string
  formData: Record<string, unknown>
  /** Days before the backend's start the instance was submitted; each action a step later. */
  daysAgo: number
  actions?: ScriptAction[]
  draft?: boolean
  title?: string
  /** Writes the tasks' to-dos (false: the to-do seed already holds them). */
  todos?: boolean
}

function pendingTaskOf(state: EngineState, userId: string) {
  return state.tasks.find((t) => (t.status === taskStatuses.pending) && sameId(t.assigneeId, userId)) // prettier-ignore
}

function toAction(state: EngineState, [actorId, type, extra]: ScriptAction): EngineAction {
  if (type === 'withdraw') return { type: 'withdraw', comment: extra }
  const task = type === 'reassign' ? state.tasks.find((t) => t.status === taskStatuses.pending)! : pendingTaskOf(state, actorId) // prettier-ignore
  if (!task)
    throw new Error(
      `seed: ${actorId} has no pending task for ${type}: ${state.tasks.map((t) => `${t.nodeId}:${t.assigneeId.slice(-4)}:${t.status}`).join(' ')}`,
    )
  switch (type) {
    case 'approve':
      return { type: 'approve', taskId: task.id, comment: extra ?? '同意' }
    case 'reject':
      return { type: 'reject', taskId: task.id, comment: extra ?? '资料不全，不同意' }
    case 'return-start':
      return { type: 'return', taskId: task.id, targetNodeId: 'start', comment: extra ?? '请补充附件后重新提交' } // prettier-ignore
    case 'return-to':
      return { type: 'return', taskId: task.id, targetNodeId: extra!, comment: '退回复核' }
    case 'reassign':
      return { type: 'reassign', taskId: task.id, userId: extra!, comment: '改派' }
  }
}

export function runInstanceScript(
  tables: WorkflowTables & Pick<WorkflowTables, 'workflowInstances'>,
  script: InstanceScript,
  names: { schemeName: string; htdName: string | null; projName: string | null },
): WorkflowInstanceRecord {
  // prettier-ignore
  const scheme = tables.workflowSchemes.find((s) => sameId(s.id, script.schemeId))!
  const submitted = clockTimeMs(seedTimeFromStart(-script.daysAgo))!
  let counter = 0
  const newId = () => workflowSeedRowId(script.n, ++counter)
  const instance: WorkflowInstanceRecord = {
    ...seededAudit(workflowInstanceId(script.n), script.tenantId, formatClockTime(submitted), 0xa300 + script.n), // prettier-ignore
    creatorId: script.starterId,
    number: null,
    title: script.title ?? renderTitle(scheme.settings, names.schemeName, script.formData, names),
    schemeId: scheme.id,
    schemeVersion: script.draft ? null : 1,
    formId: scheme.formId,
    formVersion: script.draft ? null : 1,
    projectId: script.projectId,
    htdId: script.htdId,
    starterId: script.starterId,
    formData: script.formData,
    engine: null,
    startTime: null,
    endTime: null,
  }
  tables.workflowInstances.push(instance)
  if (script.draft) return instance
  instance.number = nextNumber(
    tables.workflowInstances,
    script.tenantId,
    scheme.settings,
    submitted,
  )
  instance.startTime = formatClockTime(submitted)
  const step = workflowEngine.start(engineEnvFor(tables, instance, submitted, newId), script.starterId) // prettier-ignore
  if (isRefusal(step)) throw new Error(`seed: instance ${script.n} did not start: ${step.refused}`)
  commitLike(tables, instance, step, submitted, script)
  ;(script.actions ?? []).forEach((action, index) => {
    const at = submitted + (index + 1) * 3_600_000 * 5
    const next = workflowEngine.apply(instance.engine!, toAction(instance.engine!, action), action[0], engineEnvFor(tables, instance, at, newId)) // prettier-ignore
    if (isRefusal(next)) throw new Error(`seed: instance ${script.n} action ${index} refused: ${next.refused}`) // prettier-ignore
    commitLike(tables, instance, next, at, script)
  })
  instance.concurrencyStamp = `${script.n.toString(16).padStart(4, '0')}a300`.repeat(4)
  return instance
}

function commitLike(
  tables: WorkflowTables,
  instance: WorkflowInstanceRecord,
  step: Parameters<typeof commitStep>[2],
  at: number,
  script: InstanceScript,
) {
  // prettier-ignore
  const todos = script.todos === false ? [] : tables.todos
  commitStep({ ...tables, todos }, instance, step, at, null)
  instance.lastModifierId = null
}

export const isFinished = (instance: WorkflowInstanceRecord) => (instance.engine?.status ?? instanceStatuses.draft) > instanceStatuses.running // prettier-ignore
