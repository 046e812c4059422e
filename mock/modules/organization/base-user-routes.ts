import { entityNotFound, validationError } from '../../core/abp-error.ts'
import { businessError } from '../../core/crud/business-error.ts'
import type { Check, CrudContext, CrudResource } from '../../core/crud/crud-resource.ts'
import { crudPermissions, defineCrudRoutes } from '../../core/crud/define-crud-routes.ts'
import { isGuid, toValidationErrors, type InputOf } from '../../core/crud/validation.ts'
import { liveRows } from '../../core/db/database.ts'
import type { UserRecord } from '../../core/db/types.ts'
import { readBooleanQuery, readQuery } from '../../core/http/mock-http.ts'
import { toIdentityUserDto } from './identity-user-dto.ts'
import { subtreeIds, tenantOrganizations } from './memberships.ts'
import { baseUserFields } from './user-fields.ts'
import { userResourceCore } from './user-resource.ts'

type BaseUserInput = InputOf<typeof baseUserFields>

/** `BaseUserDto` (business-api.md §1.3): identity fields, role names, memberships. */
function toBaseUserDto(user: UserRecord, context: CrudContext) {
  const organizations = tenantOrganizations(context.db, user.tenantId)
    .filter((o) => user.organizationIds.includes(o.id))
    .map(({ id, name, fullName }) => ({ id, name, fullName }))
  const positions = liveRows(context.db.positions, user.tenantId)
    .filter((p) => user.positionIds.includes(p.id))
    .sort((a, b) => a.sort - b.sort)
    .map(({ id, name }) => ({ id, name }))
  return { ...toIdentityUserDto(user), roleNames: [...user.roleNames], organizations, positions }
}

/**
 * Unknown ids → 404 of their type; a newly added disabled one → `Base:*Disabled`. Memberships the
 * user already has stay even when their target was disabled since (§1.1 "Disabling").
 */
function checkMemberships(
  input: BaseUserInput,
  row: UserRecord | null,
  context: CrudContext,
): Check {
  const { culture, db, tenantId } = context
  const references = [
    { ids: input.organizationIds, kept: row?.organizationIds ?? [], rows: liveRows(db.organizations, tenantId), type: 'Organization', code: 'Base:OrganizationDisabled' as const },
    { ids: input.positionIds, kept: row?.positionIds ?? [], rows: liveRows(db.positions, tenantId), type: 'Position', code: 'Base:PositionDisabled' as const },
  ] // prettier-ignore
  for (const { ids, kept, rows, type, code } of references) {
    for (const id of ids ?? []) {
      const target = rows.find((r) => r.id === id)
      if (!target) return entityNotFound(culture, type, id)
      if (!target.enabled && !kept.includes(id)) return businessError(culture, code, target.name)
    }
  }
  return null
}

function listFilter(rows: UserRecord[], context: CrudContext) {
  const { query } = context.request
  const organizationId = readQuery(query, 'organizationId')?.trim().toLowerCase() || null
  const positionId = readQuery(query, 'positionId')?.trim().toLowerCase() || null
  const badIds = [
    ['organizationId', organizationId],
    ['positionId', positionId],
  ].filter(([, id]) => id !== null && !isGuid(id))
  if (badIds.length > 0) {
    const issues = badIds.map(([member]) => ({ member: member!, rule: 'V5' as const, args: [] }))
    return validationError(context.culture, toValidationErrors(context.culture, issues))
  }
  let result = rows
  if (organizationId !== null) {
    const units = readBooleanQuery(query, 'includeDescendants', true)
      ? subtreeIds(tenantOrganizations(context.db, context.tenantId), organizationId)
      : new Set([organizationId])
    result = result.filter((u) => u.organizationIds.some((id) => units.has(id)))
  }
  if (positionId !== null) result = result.filter((u) => u.positionIds.includes(positionId))
  if (readQuery(query, 'isActive') !== null) {
    const isActive = readBooleanQuery(query, 'isActive', true)
    result = result.filter((u) => u.isActive === isActive)
  }
  return result
}

function applyMemberships(row: UserRecord, input: BaseUserInput): void {
  // null = unchanged on update (and none on create); [] clears.
  if (input.organizationIds !== null) row.organizationIds = input.organizationIds
  if (input.positionIds !== null) row.positionIds = input.positionIds
}

/** BaseService's user endpoint: users with their organisations and positions in one call. */
export const baseUserResource: CrudResource<UserRecord, typeof baseUserFields> = {
  ...userResourceCore,
  path: '/api/base/user',
  permissions: crudPermissions('AbpIdentity.Users'),
  fields: baseUserFields,
  filterFields: (u) => [u.userName, u.name, u.email, u.phoneNumber],
  sorting: {
    userName: (u) => u.userName,
    name: (u) => u.name,
    email: (u) => u.email,
    creationTime: (u) => u.creationTime,
  },
  listFilter,
  checkCreate: (input, context) =>
    checkMemberships(input, null, context) ?? userResourceCore.checkCreate!(input, context),
  checkUpdate: (row, input, context) =>
    checkMemberships(input, row, context) ?? userResourceCore.checkUpdate!(row, input, context),
  create: (input, audit, context) => {
    const row = userResourceCore.create(input, audit, context)
    applyMemberships(row, input)
    return row
  },
  update: (row, input, context) => {
    userResourceCore.update(row, input, context)
    applyMemberships(row, input)
  },
  toDto: toBaseUserDto,
  // Deletion goes through DELETE /api/identity/users/{id}.
  without: ['delete'],
}

export const baseUserRoutes = defineCrudRoutes(baseUserResource)
