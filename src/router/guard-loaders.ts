import i18n from 'i18next'
import { redirect, replace, type LoaderFunctionArgs } from 'react-router-dom'
import { errorMessageKeys, errorNamespace } from '@/api/http/error-message-keys'
import { getHttpFeedback } from '@/api/http/feedback-port'
import { isApiError } from '@/api/http/api-error'
import { getAuthGate, type AuthGate } from '@/auth/auth-gate'
import { ensureSession } from '@/auth/load-session'
import { resetToken } from '@/auth/session-actions'
import { isSessionError } from '@/auth/session-error'
import { useUserStore } from '@/stores/user-store'
import { canAccessRoute, resolveGroupRedirect } from './route-access'
import { toSafeRedirect } from './safe-redirect'
import type { AppRoute, RouteMeta } from './route-types'

function wantedPath(request: Request): string {
  const url = new URL(request.url)
  return `${url.pathname}${url.search}`
}

/**
 * Spec §8 "Permission fetch failure": token reset, message (fallback 'Has Error'), sign-in.
 * API failures were already shown once by the HTTP layer, so they are not shown twice.
 */
function reportSessionFailure(error: unknown): void {
  resetToken()
  if (isApiError(error)) return
  const message = error instanceof Error && error.message ? error.message : ''
  getHttpFeedback().notifyError(
    message || i18n.t(errorMessageKeys.fallback, { ns: errorNamespace }),
  )
}

type SessionOutcome =
  { kind: 'ready' } | { kind: 'signed-out' } | { kind: 'failed'; error: unknown }

let pendingCheck: Promise<SessionOutcome> | undefined

/**
 * hasSession → prepare (renewal) → roles and routes, once for all the loaders of a navigation:
 * react-router runs the layout's and the page's loaders together, and the page must not load the
 * session with a token the layout is still renewing.
 */
function checkSession(): Promise<SessionOutcome> {
  pendingCheck ??= runSessionCheck().finally(() => {
    pendingCheck = undefined
  })
  return pendingCheck
}

async function runSessionCheck(): Promise<SessionOutcome> {
  const gate = getAuthGate()
  if (!(await gate.hasSession()) || !(await gate.prepare())) return { kind: 'signed-out' }
  try {
    await loadSessionRenewingOnce(gate)
    return { kind: 'ready' }
  } catch (error) {
    return { kind: 'failed', error }
  }
}

/**
 * The application configuration is anonymous: a token the server no longer accepts (revoked,
 * signed with a rotated key) shows up as "not authenticated" rather than as a 401. Like a 401,
 * it gets one renewal before the user is sent to sign in.
 */
async function loadSessionRenewingOnce(gate: AuthGate): Promise<void> {
  try {
    await ensureSession()
  } catch (error) {
    if (!isSessionError(error) || error.kind !== 'expired') throw error
    if (!(await gate.refreshAccessToken())) throw error
    await ensureSession()
  }
}

/** The signed-in area: no session → sign-in; otherwise wait for roles and routes (no 404 flash). */
export async function protectedLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const gate = getAuthGate()
  const outcome = await checkSession()
  if (outcome.kind === 'ready') return null
  if (outcome.kind === 'signed-out') return gate.startSignIn(wantedPath(request))
  reportSessionFailure(outcome.error)
  return gate.leaveFailedSession(wantedPath(request))
}

/** A page the user may not see → /401 (spec §2: unknown → /404, forbidden → /401). */
export function createPageAccessLoader(chain: readonly (RouteMeta | undefined)[]) {
  return async (): Promise<null> => {
    // Without a session the layout's loader sends the user to sign-in.
    if ((await checkSession()).kind !== 'ready') return null
    if (!canAccessRoute(useUserStore.getState().roles, chain)) throw redirect('/401')
    return null
  }
}

/** A group address goes to its default child, or the first one the user may open. */
export function createGroupRedirectLoader(group: AppRoute) {
  return async (): Promise<null> => {
    if ((await checkSession()).kind !== 'ready') return null
    throw redirect(resolveGroupRedirect(group, useUserStore.getState().roles) ?? '/401')
  }
}

/**
 * Spec §2: /login redirects to the root when the user is already signed in. In the redirect flow
 * the provider's page is the sign-in page: /login (e.g. "sign in again" after logging out) goes
 * there, keeping its `redirect` target.
 */
export async function loginLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const gate = getAuthGate()
  const outcome = await checkSession()
  if (outcome.kind === 'ready') throw redirect('/')
  if (outcome.kind === 'failed') resetToken()
  if (gate.usesLoginPage) return null
  // An explicit sign-in (e.g. after logging out, or to switch user): the provider asks again.
  return gate.startSignIn(readRedirectTarget(new URL(request.url).search), { askAgain: true })
}

export interface AuthRedirectData {
  /** Why the sign-in could not be completed (shown with a way to start again). */
  error?: string
}

/**
 * /auth-redirect (spec §7): the redirect flow completes here, then goes to the address the user
 * wanted, replacing the callback entry so Back does not return to a spent code.
 */
export async function authRedirectLoader({
  request,
}: LoaderFunctionArgs): Promise<AuthRedirectData> {
  const gate = getAuthGate()
  // Nothing to complete (password mode, or the address typed again later): the app decides.
  if (!gate.completeSignIn || !new URL(request.url).searchParams.has('state')) throw redirect('/')
  let target: string
  try {
    target = await gate.completeSignIn(request.url)
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
  throw replace(target)
}

/** Where to go after signing in: the `redirect` query when it stays inside the app. */
export function readRedirectTarget(search: string): string {
  return toSafeRedirect(new URLSearchParams(search).get('redirect'), '/')
}
