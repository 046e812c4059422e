import {
  permissionGroups,
  type MultiTenancySide,
  type PermissionDefinition,
  type PermissionGroupDefinition,
} from '../../core/db/permission-definitions.ts'
import type { CultureName } from '../../core/localization/culture.ts'

/** What the definitions list is narrowed by (business-api.md §7). */
export interface DefinitionQuery {
  /** Case-insensitive "contains" over name and display name (in the caller's culture). */
  filter: string | null
  groupName: string | null
  /** An exact side: 1 Tenant, 2 Host, 3 Both. */
  side: MultiTenancySide | null
}

export interface PermissionDefinitionDto {
  name: string
  displayName: string
  parentName: string | null
  depth: number
  multiTenancySide: MultiTenancySide
  isEnabled: boolean
  providers: string[]
}

export interface PermissionGroupDefinitionDto {
  name: string
  displayName: string
  permissions: PermissionDefinitionDto[]
}

/**
 * The groups a caller may browse: the host sees every definition, a tenant only those of side
 * Tenant or Both (ABP's permission checker). Groups left without permissions are dropped.
 */
export function browsableGroups(tenantId: string | null): PermissionGroupDefinition[] {
  if (tenantId === null) return permissionGroups
  return permissionGroups
    .map((group) => ({
      ...group,
      permissions: group.permissions.filter((p) => (p.side & 1) !== 0),
    }))
    .filter((group) => group.permissions.length > 0)
}

function depthOf(permission: PermissionDefinition, byName: Map<string, PermissionDefinition>) {
  let depth = 0
  for (let p = permission; p.parentName !== null; depth++) {
    const parent = byName.get(p.parentName)
    if (!parent) break
    p = parent
  }
  return depth
}

/** The permissions of a group that match, each with its ancestors, in definition order. */
function matchingPermissions(
  group: PermissionGroupDefinition,
  query: DefinitionQuery,
  culture: CultureName,
): PermissionDefinition[] {
  const byName = new Map(group.permissions.map((p) => [p.name, p]))
  const needle = query.filter?.toLowerCase() ?? ''
  const kept = new Set<string>()
  for (const permission of group.permissions) {
    if (query.side !== null && permission.side !== query.side) continue
    const texts = [permission.name, permission.displayName[culture]]
    if (needle && !texts.some((text) => text.toLowerCase().includes(needle))) continue
    // A match brings its ancestors, so the tree stays whole.
    for (let p: PermissionDefinition | undefined = permission; p;) {
      kept.add(p.name)
      p = p.parentName === null ? undefined : byName.get(p.parentName)
    }
  }
  return group.permissions.filter((p) => kept.has(p.name))
}

/** `ListResultDto<PermissionGroupDefinitionDto>` items for a caller's side, query and culture. */
export function listDefinitions(
  tenantId: string | null,
  query: DefinitionQuery,
  culture: CultureName,
): PermissionGroupDefinitionDto[] {
  return browsableGroups(tenantId)
    .filter((group) => query.groupName === null || group.name === query.groupName)
    .map((group) => {
      const byName = new Map(group.permissions.map((p) => [p.name, p]))
      return {
        name: group.name,
        displayName: group.displayName[culture],
        permissions: matchingPermissions(group, query, culture).map((p) => ({
          name: p.name,
          displayName: p.displayName[culture],
          parentName: p.parentName,
          depth: depthOf(p, byName),
          multiTenancySide: p.side,
          isEnabled: true,
          providers: [],
        })),
      }
    })
    .filter((group) => group.permissions.length > 0)
}
