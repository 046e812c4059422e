/** Who is signed in: a renewed or stored token is adopted only when it is the same person. */
export interface SessionIdentity {
  userId: string
  /** null for the host. */
  tenantId: string | null
}

/**
 * The result of a renewal. `ended`: the server refused (invalid_grant, nothing to renew with) and
 * the session is over. `unreachable`: network error, timeout or 5xx — the tokens are kept and the
 * user may continue once the server answers again (an outage is not a sign-out).
 */
export type RenewResult = 'renewed' | 'ended' | 'unreachable'

/** Restoring a session at start-up (after a reload, in a new tab). */
export type RestoreResult = 'ready' | 'none' | 'unreachable'

export interface PasswordCredentials {
  tenant?: string
  username: string
  password: string
}

/** Navigation as the router offers it (react-router's `navigate`, or a test double). */
export type Navigate = (to: string) => unknown

/**
 * One sign-in method: the password grant, the redirect sign-in (OpenID Connect) or the demo
 * client. Built once at start-up (src/app/bootstrap.ts) and handed to the HTTP client and the
 * route guards. It owns the token: nobody else keeps a copy.
 */
export interface Session {
  readonly method: 'password' | 'redirect' | 'demo'
  /** The in-app /login form signs in; otherwise /login hands over to the provider. */
  readonly usesLoginPage: boolean
  getAccessToken: () => string | undefined
  /** Past its expiry by the session's own clock (a renewal is late or failing). */
  isAccessTokenExpired: () => boolean
  /** The `__tenant` header: the tenant typed at a password sign-in (redirect tokens carry it). */
  getTenantHeader: () => string | undefined
  getIdentity: () => SessionIdentity | undefined
  /** Puts a stored session back after a reload and makes its token usable (renews if expired). */
  restore: () => Promise<RestoreResult>
  /** Single flight in this tab, one tab at a time across tabs (Web Locks). */
  renew: () => Promise<RenewResult>
  /** The in-app form (password grant, demo client). */
  signIn?: (credentials: PasswordCredentials) => Promise<void>
  /** Loads what `signIn` will need, while the user types: the click then waits for the server. */
  prepareSignIn?: () => void
  /** The redirect flow's callback (/auth-redirect): completes it, returns where to go next. */
  completeSignIn?: (url: string) => Promise<string>
  /**
   * In a loader: sends a signed-out user to sign-in, remembering `returnTo`. Never resolves.
   * `askAgain`: the provider must ask for credentials even if its own session is still alive.
   */
  startSignIn: (returnTo: string, options?: { askAgain?: boolean }) => Promise<never>
  /** In a loader, after the session could not be loaded (no permission): where to go instead. */
  leaveFailedSession: (returnTo: string) => Promise<never>
  /** Outside the loaders (a 401 the renewal could not fix): back to sign-in. */
  restartSignIn: (returnTo: string, navigate: Navigate) => void
  /**
   * The session is over (authentication failure, or another tab signed out): forgets the tokens
   * in this tab. A renewal still in flight never writes them back.
   */
  end: () => void
  /** Logout (spec §4): revokes at the server, tells the other tabs, then leaves. */
  signOut: (navigate: Navigate) => Promise<void>
}
