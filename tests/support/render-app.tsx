import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { HttpFeedbackBridge } from '@/app/http-feedback-bridge'
import { stopPasswordSession } from '@/auth/password-session'
import { createRouteObjects } from '@/router/create-route-objects'
import { resetSessionStores } from '@/stores/reset-session-stores'

/** The whole app (route table, guard, layout) in a memory router at `path`, as main.tsx renders it. */
export function renderApp(path: string) {
  const router = createMemoryRouter(createRouteObjects(), { initialEntries: [path] })
  const onUnauthorized = () => void router.navigate('/login')
  const view = render(
    <>
      <HttpFeedbackBridge onUnauthorized={onUnauthorized} />
      <RouterProvider router={router} />
    </>,
  )
  return { router, ...view }
}

/** Forgets the session between tests (stores, cookies, renewal timer). */
export function resetSession(): void {
  stopPasswordSession()
  resetSessionStores()
}
