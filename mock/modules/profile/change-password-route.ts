import { readMembers } from '../../core/crud/validation.ts'
import type { UserRecord } from '../../core/db/types.ts'
import { hasLocalPassword } from '../../core/db/user-passwords.ts'
import { noContent, type MockResponse } from '../../core/http/mock-http.ts'
import type { AuthenticatedContext } from '../../core/request-context.ts'
import { authorizedRoute } from '../../core/routes/define-route.ts'
import { identityResultError, passwordErrors } from '../organization/identity-errors.ts'
import { changePasswordFields } from './profile-fields.ts'
import { readBody, touchUser, withCurrentUser } from './current-user-action.ts'

/**
 * UserManager.ChangePasswordAsync: the current password first (PasswordMismatch), then the
 * policy (Password*); a success changes the stamps. A user without a password sets one.
 */
function changePassword(user: UserRecord, ctx: AuthenticatedContext): MockResponse {
  const read = readBody(ctx, changePasswordFields)
  if ('response' in read) return read.response
  const { currentPassword, newPassword } = read.input
  // ProfileAppService: no password yet → AddPasswordAsync (the current one is not asked for);
  // otherwise ChangePasswordAsync, where a missing or wrong current one is a PasswordMismatch.
  if (hasLocalPassword(user) && currentPassword !== user.password) {
    return identityResultError(ctx.culture, [
      { code: 'Volo.Abp.Identity:PasswordMismatch', args: [] },
    ])
  }
  const errors = passwordErrors(newPassword!)
  if (errors.length > 0) return identityResultError(ctx.culture, errors)
  user.password = newPassword!
  touchUser(user, ctx.caller.userId)
  return noContent()
}

/** POST `/api/account/my-profile/change-password` `{currentPassword, newPassword}` → 204. */
export const changePasswordRoute = authorizedRoute(
  'POST',
  '/api/account/my-profile/change-password',
  withCurrentUser(changePassword),
  { body: readMembers(changePasswordFields, 'update') },
)
