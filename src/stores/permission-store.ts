import { create } from 'zustand'
import type { RouteIndex } from '@/router/route-index'

interface PermissionState {
  /**
   * Granted policy names: the keys of `auth.grantedPolicies` (spec §6 calls them roles), or the
   * demo client's role names. The one owner of the user's permissions; read them with isGranted.
   */
  granted: readonly string[]
  /** The routes of the session, indexed: constant ones plus the permitted menu groups (spec §4). */
  routeIndex: RouteIndex
  isLoaded: boolean
  /**
   * Makes `granted` the user's permissions, with the routes and menu they allow, in one update (so
   * the menu never shows routes of other grants): at sign-in and whenever the grants are read again.
   */
  setGranted: (granted: readonly string[]) => void
  /** Forgets grants and routes: logout, and spec §4 "resetting the token clears token and roles". */
  resetRoutes: () => void
}

// Built here, not by the router's indexRoutes: stores import nothing but types from the router.
const noRoutes: RouteIndex = { entries: [], roots: [], byPath: new Map() }

let buildRouteIndex: (granted: readonly string[]) => RouteIndex = () => noRoutes

/**
 * How grants become routes: the route layer's builder over the app's route table, installed with
 * that table (router/installed-routes.ts). Injected, because stores import nothing of the router.
 */
export function setRouteIndexBuilder(build: (granted: readonly string[]) => RouteIndex): void {
  buildRouteIndex = build
}

export const usePermissionStore = create<PermissionState>()((set) => ({
  granted: [],
  routeIndex: noRoutes,
  isLoaded: false,
  setGranted: (granted) => set({ granted, routeIndex: buildRouteIndex(granted), isLoaded: true }),
  resetRoutes: () => set({ granted: [], routeIndex: noRoutes, isLoaded: false }),
}))

/** Sign-in state is derived from whether roles (granted policies) are loaded (spec §4). */
export function selectIsSignedIn(state: Pick<PermissionState, 'granted'>): boolean {
  return state.granted.length > 0
}
