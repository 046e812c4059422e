import { formatClockTime } from '../../core/db/clock-time.ts'
import { newAuditedRecord, newConcurrencyStamp, sameId } from '../../core/db/audit.ts'
import type { MockDatabase } from '../../core/db/types.ts'
import { conditionEvaluator } from './branch-condition.ts'
import { engineAdapter } from './engine-adapter.ts'
import { instanceStatuses, type EngineEnv, type EngineStep, type WorkflowEnginePort } from './workflow-engine-port.ts' // prettier-ignore
import { buildEngineOrg, type OrgTables } from './workflow-org.ts'
import { remindTodo, syncTaskTodos } from './workflow-todos.ts'
import type { WorkflowInstanceRecord } from './workflow-types.ts'

/**
 * Runs the engine for an instance and writes what a step did: the engine state, the end time, cc
 * entries, remind to-dos and the tasks' to-dos. The seed and the routes share it, so seeded
 * instances are exactly what the routes would have made.
 */

/** The engine behind the routes (engine/, through its adapter). */
export const workflowEngine: WorkflowEnginePort = engineAdapter

export type WorkflowTables = OrgTables & Pick<MockDatabase, 'workflowSchemes' | 'workflowSchemeVersions' | 'workflowFormVersions' | 'workflowInstances' | 'workflowCcs' | 'todos'> // prettier-ignore

export function pinnedSchemeVersion(tables: WorkflowTables, instance: WorkflowInstanceRecord) {
  return tables.workflowSchemeVersions.find((v) => sameId(v.schemeId, instance.schemeId) && v.version === instance.schemeVersion) // prettier-ignore
}

/** The engine's view of an instance at `nowMs`; a Draft reads the scheme's published version. */
export function engineEnvFor(
  tables: WorkflowTables,
  instance: WorkflowInstanceRecord,
  nowMs: number,
  newId: () => string = () => crypto.randomUUID(),
): EngineEnv {
  // prettier-ignore
  const version =
    pinnedSchemeVersion(tables, instance) ??
    [...tables.workflowSchemeVersions].filter((v) => sameId(v.schemeId, instance.schemeId)).sort((a, b) => b.version - a.version)[0] // prettier-ignore
  const scheme = tables.workflowSchemes.find((s) => sameId(s.id, instance.schemeId))
  const form = tables.workflowFormVersions.find((v) => sameId(v.formId, version.formId) && v.version === version.formVersion) // prettier-ignore
  return {
    instance: {
      id: instance.id,
      title: instance.title,
      schemeId: instance.schemeId,
      schemeName: scheme?.name ?? '',
      schemeVersion: version.version,
      projectId: instance.projectId,
      htdId: instance.htdId,
      model: version.model,
      settings: version.settings,
      formData: plainFormData(instance.formData),
      starterId: instance.starterId,
      selectedAssignees: instance.selectedAssignees ?? {},
    },
    org: { ...buildEngineOrg(tables, instance.tenantId, instance.projectId, instance.htdId), evaluateCondition: conditionEvaluator(form?.schema ?? null) }, // prettier-ignore
    now: nowMs,
    newId,
  }
}

/** Picker values stored as `{id, name}` read as their ids (conditions compare ids). */
function plainFormData(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => {
      const id = value && typeof value === 'object' && !Array.isArray(value) ? (value as { id?: unknown }).id : undefined // prettier-ignore
      return [key, typeof id === 'string' ? id : value]
    }),
  )
}

/** Writes a step; returns every user whose counts may have changed. */
export function commitStep(
  tables: WorkflowTables,
  instance: WorkflowInstanceRecord,
  step: EngineStep,
  nowMs: number,
  actorId: string | null,
): string[] {
  // prettier-ignore
  const before = new Set(instance.engine?.tasks.map((t) => t.assigneeId) ?? [])
  instance.engine = step.state
  const finished = step.state.status !== instanceStatuses.running
  instance.endTime = finished ? (instance.endTime ?? formatClockTime(nowMs)) : null
  instance.lastModificationTime = formatClockTime(nowMs)
  instance.lastModifierId = actorId
  instance.concurrencyStamp = newConcurrencyStamp()
  const affected = [...before, ...step.state.tasks.map((t) => t.assigneeId), instance.starterId]
  for (const cc of step.effects.ccs) {
    tables.workflowCcs.push({
      ...newAuditedRecord(instance.tenantId, cc.fromUserId),
      creationTime: formatClockTime(nowMs),
      instanceId: instance.id,
      userId: cc.userId,
      fromUserId: cc.fromUserId,
      nodeId: cc.nodeId,
      comment: cc.comment,
      isRead: false,
    })
    affected.push(cc.userId)
  }
  for (const reminder of step.effects.reminders) {
    tables.todos.push(remindTodo(instance, reminder.userId, reminder.taskId, nowMs))
  }
  syncTaskTodos(tables.todos, instance)
  return affected
}
