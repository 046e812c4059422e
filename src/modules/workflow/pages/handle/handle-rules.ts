import { isApiError } from '@/api/http/api-error'
import {
  FieldPermission,
  type FieldPermissions,
  type FormData,
  type FormSchema,
} from '@/modules/workflow/form-schema/form-schema-types'
import type { TaskAction } from '@/modules/workflow/api/task-dtos'

/** Pure rules of the handle page (workflow-api.md §3, §4). */

/** A node's permissions with every field named: those not listed are Read at a task (§2). */
export function taskFieldPermissions(
  schema: FormSchema,
  listed: FieldPermissions,
): FieldPermissions {
  return Object.fromEntries(
    schema.fields.map((field) => [field.key, listed[field.key] ?? FieldPermission.Read]),
  )
}

export function hasWritableField(permissions: FieldPermissions): boolean {
  return Object.values(permissions).includes(FieldPermission.Write)
}

/** What approve sends: Write fields only (others → `Workflow:FieldNotWritable`). */
export function writableData(data: FormData, permissions: FieldPermissions): FormData {
  return Object.fromEntries(
    Object.entries(data).filter(([key]) => permissions[key] === FieldPermission.Write),
  )
}

/** The order of the buttons: the decision first, then what hands the task on, then the rest. */
const buttonOrder: readonly TaskAction[] = [
  'seal',
  'approve',
  'resolve',
  'reject',
  'return',
  'transfer',
  'delegate',
  'addSign',
  'reduce',
  'cc',
  'comment',
  'withdraw',
]

/**
 * The node's actions only, in a stable order; unknown names are left out, and "remove added
 * approvers" only while there are added approvers to remove (`addedCount`).
 */
export function actionButtons(actions: readonly string[], addedCount = 0): TaskAction[] {
  return buttonOrder.filter(
    (action) => actions.includes(action) && (action !== 'reduce' || addedCount > 0),
  )
}

/** Actions sent with the comment box's text. */
export const commentedActions: ReadonlySet<TaskAction> = new Set(['approve', 'resolve', 'reject', 'seal']) // prettier-ignore

/** Reject always needs a comment (V1); the node's `requireComment` adds approve, return, resolve. */
export function isCommentRequired(action: TaskAction, commentRequired: boolean): boolean {
  if (action === 'reject') return true
  return commentRequired && (action === 'approve' || action === 'return' || action === 'resolve')
}

/**
 * The task moved on without us: handled by someone else or from another tab
 * (`Workflow:TaskAlreadyCompleted`), or changed since it was read (409 on the stamp).
 */
export function isTaskGone(error: unknown): boolean {
  return (
    isApiError(error) && (error.code === 'Workflow:TaskAlreadyCompleted' || error.status === 409)
  )
}

/**
 * The text of an action's button (`action.*`) and of its confirmation (`done.*`). On a `resubmit`
 * task, the starter's after a return (§3 Return), approve is a resubmit: it reads so, and says
 * "Resubmitted", not "Approved", once sent.
 */
export function actionTextKey(
  action: TaskAction,
  kind: string | null | undefined,
): TaskAction | 'resubmit' {
  return action === 'approve' && kind === 'resubmit' ? 'resubmit' : action
}
