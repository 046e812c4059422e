import i18n from 'i18next'
import { redirect, type LoaderFunctionArgs } from 'react-router-dom'
import { errorMessageKeys, errorNamespace } from '@/api/http/error-message-keys'
import { getHttpFeedback } from '@/api/http/feedback-port'
import { isApiError } from '@/api/http/api-error'
import { getAuthGate } from '@/auth/auth-gate'
import { ensureSession } from '@/auth/load-session'
import { resetToken } from '@/auth/session-actions'
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

/** The signed-in area: no session → sign-in; otherwise wait for roles and routes (no 404 flash). */
export async function protectedLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const gate = getAuthGate()
  const wanted = wantedPath(request)
  if (!gate.hasSession()) gate.startSignIn(wanted)
  try {
    await gate.prepare()
    await ensureSession()
  } catch (error) {
    reportSessionFailure(error)
    gate.startSignIn(wanted)
  }
  return null
}

/** Waits for the session the parent loader is loading; false when there is none. */
async function sessionReady(): Promise<boolean> {
  if (!getAuthGate().hasSession()) return false
  try {
    await ensureSession()
    return true
  } catch {
    return false // the protected loader reports and redirects
  }
}

/** A page the user may not see → /401 (spec §2: unknown → /404, forbidden → /401). */
export function createPageAccessLoader(chain: readonly (RouteMeta | undefined)[]) {
  return async (): Promise<null> => {
    if (!(await sessionReady())) return null
    if (!canAccessRoute(useUserStore.getState().roles, chain)) throw redirect('/401')
    return null
  }
}

/** A group address goes to its default child, or the first one the user may open. */
export function createGroupRedirectLoader(group: AppRoute) {
  return async (): Promise<never> => {
    if (!(await sessionReady())) throw redirect('/login')
    throw redirect(resolveGroupRedirect(group, useUserStore.getState().roles) ?? '/401')
  }
}

/** Spec §2: /login redirects to the root when the user is already signed in. */
export async function loginLoader(): Promise<null> {
  const gate = getAuthGate()
  if (!gate.hasSession()) return null
  try {
    await gate.prepare()
    await ensureSession()
  } catch {
    resetToken()
    return null
  }
  throw redirect('/')
}

/** Where to go after signing in: the `redirect` query when it stays inside the app. */
export function readRedirectTarget(search: string): string {
  return toSafeRedirect(new URLSearchParams(search).get('redirect'), '/')
}
