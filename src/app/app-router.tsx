import { RouterProvider } from 'react-router-dom'
import { retryingLazy } from '@/components/lazy-piece/retrying-lazy'
import type { AppRuntime } from './bootstrap'
import { ConfigErrorPage } from './config-error-page'
import { SessionProvider } from './session-provider'

// react-oidc-context's provider loads only in the redirect flow. Outside the router, a failure
// reaches the AppErrorBoundary (a reload), after the cache-busting retry.
const OidcAuthRoot = retryingLazy(
  () => import('@/auth/oidc/oidc-auth-root'),
  (module) => module.OidcAuthRoot,
)

/** The started app: the router under the session, or what is wrong with the settings. */
export function AppRouter({ started }: { started: AppRuntime }) {
  if (started.kind === 'config-error') return <ConfigErrorPage problems={started.problems} />
  const { session, router } = started
  const app = (
    <SessionProvider session={session}>
      <RouterProvider router={router} />
    </SessionProvider>
  )
  return 'userManager' in session ? <OidcAuthRoot session={session}>{app}</OidcAuthRoot> : app
}
