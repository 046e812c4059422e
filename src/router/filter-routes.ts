import { isGranted } from '@/access/permission-rules'
import type { AppRoute, RouteMeta } from './route-types'

/** The role that sees every asynchronous route (spec §4 "Route generation"). */
export const superRole = 'admin'

/**
 * A route is allowed when it names no policy or shares one with the user's roles; role `admin`
 * is allowed every route (spec §4 "Route generation").
 */
export function hasRoutePermission(roles: readonly string[], meta: RouteMeta | undefined): boolean {
  return roles.includes(superRole) || isGranted(roles, meta?.policy ?? [])
}

/**
 * Keeps the routes the user may see. Parents that had children but keep none are dropped, so an
 * empty menu group never shows.
 */
export function filterRoutes(routes: readonly AppRoute[], roles: readonly string[]): AppRoute[] {
  const kept: AppRoute[] = []
  for (const route of routes) {
    if (!hasRoutePermission(roles, route.meta)) continue
    if (!route.children) {
      kept.push(route)
      continue
    }
    const children = filterRoutes(route.children, roles)
    if (children.length > 0) kept.push({ ...route, children })
  }
  return kept
}

/** Spec §4: admin gets all asynchronous routes; the final list is constant routes plus the kept ones. */
export function generateRoutes(
  constantRoutes: readonly AppRoute[],
  asyncRoutes: readonly AppRoute[],
  roles: readonly string[],
): AppRoute[] {
  return [...constantRoutes, ...filterRoutes(asyncRoutes, roles)]
}
