import { resolveRoutePath } from '@/router/resolve-route-path'
import type { RouteHandle } from '@/router/route-handle'
import type { AppRoute, RouteMeta } from '@/router/route-types'

export interface BreadcrumbEntry {
  /** Where a click goes; absent for the current page and for groups that do not redirect. */
  to?: string
  titleKey: string
}

interface Level {
  meta: RouteMeta
  redirect?: string
}

/** Routes from the top of the table down to the page at `fullPath`, or [] when it is not there. */
function findChain(routes: readonly AppRoute[], fullPath: string, parentPath = ''): AppRoute[] {
  for (const route of routes) {
    const path = parentPath ? resolveRoutePath(parentPath, route.path) : route.path
    if (path === fullPath && !route.children) return [route]
    if (route.children) {
      const rest = findChain(route.children, fullPath, path)
      if (rest.length) return [route, ...rest]
    }
  }
  return []
}

function toLevels(chain: readonly AppRoute[]): Level[] {
  return chain.flatMap(({ meta, redirect }) =>
    meta && meta.breadcrumb !== false ? [{ meta, redirect }] : [],
  )
}

/**
 * The trail of the current page: home, its groups, the page. The route objects are flat (one per
 * page, see create-route-objects.tsx), so the groups come from the route table, not the matches.
 * `breadcrumb: false` hides a level; a group links to where it redirects; the page itself and a
 * group without a redirect are plain text.
 */
export function buildBreadcrumbs(
  routes: readonly AppRoute[],
  current: RouteHandle | undefined,
  home: { path: string; titleKey: string },
): BreadcrumbEntry[] {
  if (!current || current.meta.breadcrumb === false) return []
  const chain = findChain(routes, current.fullPath)
  const levels = chain.length ? toLevels(chain) : [{ meta: current.meta }]
  const entries = levels.map((level, index): BreadcrumbEntry => ({
    titleKey: level.meta.titleKey,
    to: index < levels.length - 1 ? level.redirect : undefined,
  }))
  if (entries[0]?.titleKey === home.titleKey) return entries
  return [{ titleKey: home.titleKey, to: home.path }, ...entries]
}
