import { entityNotFound } from '../../core/abp-error.ts'
import { businessNowMs } from '../../core/clock/business-clock.ts'
import { businessError } from '../../core/crud/business-error.ts'
import type { CrudContext } from '../../core/crud/crud-resource.ts'
import { isGuid, type ValidationIssue } from '../../core/crud/validation.ts'
import { withCrudContext } from '../../core/crud/with-crud-context.ts'
import { sameId } from '../../core/db/audit.ts'
import { isRecord, jsonResponse, noContent, type MockResponse } from '../../core/http/mock-http.ts' // prettier-ignore
import { defineRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { fieldPermissionsAt, unwritableKeys } from './field-permissions.ts'
import { checkFormData } from './form-data-rules.ts'
import { commitStep, engineEnvFor, pinnedSchemeVersion, workflowEngine } from './instance-runner.ts'
import { findModelNode } from './workflow-model.ts'
import { findTaskOf } from './workflow-access.ts'
import { formSchemaOf, taskDto, userNameOf } from './workflow-dtos.ts'
import { instanceStatuses, isRefusal, taskStatuses as ts, type EngineAction, type EngineTask } from './workflow-engine-port.ts' // prettier-ignore
import { bodyOf, commentIssues, invalid, refusalResponse, signal, staleStamp, text } from './workflow-route-kit.ts' // prettier-ignore
import { withPickerNames } from './picker-names.ts'
import { scheduleDocument } from './documents/document-service.ts'
import { resolveSealImage, resolveSignature, type ResolvedImage } from './signing.ts'
import type { WorkflowInstanceRecord } from './workflow-types.ts'

/**
 * The actions on a task (workflow-api.md §4): the assignee acts under the task's concurrency
 * stamp (stale → 409; no longer Pending → `Workflow:TaskAlreadyCompleted`), writes only the
 * node's Write fields, and the engine decides. Approve and seal may carry a signature, and a seal
 * uses its key's image: both are frozen into the instance once the step is taken (signing.ts).
 */
const path = '/api/workflow/task/:id'
type Kind = 'approve' | 'reject' | 'return' | 'transfer' | 'delegate' | 'resolve' | 'add-sign' | 'cc' | 'seal' // prettier-ignore

function userIssue(
  context: CrudContext,
  body: Record<string, unknown>,
  name = 'userId',
): ValidationIssue[] {
  // prettier-ignore
  const id = text(body, name)
  if (id === null) return [{ member: name, rule: 'V1', args: [] }]
  const user = context.db.users.find((u) => !u.isDeleted && u.isActive && sameId(u.id, id) && sameId(u.tenantId, context.tenantId)) // prettier-ignore
  return isGuid(id) && user ? [] : [{ member: name, rule: 'V5', args: [] }]
}

function userIdsIssue(
  context: CrudContext,
  body: Record<string, unknown>,
  max: number,
): ValidationIssue[] {
  // prettier-ignore
  const ids = body.userIds
  if (!Array.isArray(ids) || ids.length === 0) return [{ member: 'userIds', rule: 'V1', args: [] }]
  if (ids.length > max) return [{ member: 'userIds', rule: 'V6', args: [String(max)] }]
  const valid = ids.every((id) => typeof id === 'string' && context.db.users.some((u) => !u.isDeleted && u.isActive && sameId(u.id, id) && sameId(u.tenantId, context.tenantId))) // prettier-ignore
  return valid ? [] : [{ member: 'userIds', rule: 'V5', args: [] }]
}

/** The images a step uses: the signature sent and, for a seal, the key's. */
interface StepImages {
  signature?: ResolvedImage
  seal?: ResolvedImage | null
}

function toAction(
  kind: Kind,
  task: EngineTask,
  body: Record<string, unknown>,
  images: StepImages,
): EngineAction {
  // prettier-ignore
  const comment = text(body, 'comment') ?? undefined
  const signature = images.signature ? { imageHash: images.signature.imageHash } : undefined
  switch (kind) {
    case 'approve':
      return { type: 'approve', taskId: task.id, comment, signature, nextAssignees: isRecord(body.nextAssignees) ? (body.nextAssignees as Record<string, string[]>) : undefined } // prettier-ignore
    case 'seal':
      return { type: 'seal', taskId: task.id, signKeyId: text(body, 'signKeyId') ?? '', comment, signature, imageHash: images.seal?.imageHash } // prettier-ignore
    case 'reject':
      return { type: 'reject', taskId: task.id, comment: comment ?? '' }
    case 'return':
      return { type: 'return', taskId: task.id, targetNodeId: text(body, 'targetNodeId') ?? '', comment } // prettier-ignore
    case 'transfer':
    case 'delegate':
      return { type: kind, taskId: task.id, userId: text(body, 'userId')!, comment }
    case 'resolve':
      return { type: 'resolve', taskId: task.id, comment }
    case 'add-sign':
      return { type: 'addSign', taskId: task.id, userIds: body.userIds as string[], mode: Number(body.mode), comment } // prettier-ignore
    case 'cc':
      return { type: 'cc', taskId: task.id, userIds: body.userIds as string[], comment }
  }
}

function inputIssues(
  context: CrudContext,
  kind: Kind,
  body: Record<string, unknown>,
): ValidationIssue[] {
  // prettier-ignore
  switch (kind) {
    case 'reject':
      return commentIssues(body, true)
    case 'return':
      return [...(text(body, 'targetNodeId') === null ? [{ member: 'targetNodeId', rule: 'V1' as const, args: [] }] : []), ...commentIssues(body, false)] // prettier-ignore
    case 'transfer':
    case 'delegate':
      return [...userIssue(context, body), ...commentIssues(body, false)]
    case 'add-sign':
      return [...userIdsIssue(context, body, 10), ...([1, 2, 3].includes(Number(body.mode)) ? [] : [{ member: 'mode', rule: 'V5' as const, args: [] }])] // prettier-ignore
    case 'cc':
      return [...userIdsIssue(context, body, 50), ...commentIssues(body, false)]
    case 'seal':
      return [...(text(body, 'signKeyId') === null ? [{ member: 'signKeyId', rule: 'V1' as const, args: [] }] : []), ...commentIssues(body, false)] // prettier-ignore
    case 'approve':
      return [...(body.nextAssignees == null || isRecord(body.nextAssignees) ? [] : [{ member: 'nextAssignees', rule: 'V5' as const, args: [] }]), ...commentIssues(body, false)] // prettier-ignore
    default:
      return commentIssues(body, false)
  }
}

/** Approve (and resubmit) may carry the node's Write fields: merged, recomputed, re-checked. */
function writeFields(
  context: CrudContext,
  instance: WorkflowInstanceRecord,
  task: EngineTask,
  sent: unknown,
): { response: MockResponse } | { data: Record<string, unknown> } | null {
  // prettier-ignore
  if (!isRecord(sent) || Object.keys(sent).length === 0) return null
  const schema = formSchemaOf(context.db, instance)
  const version = pinnedSchemeVersion(context.db, instance)
  if (!schema || !version) return null
  const refused = unwritableKeys(sent, fieldPermissionsAt(schema, version.model, task.nodeId))
  if (refused.length > 0) return { response: businessError(context.culture, 'Workflow:FieldNotWritable', refused[0]) } // prettier-ignore
  const merged = { ...instance.formData, ...sent }
  const plain = Object.fromEntries(Object.entries(merged).map(([k, v]) => [k, isRecord(v) && typeof v.id === 'string' ? v.id : v])) // prettier-ignore
  const { data, issues } = checkFormData(schema, plain, { htdId: instance.htdId, required: true })
  if (issues.length > 0) return { response: invalid(context, issues) }
  return { data: withPickerNames(context.db, context.tenantId, schema, data) }
}

function act(kind: Kind) {
  return withCrudContext((context) => {
    const body = bodyOf(context)
    const issues = inputIssues(context, kind, body)
    if (issues.length > 0) return invalid(context, issues)
    const found = findTaskOf(context, context.params.id)
    if ('response' in found) return found.response
    const { instance, task } = found
    if (!sameId(task.assigneeId, context.caller.userId)) return entityNotFound(context.culture, 'WorkflowTask', task.id) // prettier-ignore
    if (task.status !== ts.pending || !instance.engine) return businessError(context.culture, 'Workflow:TaskAlreadyCompleted') // prettier-ignore
    const stale = staleStamp(context, body, task.concurrencyStamp)
    if (stale) return stale
    const now = businessNowMs()
    const env = engineEnvFor(context.db, instance, now)
    const node = findModelNode(env.instance.model, task.nodeId)
    if (kind === 'approve' && node?.requireComment && text(body, 'comment') === null) {
      return businessError(context.culture, 'Workflow:CommentRequired')
    }
    if (
      (kind === 'transfer' || kind === 'delegate') &&
      sameId(text(body, 'userId'), context.caller.userId)
    ) {
      // prettier-ignore
      return businessError(context.culture, 'Workflow:CannotTransferToSelf')
    }
    const writing = kind === 'approve' ? writeFields(context, instance, task, body.formData) : null
    if (writing && 'response' in writing) return writing.response
    const written = writing?.data ?? null
    const signed = kind === 'approve' || kind === 'seal' ? resolveSignature(context, instance, task, body.signature) : {} // prettier-ignore
    if ('response' in signed) return signed.response
    const images: StepImages = { ...signed, seal: kind === 'seal' ? resolveSealImage(context, instance, text(body, 'signKeyId') ?? '') : undefined } // prettier-ignore
    const before = new Set(instance.engine.tasks.map((t) => t.id))
    const step = workflowEngine.apply(instance.engine, toAction(kind, task, body, images), context.caller.userId, written ? { ...env, instance: { ...env.instance, formData: written } } : env) // prettier-ignore
    if (isRefusal(step)) return refusalResponse(context, step)
    if (written) instance.formData = written
    images.signature?.freeze()
    images.seal?.freeze()
    signal(context, commitStep(context.db, instance, step, now, context.caller.userId))
    if (step.state.status === instanceStatuses.approved) scheduleDocument(context, instance)
    const created = step.state.tasks.filter((t) => !before.has(t.id) && t.status === ts.pending)
    if (kind === 'transfer' || kind === 'delegate' || kind === 'resolve' || kind === 'cc') return noContent() // prettier-ignore
    if (kind === 'add-sign') return jsonResponse(200, { items: created.map((t) => taskDto(context.db, instance, t, context.culture, now)) }) // prettier-ignore
    const groups = new Map<string, { taskId: string; nodeName: string; assigneeNames: string[] }>()
    for (const t of created) {
      const group = groups.get(t.nodeId) ?? {
        taskId: t.id,
        nodeName: t.nodeName,
        assigneeNames: [],
      }
      group.assigneeNames.push(userNameOf(context.db, t.assigneeId) ?? '')
      groups.set(t.nodeId, group)
    }
    return jsonResponse(200, { instanceStatus: step.state.status, nextTasks: [...groups.values()] })
  })
}

const reads = (members: string[]) => ({ body: [...members, 'concurrencyStamp'] })

export const taskActionRoutes: BackendRoute[] = [
  defineRoute({ method: 'POST', pattern: `${path}/approve`, permission: 'Workflow.Approval', reads: reads(['comment', 'formData', 'signature', 'nextAssignees']), handle: act('approve') }), // prettier-ignore
  defineRoute({ method: 'POST', pattern: `${path}/reject`, permission: 'Workflow.Approval', reads: reads(['comment']), handle: act('reject') }), // prettier-ignore
  defineRoute({ method: 'POST', pattern: `${path}/return`, permission: 'Workflow.Approval', reads: reads(['targetNodeId', 'comment']), handle: act('return') }), // prettier-ignore
  defineRoute({ method: 'POST', pattern: `${path}/transfer`, permission: 'Workflow.Approval', reads: reads(['userId', 'comment']), handle: act('transfer') }), // prettier-ignore
  defineRoute({ method: 'POST', pattern: `${path}/delegate`, permission: 'Workflow.Approval', reads: reads(['userId', 'comment']), handle: act('delegate') }), // prettier-ignore
  defineRoute({ method: 'POST', pattern: `${path}/resolve`, permission: 'Workflow.Approval', reads: reads(['comment']), handle: act('resolve') }), // prettier-ignore
  defineRoute({ method: 'POST', pattern: `${path}/add-sign`, permission: 'Workflow.Approval', reads: reads(['userIds', 'mode', 'comment']), handle: act('add-sign') }), // prettier-ignore
  defineRoute({ method: 'POST', pattern: `${path}/seal`, permission: 'Workflow.Approval', reads: reads(['signKeyId', 'comment', 'signature']), handle: act('seal') }), // prettier-ignore
  defineRoute({ method: 'POST', pattern: `${path}/cc`, permission: 'Workflow.Approval', reads: reads(['userIds', 'comment']), handle: act('cc') }), // prettier-ignore
  defineRoute({
    method: 'DELETE',
    pattern: `${path}/add-sign`,
    permission: 'Workflow.Approval',
    handle: withCrudContext((context) => {
      const found = findTaskOf(context, context.params.id)
      if ('response' in found) return found.response
      const stale = staleStamp(context, { concurrencyStamp: context.request.query.get('concurrencyStamp') }, found.task.concurrencyStamp) // prettier-ignore
      if (stale) return stale
      const taskIds = (context.request.query.get('taskIds') ?? '').split(',').filter(Boolean)
      const step = workflowEngine.apply(found.instance.engine!, { type: 'reduce', taskId: found.task.id, taskIds }, context.caller.userId, engineEnvFor(context.db, found.instance, businessNowMs())) // prettier-ignore
      if (isRefusal(step)) return refusalResponse(context, step)
      signal(context, commitStep(context.db, found.instance, step, businessNowMs(), context.caller.userId)) // prettier-ignore
      return noContent()
    }),
  }),
  defineRoute({
    method: 'POST',
    pattern: `${path}/reassign`,
    permission: 'Workflow.Task.Reassign',
    reads: { body: ['userId', 'reason'] },
    handle: withCrudContext((context) => {
      const body = bodyOf(context)
      const issues = userIssue(context, body)
      if (issues.length > 0) return invalid(context, issues)
      const found = findTaskOf(context, context.params.id, { monitor: true })
      if ('response' in found) return found.response
      const now = businessNowMs()
      const step = workflowEngine.apply(found.instance.engine!, { type: 'reassign', taskId: found.task.id, userId: text(body, 'userId')!, comment: text(body, 'reason') ?? undefined }, context.caller.userId, engineEnvFor(context.db, found.instance, now)) // prettier-ignore
      if (isRefusal(step)) return refusalResponse(context, step)
      signal(context, commitStep(context.db, found.instance, step, now, context.caller.userId))
      return noContent()
    }),
  }),
]
