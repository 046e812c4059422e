import type { RouteMeta } from './route-types'

/** What every route object carries in react-router's `handle`: its metadata and full path. */
export interface RouteHandle {
  meta: RouteMeta
  fullPath: string
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'meta' in value && 'fullPath' in value
}
