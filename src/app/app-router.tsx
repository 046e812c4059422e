import { lazy, Suspense, useCallback, useEffect, useSyncExternalStore } from 'react'
import { RouterProvider } from 'react-router-dom'
import { getAuthGate, setAuthGate } from '@/auth/auth-gate'
import { resetToken } from '@/auth/session-actions'
import { appConfig } from '@/config/app-config'
import { getAppRouter, startAppRouter, subscribeAppRouter } from './app-data-router'
import { BootScreen } from './boot-screen'
import { HttpFeedbackBridge } from './http-feedback-bridge'

// The redirect flow's code (oidc-client-ts, react-oidc-context) loads only in that mode: the
// password build's first page stays as small as before.
const OidcAuthRoot = lazy(async () => {
  const oidc = await import('@/auth/oidc/oidc-auth-root')
  setAuthGate(oidc.oidcAuthGate)
  return { default: oidc.OidcAuthRoot }
})

/**
 * The router (and so its first loaders) starts in an effect, which runs after the effects of the
 * feedback bridge below it: a loader failing at once (no permission, a callback error) finds the
 * antd toasts registered, not the console fallback, however long the first render waited for texts.
 */
function GuardedRouter() {
  const router = useSyncExternalStore(subscribeAppRouter, getAppRouter)
  const gate = getAuthGate()
  useEffect(startAppRouter, [])

  // Spec §8 401 (after one failed renewal): reset the token, then sign in again — /login with the
  // current address (password grant) or the redirect sign-in.
  const onUnauthorized = useCallback(() => {
    const current = getAppRouter()
    if (!current) return
    const { pathname, search } = current.state.location
    resetToken()
    if (!pathname.startsWith('/login')) {
      gate.restartSignIn(pathname + search, (to) => current.navigate(to))
    }
  }, [gate])

  return (
    <>
      <HttpFeedbackBridge
        onUnauthorized={onUnauthorized}
        refreshAccessToken={gate.refreshAccessToken}
      />
      {router ? <RouterProvider router={router} /> : <BootScreen />}
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
