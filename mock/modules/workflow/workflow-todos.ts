import { formatClockTime } from '../../core/db/clock-time.ts'
import { newAuditedRecord, sameId } from '../../core/db/audit.ts'
import type { MockDatabase } from '../../core/db/types.ts'
import { todoSources, todoStatuses, type TodoRecord } from '../todo/todo-types.ts'
import { taskStatuses as ts, type EngineTask } from './workflow-engine-port.ts'
import type { WorkflowInstanceRecord } from './workflow-types.ts'

/**
 * To-dos of tasks (workflow-api.md §3 "To-dos"): a Pending task has an open Workflow to-do for
 * its assignee (`sourceId` = task id, link to the handle page); when the task leaves Pending the
 * to-do closes: Done when handled, Cancelled when skipped, transferred or cancelled. A Delegated
 * owner's to-do stays open (rule 13). Returns the users whose to-dos changed.
 */
const open = new Set<number>([ts.pending, ts.delegated])
const cancelledBy = new Set<number>([ts.skipped, ts.transferred, ts.cancelled])

export const handleLink = (taskId: string) => `/workflow/handle?id=${taskId}`

function newTodo(instance: WorkflowInstanceRecord, task: EngineTask): TodoRecord {
  return {
    ...newAuditedRecord(instance.tenantId, null),
    creationTime: formatClockTime(task.creationTime),
    userId: task.assigneeId,
    title: `审批：${instance.title}`,
    source: todoSources.workflow,
    sourceId: task.id,
    link: handleLink(task.id),
    projectId: instance.projectId,
    dueTime: task.dueTime === null ? null : formatClockTime(task.dueTime),
    status: todoStatuses.pending,
    completedTime: null,
    remark: null,
  }
}

export function syncTaskTodos(
  todos: MockDatabase['todos'],
  instance: WorkflowInstanceRecord,
): string[] {
  // prettier-ignore
  const changed: string[] = []
  for (const task of instance.engine?.tasks ?? []) {
    const todo = todos.find((t) => !t.isDeleted && t.source === todoSources.workflow && t.sourceId === task.id && sameId(t.userId, task.assigneeId)) // prettier-ignore
    if (!todo) {
      if (open.has(task.status)) {
        todos.push(newTodo(instance, task))
        changed.push(task.assigneeId)
      }
      continue
    }
    if (todo.status !== todoStatuses.pending || open.has(task.status)) continue
    todo.status = cancelledBy.has(task.status) ? todoStatuses.cancelled : todoStatuses.done
    todo.completedTime = formatClockTime(task.completedTime ?? task.creationTime)
    todo.lastModificationTime = todo.completedTime
    changed.push(task.assigneeId)
  }
  return changed
}

/** A remind (催办) to-do: System source, linked to the task. */
export function remindTodo(
  instance: WorkflowInstanceRecord,
  userId: string,
  taskId: string,
  nowMs: number,
): TodoRecord {
  // prettier-ignore
  return {
    ...newAuditedRecord(instance.tenantId, null),
    creationTime: formatClockTime(nowMs),
    userId,
    title: `催办：${instance.title}`,
    source: todoSources.system,
    sourceId: `remind-${taskId}`,
    link: handleLink(taskId),
    projectId: instance.projectId,
    dueTime: null,
    status: todoStatuses.pending,
    completedTime: null,
    remark: null,
  }
}
