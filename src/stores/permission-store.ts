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
  /** Both at once, so the menu never shows routes of other grants (router/build-session-routes). */
  setPermissions: (granted: readonly string[], routeIndex: RouteIndex) => void
  /** Forgets grants and routes: logout, and spec §4 "resetting the token clears token and roles". */
  resetRoutes: () => void
}

// Built here, not by the router's indexRoutes: stores import nothing but types from the router.
const noRoutes: RouteIndex = { entries: [], roots: [], byPath: new Map() }

export const usePermissionStore = create<PermissionState>()((set) => ({
  granted: [],
  routeIndex: noRoutes,
  isLoaded: false,
  setPermissions: (granted, routeIndex) => set({ granted, routeIndex, isLoaded: true }),
  resetRoutes: () => set({ granted: [], routeIndex: noRoutes, isLoaded: false }),
}))

/** Sign-in state is derived from whether roles (granted policies) are loaded (spec §4). */
export function selectIsSignedIn(state: Pick<PermissionState, 'granted'>): boolean {
  return state.granted.length > 0
}
