import { entityNotFound, forbidden, validationError } from '../../core/abp-error.ts'
import { isGranted } from '../../core/auth/permission-check.ts'
import type { CrudContext } from '../../core/crud/crud-resource.ts'
import { crudContext } from '../../core/crud/define-crud-routes.ts'
import type { ValidationIssue } from '../../core/crud/validation.ts'
import { toValidationErrors } from '../../core/crud/validation.ts'
import { definedPermissionNames } from '../../core/db/permission-definitions.ts'
import {
  isRecord,
  jsonResponse,
  noContent,
  parseJsonBody,
  readQuery,
  type MockResponse,
} from '../../core/http/mock-http.ts'
import type { AuthenticatedContext } from '../../core/request-context.ts'
import { getRuntimeSettings } from '../../core/runtime-settings.ts'
import { defineRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import {
  findGrantHolder,
  grantedProviders,
  ownGrants,
  visibleGroups,
  type GrantHolder,
  type ProviderName,
} from './permission-grants.ts'

const path = '/api/permission-management/permissions'
/** What resolveProvider reads. */
const providerQuery = ['providerName', 'providerKey']
const providerPolicies: Record<ProviderName, string> = {
  R: 'AbpIdentity.Roles.ManagePermissions',
  U: 'AbpIdentity.Users.ManagePermissions',
}

function invalid(context: CrudContext, issues: ValidationIssue[]): MockResponse {
  return validationError(context.culture, toValidationErrors(context.culture, issues))
}

/**
 * Reads `providerName` and `providerKey`, checks the provider's policy (the route itself lets in
 * holders of either) and finds the role or user in the caller's tenant.
 */
function resolveProvider(
  context: CrudContext,
): { holder: GrantHolder; key: string } | { response: MockResponse } {
  const name = readQuery(context.request.query, 'providerName')?.trim() ?? ''
  const key = readQuery(context.request.query, 'providerKey')?.trim() ?? ''
  const issues: ValidationIssue[] = []
  if (!name) issues.push({ member: 'providerName', rule: 'V1', args: [] })
  else if (name !== 'R' && name !== 'U')
    issues.push({ member: 'providerName', rule: 'V5', args: [] })
  if (!key) issues.push({ member: 'providerKey', rule: 'V1', args: [] })
  if (issues.length > 0) return { response: invalid(context, issues) }
  const providerName = name as ProviderName
  if (!isGranted(context.caller, providerPolicies[providerName])) {
    return { response: forbidden(context.culture, getRuntimeSettings().authErrorFormat) }
  }
  const holder = findGrantHolder(context, providerName, key)
  if (holder) return { holder, key }
  const type = providerName === 'R' ? 'IdentityRole' : 'IdentityUser'
  return { response: entityNotFound(context.culture, type, key) }
}

function getPermissions(ctx: AuthenticatedContext): MockResponse {
  const context = crudContext(ctx)
  const resolved = resolveProvider(context)
  if ('response' in resolved) return resolved.response
  const { holder, key } = resolved
  const groups = visibleGroups(context.tenantId).map((group) => ({
    name: group.name,
    displayName: group.displayName[context.culture],
    displayNameKey: group.displayNameKey,
    displayNameResource: group.displayNameResource,
    permissions: group.permissions.map((permission) => {
      const providers = grantedProviders(holder, permission.name)
      return {
        name: permission.name,
        displayName: permission.displayName[context.culture],
        parentName: permission.parentName,
        isGranted: providers.length > 0,
        allowedProviders: [],
        grantedProviders: providers,
      }
    }),
  }))
  return jsonResponse(200, { entityDisplayName: key, groups })
}

/** `{permissions: [{name, isGranted}]}` → the provider's own grants; 204. */
function putPermissions(ctx: AuthenticatedContext): MockResponse {
  const context = crudContext(ctx)
  const resolved = resolveProvider(context)
  if ('response' in resolved) return resolved.response
  const body = parseJsonBody(context.request.body)
  const items = isRecord(body) ? body.permissions : undefined
  const valid =
    Array.isArray(items) &&
    items.every(
      (item) =>
        isRecord(item) &&
        typeof item.name === 'string' &&
        typeof item.isGranted === 'boolean' &&
        definedPermissionNames.includes(item.name),
    )
  if (!valid) return invalid(context, [{ member: 'permissions', rule: 'V5', args: [] }])
  const grants = new Set(ownGrants(resolved.holder))
  for (const item of items as { name: string; isGranted: boolean }[]) {
    if (item.isGranted) grants.add(item.name)
    else grants.delete(item.name)
  }
  const { holder } = resolved
  const target = holder.providerName === 'R' ? holder.role : holder.user
  // Grants live beside the role or user in ABP: the entity's concurrency stamp stays.
  target.permissions = [...grants]
  return noContent()
}

const anyManager = { anyOf: Object.values(providerPolicies) }

/** ABP's permission management (abp-api.md §6), providers `R` and `U`. */
export const permissionManagementRoutes: BackendRoute[] = [
  defineRoute({ method: 'GET', pattern: path, permission: anyManager, reads: { query: providerQuery }, handle: getPermissions }),
  defineRoute({ method: 'PUT', pattern: path, permission: anyManager, reads: { query: providerQuery, body: ['permissions'] }, handle: putPermissions }),
] // prettier-ignore
