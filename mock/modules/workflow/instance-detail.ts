import { businessNowMs } from '../../core/clock/business-clock.ts'
import { sameId } from '../../core/db/audit.ts'
import type { CrudContext } from '../../core/crud/crud-resource.ts'
import { fieldPermissionsAt, visibleData } from './field-permissions.ts'
import { findModelNode } from './workflow-model.ts'
import { engineEnvFor, pinnedSchemeVersion, workflowEngine } from './instance-runner.ts'
import { formSchemaOf, instanceDto, userNameOf } from './workflow-dtos.ts'
import { nextSelectable } from './selectable-approvers.ts'
import { signingOfTask } from './signing-options.ts'
import { documentSummary } from './documents/document-service.ts'
import { taskStatuses, type EngineTask } from './workflow-engine-port.ts'
import type { WorkflowInstanceRecord } from './workflow-types.ts'

/**
 * `InstanceDetailDto` and `TaskDetailDto` (workflow-api.md §4): the pinned schema, the data as the
 * reader may see it (rule 17), the timeline, the path passed and to come, and the reader's task
 * with what it may do now.
 */

/** The node whose permissions a reader gets: the task's, else the starter's Start, else the last handled. */
function readerNode(
  instance: WorkflowInstanceRecord,
  userId: string,
  task: EngineTask | null,
  startId: string,
): string | null {
  // prettier-ignore
  if (task) return task.nodeId
  if (sameId(instance.starterId, userId)) return startId
  const handled = (instance.engine?.tasks ?? []).filter((t) => sameId(t.assigneeId, userId) && t.status !== taskStatuses.pending) // prettier-ignore
  return handled.at(-1)?.nodeId ?? null
}

export function pathOf(context: CrudContext, instance: WorkflowInstanceRecord) {
  const env = engineEnvFor(context.db, instance, businessNowMs())
  return workflowEngine.previewPath(env).map((step) => ({
    nodeId: step.nodeId,
    name: step.name,
    type: step.type,
    multiMode: step.multiMode,
    assignees: step.assigneeIds.map((id) => ({ userId: id, name: userNameOf(context.db, id) })),
    ...(step.skippedReason ? { skippedReason: step.skippedReason } : {}),
  }))
}

export function instanceDetail(
  context: CrudContext,
  instance: WorkflowInstanceRecord,
  task: EngineTask | null = null,
) {
  // prettier-ignore
  const { db, caller } = context
  const schema = formSchemaOf(db, instance)
  const env = engineEnvFor(db, instance, businessNowMs())
  const model = (pinnedSchemeVersion(db, instance) ?? { model: env.instance.model }).model
  const myTask = task ?? instance.engine?.tasks.find((t) => t.status === taskStatuses.pending && sameId(t.assigneeId, caller.userId)) ?? null // prettier-ignore
  const permissions = schema ? fieldPermissionsAt(schema, model, readerNode(instance, caller.userId, myTask, model.id)) : {} // prettier-ignore
  return {
    ...instanceDto(db, instance, context.culture),
    formSchema: schema,
    formData: visibleData(instance.formData, permissions),
    fieldPermissions: permissions,
    timeline: instance.engine?.timeline ?? [],
    path: pathOf(context, instance),
    // Beyond the contract: the starter's picks (StarterSelects), so a draft is taken up with them.
    selectedAssignees: instance.selectedAssignees ?? {},
    ...documentSummary(instance),
    myTask: myTask && instance.engine ? { taskId: myTask.id, actions: workflowEngine.actionsOf(instance.engine, myTask.id, env) } : null, // prettier-ignore
  }
}

export function taskDetail(
  context: CrudContext,
  instance: WorkflowInstanceRecord,
  task: EngineTask,
) {
  // prettier-ignore
  const env = engineEnvFor(context.db, instance, businessNowMs())
  const detail = instanceDetail(context, instance, task)
  const engine = instance.engine!
  const node = findModelNode(env.instance.model, task.nodeId)
  return {
    ...detail,
    taskId: task.id,
    nodeId: task.nodeId,
    nodeName: task.nodeName,
    kind: task.kind,
    // Beyond the contract: the task's own status beside the instance's `status`.
    taskStatus: task.status,
    actions: workflowEngine.actionsOf(engine, task.id, env),
    returnTargets: workflowEngine.returnTargets(engine, task.id, env),
    // Beyond the contract: the following nodes whose approvers this approver picks (rule 14).
    nextSelectable: nextSelectable(context, env, task),
    ...signingOfTask(context, env, task),
    commentRequired: node?.requireComment === true,
    concurrencyStamp: task.concurrencyStamp,
  }
}
