import { usePermissionStore } from './permission-store'
import { useUserStore } from './user-store'

/**
 * Logout resets every store that holds session data, in one place (stores never reach into each
 * other). Stores created later (tabs, current project) register their reset here.
 */
const sessionResetters: Array<() => void> = [
  () => useUserStore.getState().clearUser(),
  () => usePermissionStore.getState().resetRoutes(),
]
const tabClosers: Array<() => void> = []

export function registerSessionReset(reset: () => void): void {
  sessionResetters.push(reset)
}

export function registerTabCloser(closeAll: () => void): void {
  tabClosers.push(closeAll)
}

export function resetSessionStores(): void {
  for (const reset of sessionResetters) reset()
  closeAllTabs()
}

export function closeAllTabs(): void {
  for (const close of tabClosers) close()
}
