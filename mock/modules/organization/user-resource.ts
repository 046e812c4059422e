import type { Check, CrudContext, CrudResource } from '../../core/crud/crud-resource.ts'
import { compareValues } from '../../core/crud/paging.ts'
import { liveRows } from '../../core/db/database.ts'
import type { AuditedRecord, UserRecord } from '../../core/db/types.ts'
import { userGrantsCascade } from './user-cascade.ts'
import {
  identityConcurrencyFailure,
  identityResultError,
  passwordErrors,
  userNameErrors,
} from './identity-errors.ts'
import { identityUserFields, type IdentityUserInput } from './user-fields.ts'

type Fields = typeof identityUserFields
type UserResourceCore = Omit<
  CrudResource<UserRecord, Fields>,
  'path' | 'permissions' | 'fields' | 'filterFields' | 'sorting' | 'toDto' | 'listFilter'
>

/** Role names that exist in the tenant, in the given order; unknown names are dropped. */
export function knownRoleNames(context: CrudContext, names: readonly string[]): string[] {
  const roles = liveRows(context.db.roles, context.tenantId)
  return names.flatMap((name) => {
    const role = roles.find((r) => r.name.toLowerCase() === name.toLowerCase())
    return role ? [role.name] : []
  })
}

function defaultRoleNames(context: CrudContext): string[] {
  return liveRows(context.db.roles, context.tenantId)
    .filter((role) => role.isDefault)
    .map((role) => role.name)
}

/** UserManager's checks in its order: the password first, then the user name. */
function checkUser(input: IdentityUserInput, context: CrudContext): Check {
  const errors = [
    ...(input.password === null ? [] : passwordErrors(input.password)),
    ...userNameErrors(input.userName!),
  ]
  return errors.length > 0 ? identityResultError(context.culture, errors) : null
}

/** Writes the identity fields; `roleNames` null keeps the roles (update) or takes the defaults. */
export function applyIdentityInput(
  row: UserRecord,
  input: IdentityUserInput,
  context: CrudContext,
): void {
  Object.assign(row, {
    userName: input.userName!,
    name: input.name,
    surname: input.surname,
    email: input.email!,
    phoneNumber: input.phoneNumber,
    isActive: input.isActive,
    lockoutEnabled: input.lockoutEnabled,
    extraProperties: input.extraProperties,
  })
  if (input.password !== null) row.password = input.password
  if (input.roleNames !== null) row.roleNames = knownRoleNames(context, input.roleNames)
}

export function newUser(
  input: IdentityUserInput,
  audit: AuditedRecord,
  context: CrudContext,
): UserRecord {
  const row: UserRecord = {
    ...audit,
    userName: '',
    name: null,
    surname: null,
    email: '',
    emailConfirmed: false,
    phoneNumber: null,
    phoneNumberConfirmed: false,
    isActive: true,
    lockoutEnabled: true,
    password: '',
    roleNames: defaultRoleNames(context),
    permissions: [],
    organizationIds: [],
    positionIds: [],
    hasAvatar: false,
  }
  applyIdentityInput(row, input, context)
  return row
}

/**
 * What `/api/identity/users` and `/api/base/user` share: identity's password and user-name
 * rules, duplicate name/email (403 `Volo.Abp.Identity:*`), 403 ConcurrencyFailure for a stale
 * stamp, no deleting yourself, and the deletion cascade.
 */
export const userResourceCore: UserResourceCore = {
  entityType: 'IdentityUser',
  table: (db) => db.users,
  defaultOrder: (a, b) => compareValues(a.userName, b.userName),
  unique: [
    {
      code: 'Volo.Abp.Identity:DuplicateUserName',
      input: (input) => input.userName,
      row: (row) => row.userName,
    },
    {
      code: 'Volo.Abp.Identity:DuplicateEmail',
      input: (input) => input.email,
      row: (row) => row.email,
    },
  ],
  checkCreate: checkUser,
  checkUpdate: (_row, input, context) => checkUser(input, context),
  checkDelete: (row, context) =>
    row.id === context.caller.userId.toLowerCase()
      ? identityResultError(context.culture, [{ code: 'Volo.Abp.Identity:010001', args: [] }])
      : null,
  afterDelete: userGrantsCascade,
  create: newUser,
  update: applyIdentityInput,
  staleStamp: identityConcurrencyFailure,
  deleteUnknown: 'no-content',
}
