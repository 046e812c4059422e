import { lazy, use } from 'react'
import { RouterProvider } from 'react-router-dom'
import type { AppRuntime } from './bootstrap'
import { ConfigErrorPage } from './config-error-page'
import { SessionProvider } from './session-provider'

// react-oidc-context's provider loads only in the redirect flow.
const OidcAuthRoot = lazy(async () => ({
  default: (await import('@/auth/oidc/oidc-auth-root')).OidcAuthRoot,
}))

/** The started app: the router under the session, or what is wrong with the settings. */
export function AppRouter({ runtime }: { runtime: Promise<AppRuntime> }) {
  const started = use(runtime)
  if (started.kind === 'config-error') return <ConfigErrorPage problems={started.problems} />
  const { session, router } = started
  const app = (
    <SessionProvider session={session}>
      <RouterProvider router={router} />
    </SessionProvider>
  )
  return 'userManager' in session ? <OidcAuthRoot session={session}>{app}</OidcAuthRoot> : app
}
