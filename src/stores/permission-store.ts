import { create } from 'zustand'
import type { AppRoute } from '@/router/route-types'

interface PermissionState {
  /** Constant routes plus the asynchronous routes the user may see (spec §4). */
  routes: AppRoute[]
  /** Only the kept asynchronous routes. */
  addedRoutes: AppRoute[]
  isLoaded: boolean
  setRoutes: (routes: AppRoute[], addedRoutes: AppRoute[]) => void
  resetRoutes: () => void
}

export const usePermissionStore = create<PermissionState>()((set) => ({
  routes: [],
  addedRoutes: [],
  isLoaded: false,
  setRoutes: (routes, addedRoutes) => set({ routes, addedRoutes, isLoaded: true }),
  resetRoutes: () => set({ routes: [], addedRoutes: [], isLoaded: false }),
}))
