import { lazy, Suspense, useCallback } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { getAuthGate, setAuthGate } from '@/auth/auth-gate'
import { resetToken } from '@/auth/session-actions'
import { appConfig } from '@/config/app-config'
import { createRouteObjects } from '@/router/create-route-objects'
import { BootScreen } from './boot-screen'
import { connectSessionStore, HttpFeedbackBridge } from './http-feedback-bridge'

// The redirect flow's code (oidc-client-ts, react-oidc-context) loads only in that mode: the
// password build's first page stays as small as before.
const OidcAuthRoot = lazy(async () => {
  const oidc = await import('@/auth/oidc/oidc-auth-root')
  setAuthGate(oidc.oidcAuthGate)
  return { default: oidc.OidcAuthRoot }
})

type AppDataRouter = ReturnType<typeof createBrowserRouter>

let appRouter: AppDataRouter | undefined

/**
 * The router exists once per page: a first render that suspends (texts still loading) is thrown
 * away and retried, and a router created in that render would keep running its loaders — twice the
 * session loads, and a sign-in callback completed twice. Its loaders start at creation, so the HTTP
 * layer gets the session store before.
 */
function getAppRouter(): AppDataRouter {
  if (!appRouter) {
    connectSessionStore()
    appRouter = createBrowserRouter(createRouteObjects())
  }
  return appRouter
}

/**
 * Rendered inside the antd App context, so the toasts of the first loaders reach the registered
 * feedback (the loaders wait for the network long after the bridge's effects ran).
 */
function GuardedRouter() {
  const router = getAppRouter()
  const gate = getAuthGate()

  // Spec §8 401 (after one failed renewal): reset the token, then sign in again — /login with the
  // current address (password grant) or the redirect sign-in.
  const onUnauthorized = useCallback(() => {
    const { pathname, search } = router.state.location
    resetToken()
    if (!pathname.startsWith('/login')) {
      gate.restartSignIn(pathname + search, (to) => router.navigate(to))
    }
  }, [router, gate])

  return (
    <>
      <HttpFeedbackBridge
        onUnauthorized={onUnauthorized}
        refreshAccessToken={gate.refreshAccessToken}
      />
      <RouterProvider router={router} />
    </>
  )
}

export function AppRouter() {
  if (appConfig.grantType === 'password') return <GuardedRouter />
  return (
    <Suspense fallback={<BootScreen />}>
      <OidcAuthRoot>
        <GuardedRouter />
      </OidcAuthRoot>
    </Suspense>
  )
}
