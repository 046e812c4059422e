import { readMembers } from '../../core/crud/validation.ts'
import { listTenantUsers } from '../../core/db/database.ts'
import { hasLocalPassword } from '../../core/db/user-passwords.ts'
import type { UserRecord } from '../../core/db/types.ts'
import { jsonResponse, parseJsonBody, type MockResponse } from '../../core/http/mock-http.ts'
import type { AuthenticatedContext } from '../../core/request-context.ts'
import { isSettingTrue } from '../../core/routes/application-configuration-dto.ts'
import { authorizedRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import {
  identityConcurrencyFailure,
  identityResultError,
  userNameErrors,
  type IdentityError,
} from '../organization/identity-errors.ts'
import { updateProfileFields, type UpdateProfileInput } from './profile-fields.ts'
import { changePasswordRoute } from './change-password-route.ts'
import { readBody, touchUser, withCurrentUser } from './current-user-action.ts'

const path = '/api/account/my-profile'

/** `ProfileDto` (abp-api.md §4.2). */
export function toProfileDto(user: UserRecord) {
  return {
    userName: user.userName,
    email: user.email,
    name: user.name,
    surname: user.surname,
    phoneNumber: user.phoneNumber,
    isExternal: false,
    hasPassword: hasLocalPassword(user),
    concurrencyStamp: user.concurrencyStamp,
    extraProperties: user.extraProperties,
  }
}

const differs = (a: string | null, b: string | null) =>
  (a ?? '').toLowerCase() !== (b ?? '').toLowerCase()

function isTakenBy(user: UserRecord, pick: (u: UserRecord) => string, value: string): boolean {
  return listTenantUsers(user.tenantId).some(
    (other) => other.id !== user.id && pick(other).toLowerCase() === value.toLowerCase(),
  )
}

/** A changed user name or e-mail counts only while its setting allows the change. */
function changes(user: UserRecord, input: UpdateProfileInput) {
  return {
    userName:
      differs(user.userName, input.userName) &&
      isSettingTrue('Abp.Identity.User.IsUserNameUpdateEnabled'),
    email:
      differs(user.email, input.email) && isSettingTrue('Abp.Identity.User.IsEmailUpdateEnabled'),
  }
}

/**
 * ProfileAppService.UpdateAsync's checks in its order: a changed user name (an unchanged or
 * not-updatable one is kept silently), then a changed e-mail, each failing with its identity
 * errors; the stamp is checked at save, after them.
 */
function profileErrors(user: UserRecord, input: UpdateProfileInput): IdentityError[] {
  const changed = changes(user, input)
  const userName = input.userName!
  if (changed.userName) {
    const errors = userNameErrors(userName)
    if (isTakenBy(user, (u) => u.userName, userName)) {
      errors.push({ code: 'Volo.Abp.Identity:DuplicateUserName', args: [userName] })
    }
    if (errors.length > 0) return errors
  }
  const email = input.email!
  if (changed.email && isTakenBy(user, (u) => u.email, email)) {
    return [{ code: 'Volo.Abp.Identity:DuplicateEmail', args: [email] }]
  }
  return []
}

function applyProfile(user: UserRecord, input: UpdateProfileInput, ctx: AuthenticatedContext) {
  const changed = changes(user, input)
  if (changed.userName) user.userName = input.userName!
  if (changed.email) {
    user.email = input.email!
    user.emailConfirmed = false
  }
  if (differs(user.phoneNumber, input.phoneNumber)) {
    user.phoneNumber = input.phoneNumber
    user.phoneNumberConfirmed = false
  }
  user.name = input.name
  user.surname = input.surname
  user.extraProperties = { ...user.extraProperties, ...input.extraProperties }
  touchUser(user, ctx.caller.userId)
}

function updateProfile(user: UserRecord, ctx: AuthenticatedContext): MockResponse {
  const read = readBody(ctx, updateProfileFields)
  if ('response' in read) return read.response
  const errors = profileErrors(user, read.input)
  if (errors.length > 0) return identityResultError(ctx.culture, errors)
  // SetConcurrencyStampIfNotNull: a stale stamp fails at UserManager.UpdateAsync (403).
  const stamp = (parseJsonBody(ctx.request.body) as { concurrencyStamp?: unknown }).concurrencyStamp
  if (typeof stamp === 'string' && stamp !== '' && stamp !== user.concurrencyStamp) {
    return identityConcurrencyFailure(ctx.culture)
  }
  applyProfile(user, read.input, ctx)
  return jsonResponse(200, toProfileDto(user))
}

/** The signed-in user's own profile (business-api.md §6.3, abp-api.md §4.1, ABP ≥ 5.0). */
export const myProfileRoutes: BackendRoute[] = [
  authorizedRoute(
    'GET',
    path,
    withCurrentUser((user) => jsonResponse(200, toProfileDto(user))),
  ),
  authorizedRoute('PUT', path, withCurrentUser(updateProfile), {
    body: [...readMembers(updateProfileFields, 'update'), 'concurrencyStamp'],
  }),
  changePasswordRoute,
]
