import { TodoSource, TodoStatus, type TodoDto } from '@/modules/todo/api/todo-api'

/** Pure rules of the to-do page (business-api.md §6.2). */

export type TodoRowAction = 'update' | 'delete' | 'complete' | 'reopen'

/** What each source allows here; the rest closes through its source (`Base:TodoManagedBySource`). */
const allowedSources: Record<TodoRowAction, readonly TodoSource[]> = {
  update: [TodoSource.Manual],
  delete: [TodoSource.Manual],
  complete: [TodoSource.Manual, TodoSource.System],
  reopen: [TodoSource.Manual, TodoSource.System],
}

export function isTodoActionAllowed(source: TodoSource, action: TodoRowAction): boolean {
  return allowedSources[action].includes(source)
}

/** The `todo` text key saying why a source refuses an action here; undefined when allowed. */
export function todoRefusalKey(source: TodoSource, action: TodoRowAction): string | undefined {
  if (isTodoActionAllowed(source, action)) return undefined
  switch (source) {
    case TodoSource.Workflow:
      return 'managedBy.workflow'
    case TodoSource.Notice:
      return 'managedBy.notice'
    default:
      return 'managedBy.system'
  }
}

/** Which of complete / reopen a row offers: a pending to-do completes, a closed one reopens. */
export function statusActionOf(status: TodoStatus): 'complete' | 'reopen' {
  return status === TodoStatus.Pending ? 'complete' : 'reopen'
}

/** Overdue as the server computed it (pending and due before now, in the server's clock). */
export function isTodoOverdue(todo: Pick<TodoDto, 'status' | 'isOverdue'>): boolean {
  return todo.status === TodoStatus.Pending && todo.isOverdue
}

const statusValues = Object.values(TodoStatus).map(String)

/** The `status` URL filter as the server's enum value, or undefined for "all" or junk. */
export function readStatusFilter(value: string | undefined): TodoStatus | undefined {
  return value !== undefined && statusValues.includes(value)
    ? (Number(value) as TodoStatus)
    : undefined
}
