import { usePermissionStore } from '@/stores/permission-store'
import { closeAllTabs, resetSessionStores } from '@/stores/reset-session-stores'
import type { DemoSession } from './demo-session'
import { ensureSession } from './load-session'
import type { Navigate, Session } from './session'
import type { SessionActions } from './use-session'

/**
 * Spec §4 Logout: clears token, roles, id, name, userName, phone, positions, the stored token and
 * the route table, closes all tabs; then the session leaves (to /login, or the provider's
 * sign-out), tells the other tabs and gives the refresh token back.
 */
export async function logout(session: Session, navigate: Navigate): Promise<void> {
  resetSessionStores()
  await session.signOut(navigate)
}

/**
 * Spec §4: resetting the token clears only token and roles (and the stored token): the session
 * forgets the token, the permission store the roles; the profile stays.
 */
export function resetToken(session: Session): void {
  session.end()
  usePermissionStore.getState().resetRoutes()
}

/** Spec §4 Forced logout: after the confirmation is accepted, reset the token and reload. */
export function forceLogout(session: Session, reload = () => window.location.reload()): void {
  resetToken(session)
  reload()
}

/**
 * Spec §4 Role switch (the demo client's permission demo): a token derived from the role name,
 * user info reloaded, routes regenerated, all tabs closed.
 */
export async function switchRole(session: DemoSession, role: string): Promise<void> {
  session.switchRole(role)
  usePermissionStore.getState().resetRoutes()
  await ensureSession(session)
  closeAllTabs()
}

/** Whether `session` can switch roles: only the demo client's tokens are derived from a role. */
function canSwitchRole(session: Session): session is DemoSession {
  return session.method === 'demo' && 'switchRole' in session
}

/** The actions pages use (use-session.ts), bound to the app's session. */
export function bindSessionActions(session: Session): SessionActions {
  return {
    logout: (navigate) => logout(session, navigate),
    switchRole: canSwitchRole(session) ? (role) => switchRole(session, role) : undefined,
  }
}
