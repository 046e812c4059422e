import { auditedDto } from '../../core/crud/crud-resource.ts'
import { formatClockTime } from '../../core/db/clock-time.ts'
import { sameId } from '../../core/db/audit.ts'
import type { MockDatabase } from '../../core/db/types.ts'
import type { CultureName } from '../../core/localization/culture.ts'
import { taskOwnerId } from './workflow-access.ts'
import { instanceStatuses, taskStatuses, type EngineTask } from './workflow-engine-port.ts'
import { valueText } from './display-text.ts'
import type { FormField, LocalizedText } from './workflow-model.ts'
import type { WorkflowInstanceRecord } from './workflow-types.ts'

/** `InstanceDto` / `InstanceSummaryDto` and `TaskDto` (workflow-api.md §4). */

export function userNameOf(db: MockDatabase, id: string | null): string | null {
  if (!id) return null
  const user = db.users.find((u) => sameId(u.id, id))
  return user ? (user.name ?? user.userName) : null
}

export const labelText = (label: LocalizedText, culture: CultureName) => (culture === 'en' ? (label.en ?? label['zh-Hans']) : label['zh-Hans']) // prettier-ignore

const ms = (value: number | null) => (value === null ? null : formatClockTime(value))

function schemeOf(db: MockDatabase, instance: WorkflowInstanceRecord) {
  return db.workflowSchemes.find((s) => sameId(s.id, instance.schemeId))
}

export function formSchemaOf(db: MockDatabase, instance: WorkflowInstanceRecord) {
  const versions = db.workflowFormVersions.filter((v) => sameId(v.formId, instance.formId))
  const pinned = versions.find((v) => v.version === instance.formVersion)
  return (pinned ?? versions.sort((a, b) => b.version - a.version)[0])?.schema ?? null
}

function displayValue(field: FormField | undefined, value: unknown): string {
  if (value === null || value === undefined) return ''
  if (field?.type === 'money' && typeof value === 'number') return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) // prettier-ignore
  const option = field?.options?.find((o) => o.value === value)
  if (option) return labelText(option.label, 'zh-Hans')
  return Array.isArray(value) ? String(value.length) : valueText(value)
}

function summaryOf(db: MockDatabase, instance: WorkflowInstanceRecord, culture: CultureName) {
  const keys = schemeOf(db, instance)?.settings.summaryFields ?? []
  const fields = formSchemaOf(db, instance)?.fields ?? []
  return keys.flatMap((key) => {
    const field = fields.find((f) => f.key === key)
    return field ? [{ label: labelText(field.label, culture), value: displayValue(field, instance.formData[key]) }] : [] // prettier-ignore
  })
}

export const instanceStatusOf = (instance: WorkflowInstanceRecord) => instance.engine?.status ?? instanceStatuses.draft // prettier-ignore

function currentNodes(db: MockDatabase, instance: WorkflowInstanceRecord) {
  const pending = (instance.engine?.tasks ?? []).filter((t) => t.status === taskStatuses.pending || t.status === taskStatuses.delegated) // prettier-ignore
  const nodes = new Map<string, { nodeId: string; name: string; assigneeNames: string[] }>()
  for (const task of pending) {
    const node = nodes.get(task.nodeId) ?? { nodeId: task.nodeId, name: task.nodeName, assigneeNames: [] } // prettier-ignore
    node.assigneeNames.push(userNameOf(db, task.assigneeId) ?? '')
    nodes.set(task.nodeId, node)
  }
  return [...nodes.values()]
}

export function instanceDto(
  db: MockDatabase,
  instance: WorkflowInstanceRecord,
  culture: CultureName,
) {
  // prettier-ignore
  const htd = instance.htdId ? db.htds.find((h) => sameId(h.id, instance.htdId)) : undefined
  return {
    ...auditedDto(instance),
    number: instance.number,
    title: instance.title,
    schemeId: instance.schemeId,
    schemeName: schemeOf(db, instance)?.name ?? null,
    schemeVersion: instance.schemeVersion,
    formId: instance.formId,
    formVersion: instance.formVersion,
    projectId: instance.projectId,
    projName: db.projects.find((p) => sameId(p.id, instance.projectId))?.projName ?? null,
    htdId: instance.htdId,
    htdName: htd?.htdName ?? null,
    starterId: instance.starterId,
    starterName: userNameOf(db, instance.starterId),
    status: instanceStatusOf(instance),
    currentNodes: currentNodes(db, instance),
    summary: summaryOf(db, instance, culture),
    startTime: instance.startTime,
    endTime: instance.endTime,
  }
}

export function isTaskOverdue(task: EngineTask, nowMs: number): boolean {
  return task.status === taskStatuses.pending && task.dueTime !== null && task.dueTime < nowMs
}

export function taskDto(
  db: MockDatabase,
  instance: WorkflowInstanceRecord,
  task: EngineTask,
  culture: CultureName,
  nowMs: number,
) {
  // prettier-ignore
  const summary = instanceDto(db, instance, culture)
  const ownerId = task.ownerTaskId ? taskOwnerId(instance, task) : null
  return {
    id: task.id,
    instanceId: instance.id,
    number: instance.number,
    title: instance.title,
    schemeName: summary.schemeName,
    nodeId: task.nodeId,
    nodeName: task.nodeName,
    projName: summary.projName,
    htdName: summary.htdName,
    starterName: summary.starterName,
    assigneeId: task.assigneeId,
    assigneeName: userNameOf(db, task.assigneeId),
    ownerName: userNameOf(db, ownerId),
    onBehalfOfName: userNameOf(db, task.onBehalfOfId),
    /** `resubmit` (the starter's task after a return) and `resolve` (a delegate's) act differently. */
    kind: task.kind,
    status: task.status,
    dueTime: ms(task.dueTime),
    isOverdue: isTaskOverdue(task, nowMs),
    creationTime: ms(task.creationTime),
    completedTime: ms(task.completedTime),
    summary: summary.summary,
    concurrencyStamp: task.concurrencyStamp,
  }
}
