import type { CrudContext } from '../../core/crud/crud-resource.ts'
import type { UserRecord } from '../../core/db/types.ts'
import { removeUserGrants } from '../project/grant-store.ts'

/**
 * BaseService's handler of the identity user-deleted event (business-api.md §1.3 "Cascade"): the
 * memberships go with the soft-deleted user (they no longer count anywhere), and the user's
 * project and contract-section grants are removed.
 */
export function userGrantsCascade(user: UserRecord, context: CrudContext): void {
  removeUserGrants(context.db, user.id, context.caller.userId)
}
