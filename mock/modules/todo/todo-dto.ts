import { businessNowMs } from '../../core/clock/business-clock.ts'
import { auditedDto } from '../../core/crud/crud-resource.ts'
import type { TodoRecord } from './todo-types.ts'
import type { MockDatabase } from '../../core/db/types.ts'
import { projectNameOf } from '../project/project-access.ts'
import { isTodoOverdue } from './todo-rules.ts'

/** `TodoDto` (business-api.md §6.2). */
export function toTodoDto(row: TodoRecord, db: MockDatabase, nowMs = businessNowMs()) {
  return {
    ...auditedDto(row),
    userId: row.userId,
    title: row.title,
    source: row.source,
    sourceId: row.sourceId,
    link: row.link,
    projectId: row.projectId,
    projName: projectNameOf(db, row.tenantId, row.projectId),
    dueTime: row.dueTime,
    status: row.status,
    isOverdue: isTodoOverdue(row, nowMs),
    completedTime: row.completedTime,
    remark: row.remark,
  }
}
