import { passwordAuthGate } from './password-auth-gate'

/** Navigation as the router offers it (react-router's `navigate`, or a test double). */
export type Navigate = (to: string) => unknown

/**
 * What the route guard, the HTTP layer and logout need from a sign-in method: the password grant
 * (in-app form, the default) or the redirect flow (OpenID Connect, src/auth/oidc).
 */
export interface AuthGate {
  /** The in-app /login form signs in (password grant); otherwise /login hands over to startSignIn. */
  usesLoginPage: boolean
  /** True when a session exists or can be renewed (restored from storage after a reload). */
  hasSession: () => Promise<boolean>
  /** Makes the session usable for API calls (renews an expired token); false = it is not. */
  prepare: () => Promise<boolean>
  /**
   * In a loader: sends a signed-out user to sign-in, remembering `returnTo`. Never resolves.
   * `askAgain`: the provider must ask for credentials even if its own session is still alive.
   */
  startSignIn: (returnTo: string, options?: { askAgain?: boolean }) => Promise<never>
  /**
   * In a loader, after the session could not be loaded (no permission, server error; the message
   * is shown): where the user goes instead of the page. Never resolves.
   */
  leaveFailedSession: (returnTo: string) => Promise<never>
  /** Outside the loaders (a 401 the renewal could not fix, the provider ended the session). */
  restartSignIn: (returnTo: string, navigate: Navigate) => void
  /** Renews the access token; true when a new one is in the session store. Never rejects. */
  refreshAccessToken: () => Promise<boolean>
  /** The sign-in callback (/auth-redirect) of the redirect flow: where to go next. */
  completeSignIn?: (url: string) => Promise<string>
  /** After the local clearing of spec §4: /login, or sign-out at the identity provider. */
  signOut: (navigate: Navigate) => Promise<void>
}

let activeGate: AuthGate = passwordAuthGate

export function setAuthGate(gate: AuthGate): void {
  activeGate = gate
}

export function getAuthGate(): AuthGate {
  return activeGate
}
