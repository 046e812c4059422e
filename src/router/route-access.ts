import { hasRoutePermission } from './filter-routes'
import type { AppRoute, RouteMeta } from './route-types'

/** A page is open to the user when every route on its way (group, then page) is. */
export function canAccessRoute(
  roles: readonly string[],
  chain: readonly (RouteMeta | undefined)[],
): boolean {
  return chain.every((meta) => hasRoutePermission(roles, meta))
}

/**
 * Where a group address leads: its default child when the user may open it, else the first child
 * the user may open, else undefined (→ 401).
 */
export function resolveGroupRedirect(
  group: AppRoute,
  roles: readonly string[],
): string | undefined {
  const children = group.children ?? []
  const allowed = children.filter((child) => canAccessRoute(roles, [group.meta, child.meta]))
  const target = group.redirect
  if (target && allowed.some((child) => target === `${group.path}/${child.path}`)) return target
  const first = allowed[0]
  return first ? `${group.path}/${first.path}` : undefined
}
