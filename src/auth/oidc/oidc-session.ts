import { ErrorResponse, UserManager, WebStorageStateStore, type User } from 'oidc-client-ts'
import { redirect } from 'react-router-dom'
import type { AppConfig } from '@/config/app-config'
import { withTimeout } from '@/utils/with-timeout'
import type { RenewResult, Session } from '../session'
import { createSessionBroadcast, followOtherTabs, type SessionEvents } from '../session-broadcast'
import { ServerUnreachableError } from '../session-error'
import { identityFromClaims, isSameIdentity } from '../token-identity'
import { isRenewalRefused } from '../token-renewal-rules'
import { withRenewalLock } from '../with-renewal-lock'
import { createOidcSettings } from './oidc-settings'
import {
  isSignoutReturn,
  readReturnTo,
  stripAuthResponse,
  type SignInState,
} from './oidc-return-path'

/** Shared by every tab of the app: they share the stored user and its refresh token. */
export const oidcRenewalLock = 'project-admin:oidc-token-renewal'
/** A provider that does not answer within this time is treated as unreachable. */
export const providerTimeoutMs = 10_000

/** The page is leaving for the provider: whatever waits on it waits for good. */
const leavingPage = () => new Promise<never>(() => {})
const unreachable = (cause?: unknown) => new ServerUnreachableError({ cause })

/** Only the provider saying no ends the session (`invalid_grant`); anything else is an outage. */
function isRefusal(error: unknown): boolean {
  return (
    error instanceof ErrorResponse &&
    typeof error.error === 'string' &&
    isRenewalRefused(null, error.error)
  )
}

export interface OidcSession extends Session {
  /** For react-oidc-context's AuthProvider. */
  readonly userManager: UserManager
}

/**
 * The redirect sign-in (spec §7): authorization code + PKCE via oidc-client-ts, users in local
 * storage shared by the tabs. Renewal uses the refresh token on `accessTokenExpiring`, 401s and
 * the guard alike, through one single flight and the cross-tab lock: the provider rotates refresh
 * tokens and revokes the whole grant when one is replayed.
 */
export function createOidcSession(oidc: AppConfig['oidc'], events: SessionEvents): OidcSession {
  const userManager = new UserManager(
    createOidcSettings(oidc, {
      userStore: new WebStorageStateStore({ store: window.localStorage }),
      stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    }),
  )
  const broadcast = createSessionBroadcast()
  let current: User | undefined
  let renewing: Promise<RenewResult> | undefined
  let isRedirecting = false
  // Bumped when the session ends: a renewal that started before never keeps its user.
  let generation = 0

  const identityOf = (user: User | null | undefined) =>
    user ? identityFromClaims(user.profile) : undefined

  async function renewInLock(startedIn: number): Promise<RenewResult> {
    const stored = await userManager.getUser()
    if (startedIn !== generation) return 'ended'
    if (!stored) return endWith('ended')
    if (!stored.expired && stored.access_token !== current?.access_token) {
      // Another tab renewed, or signed in: only the same person's token is taken over.
      if (current && !isSameIdentity(identityOf(stored), identityOf(current))) {
        events.onIdentityChanged()
        return 'ended'
      }
      current = stored
      return 'renewed'
    }
    if (!stored.refresh_token) return endWith('ended')
    try {
      const user = await userManager.signinSilent()
      if (startedIn !== generation) {
        // Signed out while this renewal was in flight: its user must not stay stored.
        await userManager.removeUser()
        return 'ended'
      }
      if (!user) return endWith('ended')
      current = user
      return 'renewed'
    } catch (error) {
      if (startedIn !== generation) return 'ended'
      return isRefusal(error) ? endWith('ended') : 'unreachable'
    }
  }

  /** The server refused (or another tab's sign-out took the tokens): the session is over. */
  function endWith(result: RenewResult): RenewResult {
    session.end()
    events.onExpired()
    return result
  }

  /**
   * The stored user goes with this tab's session, unless another tab has meanwhile signed in as
   * someone else: that session is theirs (this tab reloads into it).
   */
  async function forgetStoredUser(mine: User | undefined): Promise<void> {
    const stored = await userManager.getUser()
    if (!stored || !mine) return
    const isMine =
      stored.access_token === mine.access_token ||
      isSameIdentity(identityOf(stored), identityOf(mine))
    if (isMine) await userManager.removeUser()
  }

  /** Back from the provider's end-session (`/?state=…`): the sign-out state is consumed. */
  async function settleSignoutReturn(returnTo: string): Promise<string> {
    const href = window.location.href
    if (!isSignoutReturn(href, oidc.postLogoutRedirectUri)) return returnTo
    await userManager.signoutCallback(href).catch(() => undefined)
    return stripAuthResponse(returnTo)
  }

  async function startSignIn(returnTo: string, options: { askAgain?: boolean } = {}) {
    isRedirecting = true
    try {
      const target = await settleSignoutReturn(returnTo)
      session.end()
      const state: SignInState = { returnTo: target }
      const args = options.askAgain ? { state, prompt: 'login' } : { state }
      // Discovery may hang: after the timeout the page says so and offers to try again.
      await withTimeout(userManager.signinRedirect(args), providerTimeoutMs, unreachable)
    } catch (error) {
      isRedirecting = false
      throw error instanceof ServerUnreachableError ? error : unreachable(error)
    }
    return leavingPage()
  }

  const session: OidcSession = {
    method: 'redirect',
    usesLoginPage: false,
    userManager,
    getAccessToken: () => current?.access_token,
    isAccessTokenExpired: () => current?.expired === true,
    // The API takes the tenant from the token (`tenantid`), so no `__tenant` header is sent.
    getTenantHeader: () => undefined,
    getIdentity: () => identityOf(current),
    async restore() {
      if (current && !current.expired) return 'ready'
      const stored = await userManager.getUser()
      if (!stored) return 'none'
      current = stored
      if (!stored.expired) return 'ready'
      // Spec §4: a stored user with an expired token is renewed silently.
      const result = await session.renew()
      if (result === 'renewed') return 'ready'
      return result === 'unreachable' ? 'unreachable' : 'none'
    },
    renew() {
      const startedIn = generation
      renewing ??= withRenewalLock(oidcRenewalLock, () => renewInLock(startedIn)).finally(() => {
        renewing = undefined
      })
      return renewing
    },
    async completeSignIn(url) {
      const user = await userManager.signinRedirectCallback(url)
      window.history.replaceState(window.history.state, '', stripAuthResponse(url))
      generation += 1
      current = user
      broadcast.post({ type: 'signed-in', identity: identityOf(user) })
      return readReturnTo(user.state)
    },
    startSignIn,
    /**
     * The provider's session is fine but the app's is not (no permission): signing in again at
     * once would bring the same user straight back — a loop. The user lands on the signed-out
     * page, whose "sign in again" makes the provider ask for credentials.
     */
    leaveFailedSession() {
      session.end()
      throw redirect('/login/loggedout')
    },
    restartSignIn(returnTo) {
      // A burst of failures (several 401s, a renewal error and a sign-out event) redirects once.
      if (!isRedirecting) void startSignIn(returnTo).catch(() => undefined)
    },
    end() {
      generation += 1
      const mine = current
      current = undefined
      void forgetStoredUser(mine)
    },
    async signOut(navigate) {
      const idToken = current?.id_token
      // The refresh token goes back first; a provider that cannot take it must not keep the
      // user from signing out.
      await withTimeout(userManager.revokeTokens(), providerTimeoutMs, unreachable).catch(
        () => undefined,
      )
      session.end()
      broadcast.post({ type: 'signed-out' })
      try {
        // Leaves for the provider's end-session with the post-logout address (spec §7).
        const leaving = userManager.signoutRedirect({ id_token_hint: idToken })
        await withTimeout(leaving, providerTimeoutMs, unreachable)
      } catch {
        // The provider hangs or is unreachable: nothing of the session stays in this browser.
        await userManager.removeUser()
        await navigate('/login/loggedout')
      }
    },
  }
  userManager.events.addAccessTokenExpiring(() => void session.renew())
  // Providers with session management report a sign-out made elsewhere at once.
  userManager.events.addUserSignedOut(() => {
    session.end()
    events.onEndedElsewhere()
  })
  followOtherTabs(broadcast, session, events)
  return session
}
