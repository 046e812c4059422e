import { redirect, type RouteObject } from 'react-router-dom'
import { PageErrorPanel } from '@/components/page-error-panel'
import { RouteErrorPage } from '@/components/route-error-page'
import { BootScreen } from '@/app/boot-screen'
import { RootRoute } from '@/app/root-route'
import { asyncRoutes } from './async-routes'
import { constantRoutes, openRoutes } from './constant-routes'
import type { GuardLoaders } from './guard-loaders'
import { lazyPage } from './lazy-page'
import { resolveRoutePath } from './resolve-route-path'
import type { RouteHandle } from './route-handle'
import type { AppRoute, RouteMeta } from './route-types'

/** Routes that only redirect still need a component, or react-router warns of an empty page. */
function RedirectOnly() {
  return null
}

function handleOf(route: AppRoute, fullPath: string): RouteHandle | undefined {
  return route.meta ? { meta: route.meta, fullPath } : undefined
}

/** Flattens the table: every page becomes one route under the layout, keyed by its full path. */
function toLayoutRoutes(
  loaders: GuardLoaders,
  routes: readonly AppRoute[],
  parent?: AppRoute,
): RouteObject[] {
  return routes.flatMap((route): RouteObject[] => {
    const fullPath = parent ? resolveRoutePath(parent.path, route.path) : route.path
    const chain: (RouteMeta | undefined)[] = parent ? [parent.meta, route.meta] : [route.meta]
    if (route.children) {
      return [
        {
          path: fullPath,
          loader: loaders.createGroupRedirectLoader(route),
          Component: RedirectOnly,
          handle: handleOf(route, fullPath),
        },
        ...toLayoutRoutes(loaders, route.children, route),
      ]
    }
    if (route.redirect) {
      const target = route.redirect
      return [
        {
          path: fullPath,
          loader: () => redirect(target),
          Component: RedirectOnly,
          handle: handleOf(route, fullPath),
        },
      ]
    }
    return [
      {
        path: fullPath,
        lazy: lazyPage(route),
        errorElement: <PageErrorPanel />,
        loader: loaders.createPageAccessLoader(chain),
        handle: handleOf(route, fullPath),
      },
    ]
  })
}

function toOpenRoutes(loaders: GuardLoaders, routes: readonly AppRoute[]): RouteObject[] {
  // Open routes with their own loader: /login (already signed in?) and the sign-in callback.
  const openRouteLoaders: Partial<Record<string, RouteObject['loader']>> = {
    '/login': loaders.loginLoader,
    '/auth-redirect': loaders.authRedirectLoader,
  }
  return routes.map((route) => {
    if (route.redirect) {
      const target = route.redirect
      return {
        path: route.path,
        loader: ({ request }) => redirect(`${target}${new URL(request.url).search}`),
        Component: RedirectOnly,
      }
    }
    return {
      path: route.path,
      lazy: lazyPage(route),
      loader: openRouteLoaders[route.path],
      handle: handleOf(route, route.path),
    }
  })
}

/** The route objects of the data router, guarded by the session's loaders. */
export function createRouteObjects(loaders: GuardLoaders): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootRoute />,
      errorElement: <RouteErrorPage />,
      HydrateFallback: BootScreen,
      children: [
        ...toOpenRoutes(loaders, openRoutes),
        {
          id: 'layout',
          loader: loaders.protectedLoader,
          lazy: async () => ({ Component: (await import('@/layout/app-shell')).AppShell }),
          children: [
            ...toLayoutRoutes(loaders, constantRoutes),
            ...toLayoutRoutes(loaders, asyncRoutes),
            { path: '*', loader: () => redirect('/404'), Component: RedirectOnly },
          ],
        },
      ],
    },
  ]
}
