import { entityNotFound } from '../../core/abp-error.ts'
import { businessError } from '../../core/crud/business-error.ts'
import type { Check, CrudContext, CrudResource } from '../../core/crud/crud-resource.ts'
import { extraProperties, guid, text } from '../../core/crud/validation.ts'
import { sameId } from '../../core/db/audit.ts'
import { todoSources, todoStatuses, type TodoRecord } from './todo-types.ts'
import { dateTime } from '../../core/crud/date-time-field.ts'
import { checkProjectExists } from '../project/project-access.ts'
import { toTodoDto } from './todo-dto.ts'
import { compareTodos, isTodoActionAllowed, type TodoAction } from './todo-rules.ts'

const todoFields = {
  title: text('CU', 128),
  dueTime: dateTime(),
  projectId: guid(),
  remark: text('-', 500),
  extraProperties: extraProperties(),
}

/** Someone else's to-do does not exist for the caller: 404 `Todo`. */
export function checkTodoOwner(row: TodoRecord, { caller, culture }: CrudContext): Check {
  return sameId(row.userId, caller.userId) ? null : entityNotFound(culture, 'Todo', row.id)
}

/** The owner, then what the to-do's source allows (`Base:TodoManagedBySource`). */
export function checkTodoAction(row: TodoRecord, action: TodoAction, context: CrudContext): Check {
  return (
    checkTodoOwner(row, context) ??
    (isTodoActionAllowed(row.source, action)
      ? null
      : businessError(context.culture, 'Base:TodoManagedBySource'))
  )
}

const none = { anyOf: [] }

/**
 * The caller's to-dos (business-api.md §6.2), sign-in only: create (Manual), update and delete
 * (owner, Manual only). Lists are `my` (todo-my-routes.ts); there is no GET by id.
 */
export const todoResource: CrudResource<TodoRecord, typeof todoFields> = {
  path: '/api/base/todo',
  entityType: 'Todo',
  // Unused: todo-routes.ts serves the writes to any signed-in caller ("auth (owner)").
  permissions: { read: none, create: none, update: none, delete: none },
  table: (db) => db.todos,
  fields: todoFields,
  filterFields: (row) => [row.title],
  sorting: {
    dueTime: (row) => row.dueTime,
    creationTime: (row) => row.creationTime,
    title: (row) => row.title,
  },
  defaultOrder: compareTodos,
  checkCreate: (input, { db, tenantId, culture }) =>
    checkProjectExists(db, tenantId, input.projectId, culture),
  checkUpdate: (row, input, context) =>
    checkTodoAction(row, 'update', context) ??
    checkProjectExists(context.db, context.tenantId, input.projectId, context.culture),
  checkDelete: (row, context) => checkTodoAction(row, 'delete', context),
  create: (input, audit, { caller }) => ({
    ...audit,
    userId: caller.userId,
    title: input.title!,
    source: todoSources.manual,
    sourceId: null,
    link: null,
    projectId: input.projectId,
    dueTime: input.dueTime,
    status: todoStatuses.pending,
    completedTime: null,
    remark: input.remark,
    extraProperties: input.extraProperties,
  }),
  update: (row, input) => {
    Object.assign(row, {
      title: input.title!,
      projectId: input.projectId,
      dueTime: input.dueTime,
      remark: input.remark,
      extraProperties: input.extraProperties,
    })
  },
  toDto: (row, { db }) => toTodoDto(row, db),
}
