import i18next from 'i18next'
import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { configureApiClient } from '@/api/http/api-client'
import { translateError } from '@/api/errors/translate-error'
import { configureDemoClient } from '@/api/demo/demo-client'
import { errorMessageKeys } from '@/api/errors/error-message-keys'
import type { OidcSession } from '@/auth/oidc/oidc-session'
import type { Session } from '@/auth/session'
import type { SessionEvents } from '@/auth/session-broadcast'
import { forceLogout, resetToken } from '@/auth/session-actions'
import { appConfig, configProblems, type AppConfig } from '@/config/app-config'
import { createBurstGate } from '@/feedback/burst-gate'
import { notifier } from '@/feedback/notifier'
import { i18nReady } from '@/i18n/i18n'
import { toRequestLanguage } from '@/i18n/request-language'
import { createGuardLoaders } from '@/router/guard-loaders'
import { createRouteObjects } from '@/app/routes/create-route-objects'
import { resetSessionStores } from '@/stores/reset-session-stores'
import { installRouteTable } from '@/router/installed-routes'
import { findLandingPage } from '@/router/landing-page'
import { indexRoutes } from '@/router/route-index'
import { readCsrfToken } from '@/utils/csrf-token'
import { appRouteTable } from './routes/app-route-table'
import { loadSessionFactory } from './create-session'

export type AppDataRouter = ReturnType<typeof createBrowserRouter>
type AppSession = Session | OidcSession

export type AppRuntime =
  | { kind: 'ready'; session: AppSession; router: AppDataRouter }
  | { kind: 'config-error'; problems: string[] }

/**
 * Start-up, in one place and one order: settings → session → HTTP clients → router. Each part
 * receives what it needs; nothing registers itself as a side effect of being imported.
 */
export async function startApp(): Promise<AppRuntime> {
  if (configProblems.length > 0) return { kind: 'config-error', problems: [...configProblems] }
  // An open page at this address (the sign-in page, most often) loads beside the texts, instead
  // of once the router starts after them: a round trip less before the form on a phone. Its
  // failure is the router's to meet and show.
  findLandingPage(indexRoutes(appRouteTable.open), window.location.pathname)?.().catch(() => {})
  // The guards' first messages (a refused session at start-up) need the texts: they load while
  // the session's code does, and the first render waits for them anyway.
  const [createSession] = await Promise.all([loadSessionFactory(appConfig), i18nReady])
  return wireApp(appConfig, createSession, (routes) => createBrowserRouter(routes))
}

export type ReadyApp = Extract<AppRuntime, { kind: 'ready' }>

/** The wiring shared by the app and the integration tests (which pass a memory router). */
export function wireApp(
  config: AppConfig,
  createSession: (events: SessionEvents) => AppSession,
  createRouter: (routes: RouteObject[]) => AppDataRouter,
): ReadyApp {
  let router: AppDataRouter | undefined = undefined
  // A burst of 401s (parallel calls with one dead token) restarts the sign-in once.
  const sessionEndGate = createBurstGate(2_000)
  let isReloading = false
  const session = createSession({
    onExpired: () => restartSignIn(),
    onEndedElsewhere() {
      resetSessionStores()
      void router?.navigate(session.usesLoginPage ? '/login' : '/login/loggedout')
    },
    // Another tab signed in as someone else: this tab becomes that user, menus and all.
    onIdentityChanged() {
      isReloading = true
      window.location.reload()
    },
  })

  /**
   * Spec §8 401 (after one failed renewal), or a renewal refused in the background: reset the
   * token, say so, and sign in again, coming back to this page. A guard that is loading the
   * session handles its own failure.
   */
  function restartSignIn(): void {
    const state = router?.state
    if (isReloading || !state?.initialized || state.navigation.state !== 'idle') return
    if (!sessionEndGate.tryPass('ended')) return
    resetToken(session)
    const { pathname, search } = state.location
    if (pathname.startsWith('/login')) return
    notifier.error(translateError(errorMessageKeys.unauthorized))
    session.restartSignIn(pathname + search, (to) => router?.navigate(to))
  }

  configureApiClient({
    baseURL: config.apiBaseUrl,
    timeout: config.apiTimeoutMs,
    session,
    getLanguage: () => toRequestLanguage(i18next.resolvedLanguage ?? i18next.language),
    getCsrfToken: readCsrfToken,
    translate: translateError,
    reportError: (error) => notifier.error(error.message, error.details ?? undefined),
    onSessionEnded: restartSignIn,
  })
  if (config.loginMode === 'demo') {
    configureDemoClient({
      baseURL: config.demoApiBase,
      timeout: config.demoTimeoutMs,
      getToken: session.getAccessToken,
      translate: translateError,
      notifyError: (message) => notifier.error(message),
      confirmLogout: () =>
        notifier.confirm({
          title: translateError(errorMessageKeys.demoConfirmLogoutTitle),
          content: translateError(errorMessageKeys.demoConfirmLogoutContent),
          okText: translateError(errorMessageKeys.demoReLogin),
          cancelText: translateError(errorMessageKeys.demoCancel),
        }),
      onForcedLogout: () => forceLogout(session),
    })
  }
  installRouteTable(appRouteTable)
  router = createRouter(createRouteObjects(createGuardLoaders(session), appRouteTable, session))
  return { kind: 'ready', session, router }
}
