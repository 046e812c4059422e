import type { MockModule } from '../modules/mock-module.ts'
import { abpFrameworkRoutes } from './abp-framework-routes.ts'
import type { BackendRoute } from './define-route.ts'
import { demoClientRoutes } from './demo-client-routes.ts'
import { realtimeRoutes } from '../realtime/realtime-routes.ts'
import { tokenRoutes } from './token-routes.ts'

/**
 * ABP's own endpoints, the demo client and the live counts' stream (which gathers every module's
 * counts): served whatever the modules are.
 */
export const coreRoutes: readonly BackendRoute[] = [
  ...tokenRoutes,
  ...abpFrameworkRoutes,
  ...demoClientRoutes,
  ...realtimeRoutes,
]

const routesByModules = new WeakMap<readonly MockModule[], BackendRoute[]>()

/**
 * Every route of the embedded backend except the test controls: core's, then the modules'. The
 * order does not matter: literal segments never collide with `{id}`, which matches GUIDs only.
 */
export function backendRoutes(modules: readonly MockModule[]): BackendRoute[] {
  let routes = routesByModules.get(modules)
  if (!routes) {
    routes = [...coreRoutes, ...modules.flatMap((module) => module.routes)]
    routesByModules.set(modules, routes)
  }
  return routes
}
