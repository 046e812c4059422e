import i18n from 'i18next'
import { redirect, replace, type LoaderFunctionArgs } from 'react-router-dom'
import { isApiError } from '@/api/http/api-error'
import { errorMessageKeys, errorNamespace } from '@/api/errors/error-message-keys'
import { ensureSession } from '@/auth/load-session'
import type { Session } from '@/auth/session'
import { resetToken } from '@/auth/session-actions'
import { isSessionError, ServerUnreachableError } from '@/auth/session-error'
import { notifier } from '@/feedback/notifier'
import { usePermissionStore } from '@/stores/permission-store'
import { canAccessRoute, resolveGroupRedirect } from './route-access'
import type { AuthRedirectData } from './auth-redirect-data'
import type { RouteEntry } from './route-index'
import type { RouteMeta } from './route-types'
import { readRedirectTarget } from '@/utils/safe-redirect'

type SessionOutcome =
  | { kind: 'ready' }
  | { kind: 'signed-out' }
  | { kind: 'unreachable' }
  | { kind: 'failed'; error: unknown }

function wantedPath(request: Request): string {
  const url = new URL(request.url)
  return `${url.pathname}${url.search}`
}

/** No answer, a timeout or a 5xx: the server is down, the session is not over. */
function isOutage(error: unknown): boolean {
  return isApiError(error) && (error.status === null || error.status >= 500)
}

/** The route guards of spec §2, over the session the app was started with. */
export function createGuardLoaders(session: Session) {
  let pendingCheck: Promise<SessionOutcome> | undefined

  /**
   * restore (renews an expired token) → roles and routes, once for all the loaders of a
   * navigation: react-router runs the layout's and the page's loaders together, and the page must
   * not load the session with a token the layout is still renewing.
   */
  function checkSession(): Promise<SessionOutcome> {
    pendingCheck ??= runSessionCheck().finally(() => {
      pendingCheck = undefined
    })
    return pendingCheck
  }

  async function runSessionCheck(): Promise<SessionOutcome> {
    const restored = await session.restore()
    if (restored !== 'ready') return { kind: restored === 'none' ? 'signed-out' : 'unreachable' }
    try {
      await loadSessionRenewingOnce()
      return { kind: 'ready' }
    } catch (error) {
      return isOutage(error) ? { kind: 'unreachable' } : { kind: 'failed', error }
    }
  }

  /**
   * The application configuration is anonymous: a token the server no longer accepts shows up as
   * "not authenticated" rather than as a 401. Like a 401, it gets one renewal first.
   */
  async function loadSessionRenewingOnce(): Promise<void> {
    try {
      await ensureSession(session)
    } catch (error) {
      if (!isSessionError(error) || error.kind !== 'expired') throw error
      if ((await session.renew()) !== 'renewed') throw error
      await ensureSession(session)
    }
  }

  /**
   * Spec §8 "Permission fetch failure": token reset, message (else the general fallback, the
   * spec's 'Has Error', in the user's language), sign-in —
   * for authentication failures only: an outage never gets here (see isOutage).
   */
  function reportSessionFailure(error: unknown): void {
    resetToken(session)
    const message = error instanceof Error && error.message ? error.message : ''
    notifier.error(message || i18n.t(errorMessageKeys.fallback, { ns: errorNamespace }))
  }

  return {
    /** The signed-in area: no session → sign-in; otherwise wait for roles and routes. */
    async protectedLoader({ request }: LoaderFunctionArgs): Promise<null> {
      const outcome = await checkSession()
      if (outcome.kind === 'ready') return null
      if (outcome.kind === 'signed-out') return session.startSignIn(wantedPath(request))
      if (outcome.kind === 'unreachable') throw new ServerUnreachableError()
      reportSessionFailure(outcome.error)
      return session.leaveFailedSession(wantedPath(request))
    },

    /** A page the user may not see → /401 (spec §2: unknown → /404, forbidden → /401). */
    createPageAccessLoader(chain: readonly (RouteMeta | undefined)[]) {
      return async (): Promise<null> => {
        // Without a session the layout's loader decides where the user goes.
        if ((await checkSession()).kind !== 'ready') return null
        if (!canAccessRoute(usePermissionStore.getState().granted, chain)) throw redirect('/401')
        return null
      }
    },

    /** A group address goes to its default child, or the first one the user may open. */
    createGroupRedirectLoader(group: RouteEntry) {
      return async (): Promise<null> => {
        if ((await checkSession()).kind !== 'ready') return null
        throw redirect(resolveGroupRedirect(group, usePermissionStore.getState().granted) ?? '/401')
      }
    },

    /**
     * Spec §2: /login redirects to the root when the user is already signed in. In the redirect
     * flow the provider's page is the sign-in page: /login goes there, keeping its target.
     */
    async loginLoader({ request }: LoaderFunctionArgs): Promise<null> {
      const outcome = await checkSession()
      if (outcome.kind === 'ready') throw redirect('/')
      if (outcome.kind === 'unreachable') throw new ServerUnreachableError()
      if (outcome.kind === 'failed') resetToken(session)
      if (session.usesLoginPage) return null
      // An explicit sign-in (after logging out, or to switch user): the provider asks again.
      const target = readRedirectTarget(new URL(request.url).search)
      return session.startSignIn(target, { askAgain: true })
    },

    /**
     * /auth-redirect (spec §7): the redirect flow completes here, then goes to the address the
     * user wanted, replacing the callback entry so Back does not return to a spent code.
     */
    async authRedirectLoader({ request }: LoaderFunctionArgs): Promise<AuthRedirectData> {
      // Nothing to complete (password mode, or the address typed again later): the app decides.
      const hasResponse = new URL(request.url).searchParams.has('state')
      if (!session.completeSignIn || !hasResponse) throw redirect('/')
      let target: string
      try {
        target = await session.completeSignIn(request.url)
      } catch (error) {
        return { error: error instanceof Error ? error.message : String(error) }
      }
      throw replace(target)
    },
  }
}

export type GuardLoaders = ReturnType<typeof createGuardLoaders>
