import type { RouteMeta } from './route-types'

/** What every route object carries in react-router's `handle`: its metadata and full path. */
export interface RouteHandle {
  meta: RouteMeta
  fullPath: string
}

/** The handle of the deepest matched route that has one: the page on screen. */
export function findRouteHandle(matches: readonly { handle: unknown }[]): RouteHandle | undefined {
  const handle = matches.findLast((match) => isRouteHandle(match.handle))?.handle
  return isRouteHandle(handle) ? handle : undefined
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'meta' in value && 'fullPath' in value
}
