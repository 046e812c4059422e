import { hasRoutePermission } from './filter-routes'
import type { RouteEntry, RouteIndex } from './route-index'
import type { RouteMeta } from './route-types'

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
  group: RouteEntry,
  roles: readonly string[],
): string | undefined {
  const allowed = group.children.filter((child) => canAccessRoute(roles, child.metaChain))
  const target = group.route.redirect
  if (target && allowed.some((child) => child.fullPath === target)) return target
  return allowed[0]?.fullPath
}

/**
 * Whether the user may still open `path` of the route table `index`. An address the table does
 * not know (the error pages' own, an old bookmark) is not the table's to refuse: the router
 * answers it with 404.
 */
export function canOpenPath(index: RouteIndex, roles: readonly string[], path: string): boolean {
  const entry = index.byPath.get(path)
  return !entry || canAccessRoute(roles, entry.metaChain)
}
