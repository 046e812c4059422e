import { useCallback, useState } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { refreshAccessToken } from '@/auth/password-session'
import { resetToken } from '@/auth/session-actions'
import { createRouteObjects } from '@/router/create-route-objects'
import { buildLoginPath } from '@/router/safe-redirect'
import { HttpFeedbackBridge } from './http-feedback-bridge'

/**
 * The router is created inside the antd App context so the first loaders' toasts already reach
 * the registered feedback (loaders start as soon as the router exists).
 */
export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(createRouteObjects()))

  // Spec §8 401: reset the token and go to /login with the current address.
  const onUnauthorized = useCallback(() => {
    const { pathname, search } = router.state.location
    resetToken()
    if (!pathname.startsWith('/login')) void router.navigate(buildLoginPath(pathname + search))
  }, [router])

  return (
    <>
      <HttpFeedbackBridge onUnauthorized={onUnauthorized} refreshAccessToken={refreshAccessToken} />
      <RouterProvider router={router} />
    </>
  )
}
