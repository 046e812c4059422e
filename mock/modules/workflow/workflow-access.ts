import { entityNotFound } from '../../core/abp-error.ts'
import { isGranted } from '../../core/auth/permission-check.ts'
import type { CrudContext } from '../../core/crud/crud-resource.ts'
import { sameId } from '../../core/db/audit.ts'
import type { MockDatabase } from '../../core/db/types.ts'
import type { MockResponse } from '../../core/http/mock-http.ts'
import type { EngineTask } from './workflow-engine-port.ts'
import type { WorkflowInstanceRecord } from './workflow-types.ts'

/**
 * Row checks (workflow-api.md §4): an instance is seen by its starter, any past or current
 * assignee (or the user a task was held for), a cc recipient, and holders of Workflow.Task; a task
 * by its assignee and its owner. Anyone else, and every other tenant, gets 404 as if it did not
 * exist.
 */
export const monitorPermission = 'Workflow.Task'

export function tenantInstances(context: CrudContext): WorkflowInstanceRecord[] {
  return context.db.workflowInstances.filter((i) => !i.isDeleted && sameId(i.tenantId, context.tenantId)) // prettier-ignore
}

export function takesPart(
  db: MockDatabase,
  instance: WorkflowInstanceRecord,
  userId: string,
): boolean {
  // prettier-ignore
  if (sameId(instance.starterId, userId)) return true
  if (instance.engine?.tasks.some((t) => sameId(t.assigneeId, userId) || sameId(t.onBehalfOfId, userId))) return true // prettier-ignore
  return db.workflowCcs.some((cc) => !cc.isDeleted && sameId(cc.instanceId, instance.id) && sameId(cc.userId, userId)) // prettier-ignore
}

export function canSeeInstance(context: CrudContext, instance: WorkflowInstanceRecord): boolean {
  return isGranted(context.caller, monitorPermission) || takesPart(context.db, instance, context.caller.userId) // prettier-ignore
}

type Found<T> = T | { response: MockResponse }

export function findVisibleInstance(
  context: CrudContext,
  id: string,
): Found<{ instance: WorkflowInstanceRecord }> {
  // prettier-ignore
  const instance = tenantInstances(context).find((i) => sameId(i.id, id))
  if (!instance || !canSeeInstance(context, instance)) {
    return { response: entityNotFound(context.culture, 'WorkflowInstance', id) }
  }
  return { instance }
}

/** The owner of a delegate's (委派) task is the assignee of the task it answers. */
export function taskOwnerId(instance: WorkflowInstanceRecord, task: EngineTask): string | null {
  if (task.ownerTaskId) return instance.engine?.tasks.find((t) => t.id === task.ownerTaskId)?.assigneeId ?? null // prettier-ignore
  return task.onBehalfOfId
}

export function findTaskOf(
  context: CrudContext,
  taskId: string,
  options: { monitor?: boolean } = {},
): Found<{ instance: WorkflowInstanceRecord; task: EngineTask }> {
  // prettier-ignore
  const { userId } = context.caller
  for (const instance of tenantInstances(context)) {
    const task = instance.engine?.tasks.find((t) => sameId(t.id, taskId))
    if (!task) continue
    const mine = sameId(task.assigneeId, userId) || sameId(taskOwnerId(instance, task), userId)
    if (mine || (options.monitor && isGranted(context.caller, monitorPermission))) return { instance, task } // prettier-ignore
    break
  }
  return { response: entityNotFound(context.culture, 'WorkflowTask', taskId) }
}
