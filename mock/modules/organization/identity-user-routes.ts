import {
  crudPermissions,
  crudContext,
  defineCrudRoutes,
} from '../../core/crud/define-crud-routes.ts'
import type { CrudContext, CrudResource } from '../../core/crud/crud-resource.ts'
import { findRow } from '../../core/crud/crud-reads.ts'
import {
  readMembers,
  stringList,
  toValidationErrors,
  validateInput,
} from '../../core/crud/validation.ts'
import { newConcurrencyStamp } from '../../core/db/audit.ts'
import { liveRows } from '../../core/db/database.ts'
import type { UserRecord } from '../../core/db/types.ts'
import { emptyResponse, jsonResponse, noContent, parseJsonBody } from '../../core/http/mock-http.ts'
import { validationError } from '../../core/abp-error.ts'
import type { AuthenticatedContext } from '../../core/request-context.ts'
import { defineRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { toIdentityUserDto } from './identity-user-dto.ts'
import { toRoleDto } from './role-routes.ts'
import { identityUserFields } from './user-fields.ts'
import { knownRoleNames, userResourceCore } from './user-resource.ts'

const path = '/api/identity/users'
const permissions = crudPermissions('AbpIdentity.Users')

/** ABP's `/api/identity/users` (abp-api.md §4.1). */
export const identityUserResource: CrudResource<UserRecord, typeof identityUserFields> = {
  ...userResourceCore,
  path,
  permissions,
  fields: identityUserFields,
  filterFields: (u) => [u.userName, u.email, u.name, u.surname, u.phoneNumber],
  sorting: {
    userName: (u) => u.userName,
    name: (u) => u.name,
    surname: (u) => u.surname,
    email: (u) => u.email,
    phoneNumber: (u) => u.phoneNumber,
    isActive: (u) => u.isActive,
    creationTime: (u) => u.creationTime,
    lastModificationTime: (u) => u.lastModificationTime,
  },
  toDto: (row) => toIdentityUserDto(row),
}

function tenantRoles(context: CrudContext) {
  return liveRows(context.db.roles, context.tenantId).sort((a, b) => (a.name < b.name ? -1 : 1))
}

function userRoles(ctx: AuthenticatedContext) {
  const context = crudContext(ctx)
  const found = findRow(identityUserResource, context, context.params.id)
  if ('response' in found) return found.response
  const items = tenantRoles(context).filter((role) => found.row.roleNames.includes(role.name))
  return jsonResponse(200, { items: items.map(toRoleDto) })
}

/** `IdentityUserUpdateRolesDto`. */
const userRolesFields = { roleNames: stringList() }

/** `PUT /{id}/roles` `{roleNames}`: replaces the roles; 204. */
function setUserRoles(ctx: AuthenticatedContext) {
  const context = crudContext(ctx)
  const found = findRow(identityUserResource, context, context.params.id)
  if ('response' in found) return found.response
  const result = validateInput(parseJsonBody(context.request.body), userRolesFields, 'update')
  if (!result.ok)
    return validationError(context.culture, toValidationErrors(context.culture, result.issues))
  found.row.roleNames = knownRoleNames(context, result.input.roleNames ?? [])
  found.row.concurrencyStamp = newConcurrencyStamp()
  return noContent()
}

/** `by-username` / `by-email`: ABP answers a null result with 204 and no body. */
function findBy(field: 'userName' | 'email') {
  return (ctx: AuthenticatedContext) => {
    const context = crudContext(ctx)
    const wanted = (
      field === 'userName' ? context.params.userName : context.params.email
    ).toLowerCase()
    const user = liveRows(context.db.users, context.tenantId).find(
      (u) => u[field].toLowerCase() === wanted,
    )
    return user ? jsonResponse(200, toIdentityUserDto(user)) : emptyResponse(204)
  }
}

export const identityUserRoutes: BackendRoute[] = [
  defineRoute({
    method: 'GET',
    pattern: `${path}/assignable-roles`,
    permission: permissions.read,
    handle: (ctx) => jsonResponse(200, { items: tenantRoles(crudContext(ctx)).map(toRoleDto) }),
  }),
  defineRoute({ method: 'GET', pattern: `${path}/by-username/:userName`, permission: permissions.read, handle: findBy('userName') }),
  defineRoute({ method: 'GET', pattern: `${path}/by-email/:email`, permission: permissions.read, handle: findBy('email') }),
  defineRoute({ method: 'GET', pattern: `${path}/:id/roles`, permission: permissions.read, handle: userRoles }),
  defineRoute({ method: 'PUT', pattern: `${path}/:id/roles`, permission: permissions.update, reads: { body: readMembers(userRolesFields, 'update') }, handle: setUserRoles }),
  ...defineCrudRoutes(identityUserResource),
] // prettier-ignore
