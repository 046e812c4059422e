import { redirect } from 'react-router-dom'
import { buildLoginPath } from '@/router/safe-redirect'
import { useUserStore } from '@/stores/user-store'
import { ensureFreshAccessToken, restorePasswordSession } from './password-session'

/**
 * What the route guard needs from a sign-in method. The password grant is the default; the redirect
 * (OpenID Connect) flow supplies its own gate.
 */
export interface AuthGate {
  /** True when a session exists (possibly restored from storage after a reload). */
  hasSession(): boolean
  /** Makes the session usable for API calls (e.g. renews an expired access token). */
  prepare(): Promise<void>
  /** Sends a signed-out user to sign-in, remembering `returnTo`; never returns normally. */
  startSignIn(returnTo: string): never
}

export const passwordAuthGate: AuthGate = {
  hasSession: () => !!useUserStore.getState().token || restorePasswordSession(),
  prepare: ensureFreshAccessToken,
  startSignIn: (returnTo) => {
    throw redirect(buildLoginPath(returnTo))
  },
}

let activeGate: AuthGate = passwordAuthGate

export function setAuthGate(gate: AuthGate): void {
  activeGate = gate
}

export function getAuthGate(): AuthGate {
  return activeGate
}
