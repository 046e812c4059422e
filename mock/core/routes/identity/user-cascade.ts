import type { CrudContext } from '../../crud/crud-resource.ts'
import type { UserRecord } from '../../db/types.ts'

/**
 * BaseService's handler of the identity user-deleted event (business-api.md §1.3 "Cascade"): the
 * memberships go with the soft-deleted user (they no longer count anywhere), and the user's
 * contract-section grants are removed.
 */
export function htdAssignmentsCascade(user: UserRecord, context: CrudContext): void {
  const assignments = context.db.htdAssignments
  for (let i = assignments.length - 1; i >= 0; i--) {
    if (assignments[i].userId === user.id) assignments.splice(i, 1)
  }
}
