import { validationError } from '../../core/abp-error.ts'
import type { CrudContext } from '../../core/crud/crud-resource.ts'
import { crudContext } from '../../core/crud/define-crud-routes.ts'
import { toValidationErrors, type ValidationIssue } from '../../core/crud/validation.ts'
import { liveRows } from '../../core/db/database.ts'
import type { MultiTenancySide } from '../../core/db/permission-definitions.ts'
import { jsonResponse, readQuery, type MockResponse } from '../../core/http/mock-http.ts'
import type { AuthenticatedContext } from '../../core/request-context.ts'
import { defineRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { browsableGroups, listDefinitions } from './permission-definition-list.ts'

const path = '/api/base/permission-definition'
const permission = 'PermissionManage.Permission'

function invalid(context: CrudContext, issues: ValidationIssue[]): MockResponse {
  return validationError(context.culture, toValidationErrors(context.culture, issues))
}

/** A query value trimmed; empty counts as absent. */
function queryText(context: CrudContext, name: string): string | null {
  return readQuery(context.request.query, name)?.trim() || null
}

/** GET: the definitions the caller's side sees, by `filter`, `groupName`, `multiTenancySide`. */
function getDefinitions(ctx: AuthenticatedContext): MockResponse {
  const context = crudContext(ctx)
  const filter = queryText(context, 'filter')
  const sideText = queryText(context, 'multiTenancySide')
  const issues: ValidationIssue[] = []
  if (filter && filter.length > 128) issues.push({ member: 'filter', rule: 'V2', args: ['128'] })
  const side = sideText === null ? null : Number(sideText)
  if (side !== null && side !== 1 && side !== 2 && side !== 3)
    issues.push({ member: 'multiTenancySide', rule: 'V5', args: [] })
  if (issues.length > 0) return invalid(context, issues)
  const query = {
    filter,
    groupName: queryText(context, 'groupName'),
    side: side as MultiTenancySide | null,
  }
  return jsonResponse(200, { items: listDefinitions(context.tenantId, query, context.culture) })
}

/**
 * GET grant-matrix: the tenant's roles (by name) and, per permission the caller's side sees,
 * the roles that grant it; only granted permissions are listed.
 */
function getGrantMatrix(ctx: AuthenticatedContext): MockResponse {
  const context = crudContext(ctx)
  const providerName = queryText(context, 'providerName')
  if (providerName === null)
    return invalid(context, [{ member: 'providerName', rule: 'V1', args: [] }])
  if (providerName !== 'R')
    return invalid(context, [{ member: 'providerName', rule: 'V5', args: [] }])
  const groupName = queryText(context, 'groupName')
  const roles = liveRows(context.db.roles, context.tenantId).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  )
  const grants: Record<string, string[]> = {}
  for (const group of browsableGroups(context.tenantId)) {
    if (groupName !== null && group.name !== groupName) continue
    for (const { name } of group.permissions) {
      const holders = roles.filter((role) => role.permissions.includes(name)).map((r) => r.name)
      if (holders.length > 0) grants[name] = holders
    }
  }
  return jsonResponse(200, {
    providerName: 'R',
    providers: roles.map((role) => ({ key: role.name, displayName: role.name })),
    grants,
  })
}

/** Permission definitions (business-api.md §7): read-only, code-defined. */
export const permissionDefinitionRoutes: BackendRoute[] = [
  defineRoute({
    method: 'GET',
    pattern: `${path}/grant-matrix`,
    permission,
    handle: getGrantMatrix,
  }),
  defineRoute({ method: 'GET', pattern: path, permission, handle: getDefinitions }),
]
