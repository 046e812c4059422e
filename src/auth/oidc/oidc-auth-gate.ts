import { redirect } from 'react-router-dom'
import { appConfig } from '@/config/app-config'
import type { AuthGate, Navigate } from '../auth-gate'
import { resetToken } from '../session-actions'
import {
  isSignoutReturn,
  readReturnTo,
  stripAuthResponse,
  type SignInState,
} from './oidc-return-path'
import { applyOidcUser, getUserManager } from './user-manager'

/** The page is leaving for the provider: whatever waits on it waits for good. */
const leavingPage = () => new Promise<never>(() => {})

let isRedirecting = false

/** Renews with the refresh token (one renewal at a time, see SerializedUserManager). */
export async function renewOidcToken(): Promise<boolean> {
  try {
    const user = await getUserManager().signinSilent()
    if (!user || user.expired) return false
    applyOidcUser(user)
    return true
  } catch {
    return false
  }
}

/**
 * Back from the provider's end-session (`/?state=…`): the sign-out state is consumed and the
 * address loses its `state`, so it is not carried into the next sign-in.
 */
async function settleSignoutReturn(returnTo: string): Promise<string> {
  const href = window.location.href
  if (!isSignoutReturn(href, appConfig.oidc.postLogoutRedirectUri)) return returnTo
  await getUserManager()
    .signoutCallback(href)
    .catch(() => undefined)
  return stripAuthResponse(returnTo)
}

async function redirectToSignIn(
  returnTo: string,
  options: { askAgain?: boolean } = {},
): Promise<never> {
  isRedirecting = true
  try {
    const manager = getUserManager()
    const target = await settleSignoutReturn(returnTo)
    resetToken()
    // A user that could not be renewed must not be found again on the way back.
    await manager.removeUser()
    const state: SignInState = { returnTo: target }
    await manager.signinRedirect(options.askAgain ? { state, prompt: 'login' } : { state })
  } catch (error) {
    isRedirecting = false
    throw error
  }
  return leavingPage()
}

/**
 * The provider's session is fine but the app's is not (no permission, server error): signing in
 * again at once would bring the same user straight back — a loop. The user is forgotten here and
 * lands on the signed-out page, whose "sign in again" makes the provider ask for credentials.
 */
async function leaveFailedSession(): Promise<never> {
  resetToken()
  await getUserManager().removeUser()
  throw redirect('/login/loggedout')
}

/** /auth-redirect: code for tokens, the address bar cleaned, the remembered address returned. */
async function completeSignIn(url: string): Promise<string> {
  const user = await getUserManager().signinRedirectCallback(url)
  window.history.replaceState(window.history.state, '', stripAuthResponse(url))
  applyOidcUser(user)
  return readReturnTo(user.state)
}

async function signOut(navigate: Navigate): Promise<void> {
  const manager = getUserManager()
  // The refresh token goes back first; a provider that cannot revoke must not keep the user from
  // signing out.
  await manager.revokeTokens().catch(() => undefined)
  try {
    // Forgets the user, then leaves for the provider's end-session with the post-logout address
    // (the site root, spec §7).
    await manager.signoutRedirect()
  } catch {
    // The provider is unreachable: at least nothing of the session stays in this browser.
    await manager.removeUser()
    await navigate('/login/loggedout')
  }
}

/** The redirect flow (spec §7): OpenID Connect authorization code + PKCE via oidc-client-ts. */
export const oidcAuthGate: AuthGate = {
  usesLoginPage: false,
  async hasSession() {
    const user = await getUserManager().getUser()
    if (!user) return false
    if (!user.expired) {
      applyOidcUser(user)
      return true
    }
    // Spec §4: a stored user with an expired token is renewed silently (see prepare()).
    return !!user.refresh_token
  },
  async prepare() {
    const user = await getUserManager().getUser()
    if (user && !user.expired) {
      applyOidcUser(user)
      return true
    }
    return renewOidcToken()
  },
  startSignIn: redirectToSignIn,
  leaveFailedSession,
  restartSignIn(returnTo) {
    // A burst of failures (several 401s, a renewal error and a sign-out event) redirects once.
    if (!isRedirecting) void redirectToSignIn(returnTo)
  },
  refreshAccessToken: renewOidcToken,
  completeSignIn,
  signOut,
}
