import { clockNow, sameId } from '../../core/db/audit.ts'
import { todoSources, todoStatuses } from '../todo/todo-types.ts'
import type { MockDatabase } from '../../core/db/types.ts'
import { touchRow } from '../../core/crud/touch-row.ts'

/**
 * A Notice to-do completes when its notice is read (business-api.md §6.2): the reader's pending
 * to-dos whose source is one of these notices become Done.
 */
export function completeNoticeTodos(
  db: MockDatabase,
  tenantId: string | null,
  userId: string,
  noticeIds: ReadonlySet<string>,
): void {
  for (const todo of db.todos) {
    const matches =
      !todo.isDeleted &&
      todo.source === todoSources.notice &&
      todo.status === todoStatuses.pending &&
      todo.sourceId !== null &&
      noticeIds.has(todo.sourceId) &&
      sameId(todo.tenantId, tenantId) &&
      sameId(todo.userId, userId)
    if (!matches) continue
    todo.status = todoStatuses.done
    todo.completedTime = clockNow()
    touchRow(todo, userId)
  }
}
