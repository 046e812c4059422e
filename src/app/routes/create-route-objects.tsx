import { redirect, type RouteObject } from 'react-router-dom'
import { PageErrorPanel } from '@/components/page-error-panel'
import { loadShellTexts } from '@/i18n/i18n'
import { RouteErrorPage } from '@/components/route-error-page'
import { BootScreen } from '../boot-screen'
import { RootRoute } from '../root-route'
import type { Session } from '@/auth/session'
import type { GuardLoaders } from '@/router/guard-loaders'
import type { LandingPage } from '@/layout/start-shell-queries'
import { layoutRouteIndex } from '@/router/installed-routes'
import { lazyPage, lazyRouteComponent } from '@/router/lazy-page'
import type { RouteHandle } from '@/router/route-handle'
import { indexRoutes, type RouteEntry } from '@/router/route-index'
import type { RouteTable } from '@/router/route-types'
import { findLandingPage } from '@/router/landing-page'
import type { PrefetchSignedIn } from '@/router/sign-in-prefetch'
import { savesData } from '@/utils/save-data'
import { whenIdle } from '@/utils/when-idle'

/** Routes that only redirect still need a component, or react-router warns of an empty page. */
function RedirectOnly() {
  return null
}

function handleOf(entry: RouteEntry): RouteHandle | undefined {
  return entry.meta ? { meta: entry.meta, fullPath: entry.fullPath } : undefined
}

// A failure shows a retry (a reload when the code is gone after a deploy), not the root error
// page: react-router would keep a rejected `lazy` for the life of the tab.
const lazyShell = lazyRouteComponent(() => import('@/app/app-shell-with-pieces'))

/**
 * Handed to the sign-in page: the shell's code and texts and the landing page, fetched and run
 * while the user types, so that the click on Sign in waits for the API alone (on a connection that
 * asks to save data, the shell only: the user is about to sign in, but may land elsewhere). Best
 * effort: a failure here is met again, and shown, by the route's own `lazy`.
 */
const prefetchSignedIn: PrefetchSignedIn = async (target) => {
  const landingPage = savesData() ? undefined : findLandingPage(layoutRouteIndex(), target)
  await Promise.allSettled([lazyShell(), loadShellTexts(), landingPage?.()])
  // And the shell's styles, once its code and texts are here and the page is idle: only where the
  // browser says when it is (drawing them at a guessed moment could land on the user's typing).
  if (savesData() || typeof window.requestIdleCallback !== 'function') return
  const { warmShellStyles } = await import('@/app/app-shell-with-pieces')
  whenIdle(warmShellStyles)
}

/** One flat route object per entry of the index, under the layout, keyed by its full path. */
function toLayoutRoute(loaders: GuardLoaders, entry: RouteEntry): RouteObject {
  const { fullPath, route } = entry
  if (entry.isGroup) {
    return {
      path: fullPath,
      loader: loaders.createGroupRedirectLoader(entry),
      Component: RedirectOnly,
      handle: handleOf(entry),
    }
  }
  if (route.redirect) {
    const target = route.redirect
    return {
      path: fullPath,
      loader: () => redirect(target),
      Component: RedirectOnly,
      handle: handleOf(entry),
    }
  }
  return {
    path: fullPath,
    lazy: lazyPage(route),
    errorElement: <PageErrorPanel />,
    loader: loaders.createPageAccessLoader(entry.metaChain),
    handle: handleOf(entry),
  }
}

function toOpenRoutes(loaders: GuardLoaders, entries: readonly RouteEntry[]): RouteObject[] {
  // Open routes with their own loader: /login (already signed in?) and the sign-in callback.
  const openRouteLoaders: Partial<Record<string, RouteObject['loader']>> = {
    '/login': (args) => loaders.loginLoader(args),
    '/auth-redirect': (args) => loaders.authRedirectLoader(args),
  }
  return entries.map((entry) => {
    const { fullPath, route } = entry
    if (route.redirect) {
      const target = route.redirect
      return {
        path: fullPath,
        loader: ({ request }) => redirect(`${target}${new URL(request.url).search}`),
        Component: RedirectOnly,
      }
    }
    const handle = handleOf(entry)
    return {
      path: fullPath,
      lazy: lazyPage(route),
      loader: openRouteLoaders[fullPath],
      handle: fullPath === '/login' ? { ...handle, prefetchSignedIn } : handle,
    }
  })
}

/**
 * A signed-in page outside the layout: guarded like a page of the layout (its grants), but no
 * shell, menu or tab is drawn, so nothing records it as a tab. It brings the providers it needs.
 */
function toFullWindowRoute(loaders: GuardLoaders, entry: RouteEntry): RouteObject {
  return {
    path: entry.fullPath,
    lazy: lazyPage(entry.route),
    loader: loaders.createPageAccessLoader(entry.metaChain),
    handle: handleOf(entry),
  }
}

/**
 * With a token already in hand (a reload, or just signed in), the shell's first calls go out beside
 * the session check instead of after the shell's first render (startShellQueries), and so do the
 * first page's (its `prefetchOnLoad`), once the check passed. Not for the demo client, whose token
 * opens no ABP API; not while the token is being renewed.
 */
function startShellQueriesEarly(session: Session, landing: LandingPage | undefined): void {
  const identity = session.method === 'demo' ? undefined : session.getIdentity()
  if (!identity) return
  import('@/app/app-shell-with-pieces')
    .then((shell) => shell.startShellQueries(identity, landing))
    .catch(() => undefined)
}

/** The route objects of the data router, guarded by the session's loaders. */
export function createRouteObjects(
  loaders: GuardLoaders,
  table: RouteTable,
  session: Session,
): RouteObject[] {
  let hasLanded = false
  return [
    {
      id: 'root',
      element: <RootRoute />,
      errorElement: <RouteErrorPage />,
      HydrateFallback: BootScreen,
      children: [
        ...toOpenRoutes(loaders, indexRoutes(table.open).entries),
        {
          id: 'fullWindow',
          loader: (args) => loaders.protectedLoader(args),
          children: indexRoutes(table.fullWindow).entries.map((entry) =>
            toFullWindowRoute(loaders, entry),
          ),
        },
        {
          id: 'layout',
          loader: (args) => {
            // The check first: it puts a stored token back (synchronously when still valid).
            const checked = loaders.protectedLoader(args)
            // The first page of this router's life (a load, or the page after signing in).
            const url = new URL(args.request.url)
            const landing = hasLanded
              ? undefined
              : {
                  path: url.pathname + url.search,
                  sessionChecked: checked.then(
                    (outcome) => outcome === null,
                    () => false,
                  ),
                }
            hasLanded = true
            startShellQueriesEarly(session, landing)
            return checked
          },
          // The shell's code and its texts together: the sign-in page waits for neither.
          lazy: async () => (await Promise.all([lazyShell(), loadShellTexts()]))[0],
          children: [
            ...layoutRouteIndex().entries.map((entry) => toLayoutRoute(loaders, entry)),
            { path: '*', loader: () => redirect('/404'), Component: RedirectOnly },
          ],
        },
      ],
    },
  ]
}
