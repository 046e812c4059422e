import { isExternalPath, resolveRoutePath } from './resolve-route-path'
import type { AppRoute, RouteMeta } from './route-types'

/** One route of the table with everything its consumers would otherwise walk the tree for. */
export interface RouteEntry {
  /** Absolute path (or external URL): the key of the menu, the tab and the route object. */
  fullPath: string
  /** Full path of the group above, undefined at the top of the table. */
  parentPath: string | undefined
  meta: RouteMeta | undefined
  /** Metadata from the top group down to this route: access needs every level (route-access.ts). */
  metaChain: readonly (RouteMeta | undefined)[]
  /** The entries of the route's children, in table order. */
  children: readonly RouteEntry[]
  isGroup: boolean
  isExternal: boolean
  /** The table's route itself: its page loader and redirect. */
  route: AppRoute
}

export interface RouteIndex {
  /** Every route, parents before their children, in table order. */
  entries: readonly RouteEntry[]
  /** The top level of the table, in order. */
  roots: readonly RouteEntry[]
  /** Entries by full path; the first one wins should the table repeat a path. */
  byPath: ReadonlyMap<string, RouteEntry>
}

function indexLevel(
  routes: readonly AppRoute[],
  parent: RouteEntry | undefined,
  flat: RouteEntry[],
): RouteEntry[] {
  return routes.map((route) => {
    const fullPath = parent ? resolveRoutePath(parent.fullPath, route.path) : route.path
    const children: RouteEntry[] = []
    const entry: RouteEntry = {
      fullPath,
      parentPath: parent?.fullPath,
      meta: route.meta,
      metaChain: [...(parent?.metaChain ?? []), route.meta],
      children,
      isGroup: route.children !== undefined,
      isExternal: isExternalPath(fullPath),
      route,
    }
    flat.push(entry)
    children.push(...indexLevel(route.children ?? [], entry, flat))
    return entry
  })
}

const cache = new WeakMap<readonly AppRoute[], RouteIndex>()

/**
 * The one walk of a route table: full paths, parents, metadata chains. Computed once per table
 * (cached by the array's identity), so the menu, breadcrumbs, tabs and search share it.
 */
export function indexRoutes(routes: readonly AppRoute[]): RouteIndex {
  const cached = cache.get(routes)
  if (cached) return cached
  const entries: RouteEntry[] = []
  const roots = indexLevel(routes, undefined, entries)
  const byPath = new Map<string, RouteEntry>()
  for (const entry of entries) if (!byPath.has(entry.fullPath)) byPath.set(entry.fullPath, entry)
  const index: RouteIndex = { entries, roots, byPath }
  cache.set(routes, index)
  return index
}

/** The entries from the top group down to the route at `fullPath`; [] when it is not there. */
export function findRouteTrail(index: RouteIndex, fullPath: string): RouteEntry[] {
  const trail: RouteEntry[] = []
  for (
    let entry = index.byPath.get(fullPath);
    entry;
    entry = entry.parentPath === undefined ? undefined : index.byPath.get(entry.parentPath)
  ) {
    trail.unshift(entry)
  }
  return trail
}
