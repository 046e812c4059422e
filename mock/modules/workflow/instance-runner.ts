import { formatClockTime } from '../../core/db/clock-time.ts'
import { newAuditedRecord, newConcurrencyStamp, sameId } from '../../core/db/audit.ts'
import type { MockDatabase } from '../../core/db/types.ts'
import { minimalEngine } from './port-engine/minimal-engine.ts'
import { instanceStatuses, type EngineEnv, type EngineStep, type WorkflowEnginePort } from './workflow-engine-port.ts' // prettier-ignore
import { buildEngineOrg, type OrgTables } from './workflow-org.ts'
import { remindTodo, syncTaskTodos } from './workflow-todos.ts'
import type { WorkflowInstanceRecord } from './workflow-types.ts'

/**
 * Runs the engine for an instance and writes what a step did: the engine state, the end time, cc
 * entries, remind to-dos and the tasks' to-dos. The seed and the routes share it, so seeded
 * instances are exactly what the routes would have made.
 */

/** The engine behind the routes: switch to the real one (engine/) here. */
export const workflowEngine: WorkflowEnginePort = minimalEngine

export type WorkflowTables = OrgTables & Pick<MockDatabase, 'workflowSchemes' | 'workflowSchemeVersions' | 'workflowInstances' | 'workflowCcs' | 'todos'> // prettier-ignore

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
  const project = tables.projects.find((p) => sameId(p.id, instance.projectId))
  const htd = instance.htdId ? tables.htds.find((h) => sameId(h.id, instance.htdId)) : undefined
  return {
    instance: {
      schemeId: instance.schemeId,
      projectId: instance.projectId,
      model: version.model,
      settings: version.settings,
      formData: plainFormData(instance.formData),
      starterId: instance.starterId,
      context: { htdCode: htd?.htdCode ?? null, projectCode: project?.projCode ?? null },
    },
    org: buildEngineOrg(tables, instance.tenantId, instance.projectId, instance.htdId),
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
