import { resetSessionStores, closeAllTabs } from '@/stores/reset-session-stores'
import { useUserStore } from '@/stores/user-store'
import { usePermissionStore } from '@/stores/permission-store'
import { getAuthGate, type Navigate } from './auth-gate'
import { ensureSession } from './load-session'
import { stopPasswordSession } from './password-session'
import { clearStoredTokens, writeStoredTokens } from './token-storage'

/**
 * Spec §4 Logout: clears token, roles, id, name, userName, phone, positions, the stored token and
 * the route table, closes all tabs; then goes to /login (password mode) or signs out at the
 * identity provider (redirect flow).
 */
export async function logout(navigate: Navigate): Promise<void> {
  clearLocalSession()
  await getAuthGate().signOut(navigate)
}

/** The local half of logout, shared by every sign-in method. */
export function clearLocalSession(): void {
  stopPasswordSession()
  resetSessionStores()
}

/** Spec §4: resetting the token clears only token and roles (and the stored token). */
export function resetToken(): void {
  clearStoredTokens()
  useUserStore.getState().resetToken()
  usePermissionStore.getState().resetRoutes()
}

/** Spec §4 Forced logout: after the confirmation is accepted, reset the token and reload. */
export function forceLogout(reload: () => void = () => window.location.reload()): void {
  resetToken()
  reload()
}

/**
 * Spec §4 Role switch (the demo client's permission demo): a token derived from the role name,
 * user info reloaded, routes regenerated, all tabs closed.
 */
export async function switchRole(role: string): Promise<void> {
  const token = `${role}-token`
  writeStoredTokens({ accessToken: token })
  useUserStore.getState().setToken(token)
  usePermissionStore.getState().resetRoutes()
  await ensureSession()
  closeAllTabs()
}
