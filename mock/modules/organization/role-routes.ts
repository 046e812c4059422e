import type { CrudContext, CrudResource } from '../../core/crud/crud-resource.ts'
import {
  crudContext,
  crudPermissions,
  defineCrudRoutes,
} from '../../core/crud/define-crud-routes.ts'
import { compareValues } from '../../core/crud/paging.ts'
import { boolean, extraProperties, text } from '../../core/crud/validation.ts'
import { liveRows } from '../../core/db/database.ts'
import type { RoleRecord } from '../../core/db/types.ts'
import { jsonResponse } from '../../core/http/mock-http.ts'
import { defineRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { identityConcurrencyFailure, identityResultError } from './identity-errors.ts'

/** `IdentityRoleDto` (abp-api.md §4.2). */
export function toRoleDto(role: RoleRecord) {
  const { name, isDefault, isStatic, isPublic, concurrencyStamp, id, extraProperties } = role
  return { name, isDefault, isStatic, isPublic, concurrencyStamp, id, extraProperties }
}

const roleFields = {
  name: text('CU', 256),
  isDefault: boolean(false),
  isPublic: boolean(false),
  extraProperties: extraProperties(),
}

const staticRoleError = (context: CrudContext, code: '010005' | '010006') =>
  identityResultError(context.culture, [{ code: `Volo.Abp.Identity:${code}`, args: [] }])

/** Users keep their roles by name here, so a rename or delete follows through to them. */
function renameInUsers(context: CrudContext, from: string, to: string | null): void {
  for (const user of liveRows(context.db.users, context.tenantId)) {
    if (!user.roleNames.includes(from)) continue
    user.roleNames = user.roleNames.flatMap((name) => (name !== from ? [name] : to ? [to] : []))
  }
}

/** ABP's `/api/identity/roles`: static roles cannot be renamed or deleted. */
export const roleResource: CrudResource<RoleRecord, typeof roleFields> = {
  path: '/api/identity/roles',
  entityType: 'IdentityRole',
  permissions: crudPermissions('AbpIdentity.Roles'),
  table: (db) => db.roles,
  fields: roleFields,
  filterFields: (role) => [role.name],
  sorting: {
    name: (role) => role.name,
    isDefault: (role) => role.isDefault,
    isPublic: (role) => role.isPublic,
    isStatic: (role) => role.isStatic,
  },
  defaultOrder: (a, b) => compareValues(a.name, b.name),
  unique: [
    { code: 'Volo.Abp.Identity:DuplicateRoleName', input: (i) => i.name, row: (r) => r.name },
  ],
  checkUpdate: (row, input, context) =>
    row.isStatic && input.name !== row.name ? staticRoleError(context, '010005') : null,
  checkDelete: (row, context) => (row.isStatic ? staticRoleError(context, '010006') : null),
  create: (input, audit) => ({
    ...audit,
    name: input.name!,
    isDefault: input.isDefault,
    isPublic: input.isPublic,
    isStatic: false,
    permissions: [],
    extraProperties: input.extraProperties,
  }),
  update: (row, input, context) => {
    if (input.name !== row.name) renameInUsers(context, row.name, input.name)
    Object.assign(row, {
      name: input.name!,
      isDefault: input.isDefault,
      isPublic: input.isPublic,
      extraProperties: input.extraProperties,
    })
  },
  afterDelete: (row, context) => renameInUsers(context, row.name, null),
  toDto: (row) => toRoleDto(row),
  staleStamp: identityConcurrencyFailure,
  deleteUnknown: 'no-content',
}

export const roleRoutes: BackendRoute[] = [
  // The Users page loads role names from here (business-api.md §11), so holders of
  // AbpIdentity.Users may read it as well as holders of AbpIdentity.Roles.
  defineRoute({
    method: 'GET',
    pattern: '/api/identity/roles/all',
    permission: { anyOf: ['AbpIdentity.Roles', 'AbpIdentity.Users'] },
    handle: (ctx) => {
      const context = crudContext(ctx)
      const roles = liveRows(context.db.roles, context.tenantId).sort(roleResource.defaultOrder)
      return jsonResponse(200, { items: roles.map(toRoleDto) })
    },
  }),
  ...defineCrudRoutes(roleResource),
]
