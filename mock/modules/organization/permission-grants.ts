import type { CrudContext } from '../../core/crud/crud-resource.ts'
import { liveRows } from '../../core/db/database.ts'
import { permissionGroups } from '../../core/db/permission-definitions.ts'
import type { RoleRecord, UserRecord } from '../../core/db/types.ts'

/** `R` (role name) or `U` (user id), abp-api.md §6.1. */
export type ProviderName = 'R' | 'U'

export type GrantHolder =
  | { providerName: 'R'; role: RoleRecord }
  | { providerName: 'U'; user: UserRecord; roles: RoleRecord[] }

/** The role or user a provider key names in the caller's tenant, or null. */
export function findGrantHolder(
  context: CrudContext,
  providerName: ProviderName,
  providerKey: string,
): GrantHolder | null {
  const roles = liveRows(context.db.roles, context.tenantId)
  if (providerName === 'R') {
    const role = roles.find((r) => r.name === providerKey)
    return role ? { providerName, role } : null
  }
  const user = liveRows(context.db.users, context.tenantId).find(
    (u) => u.id === providerKey.toLowerCase(),
  )
  if (!user) return null
  return { providerName, user, roles: roles.filter((r) => user.roleNames.includes(r.name)) }
}

interface ProviderInfo {
  providerName: string
  providerKey: string
}

/** Who grants a permission: the role itself, or for a user its roles and its own grant. */
export function grantedProviders(holder: GrantHolder, permission: string): ProviderInfo[] {
  if (holder.providerName === 'R') {
    const granted = holder.role.permissions.includes(permission)
    return granted ? [{ providerName: 'R', providerKey: holder.role.name }] : []
  }
  const fromRoles = holder.roles
    .filter((role) => role.permissions.includes(permission))
    .map((role) => ({ providerName: 'R', providerKey: role.name }))
  const own = holder.user.permissions.includes(permission)
  return own ? [...fromRoles, { providerName: 'U', providerKey: holder.user.id }] : fromRoles
}

/** The provider's own grant list (a user's direct grants, not its roles'). */
export function ownGrants(holder: GrantHolder): string[] {
  return holder.providerName === 'R' ? holder.role.permissions : holder.user.permissions
}

/**
 * The groups a caller's side sees: a tenant sees Tenant and Both permissions, the host Host and
 * Both (ABP's permission app service filters by `MultiTenancySide`).
 */
export function visibleGroups(tenantId: string | null) {
  const side = tenantId === null ? 2 : 1
  return permissionGroups
    .map((group) => ({
      ...group,
      permissions: group.permissions.filter((p) => (p.side & side) !== 0),
    }))
    .filter((group) => group.permissions.length > 0)
}
