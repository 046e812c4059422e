import { usePermissionStore } from '@/stores/permission-store'
import { asyncRoutes } from './async-routes'
import { constantRoutes } from './constant-routes'
import { generateRoutes } from '@/router/filter-routes'
import { indexRoutes, type RouteIndex } from '@/router/route-index'

/** The routes a user with `granted` may see, indexed (spec §4 Route generation). */
export function buildSessionRoutes(granted: readonly string[]): RouteIndex {
  return indexRoutes(generateRoutes(constantRoutes, asyncRoutes, granted))
}

/**
 * Makes `granted` the user's permissions: kept with the routes and menu they allow, in one update,
 * at sign-in and whenever the grants are read again (auth/refresh-permissions.ts).
 */
export function applyGrantedPolicies(granted: readonly string[]): void {
  usePermissionStore.getState().setPermissions(granted, buildSessionRoutes(granted))
}
