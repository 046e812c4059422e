import type { RouteHandle } from '@/router/route-handle'
import { findRouteTrail, type RouteIndex } from '@/router/route-index'

export interface BreadcrumbEntry {
  /** Where a click goes; absent for the current page and for groups that do not redirect. */
  to?: string
  titleKey: string
}

interface Level {
  titleKey: string
  redirect?: string
}

/** The levels of the page at `fullPath` that show, top group first; [] when it is not a page. */
function findLevels(index: RouteIndex, fullPath: string): Level[] {
  const trail = findRouteTrail(index, fullPath)
  if (trail.at(-1)?.isGroup !== false) return []
  return trail.flatMap(({ meta, route }) =>
    meta && meta.breadcrumb !== false
      ? [{ titleKey: meta.titleKey, redirect: route.redirect }]
      : [],
  )
}

/**
 * The trail of the current page: home, its groups, the page. The route objects are flat (one per
 * page, see create-route-objects.tsx), so the groups come from the route index, not the matches.
 * `breadcrumb: false` hides a level; a group links to where it redirects; the page itself and a
 * group without a redirect are plain text.
 */
export function buildBreadcrumbs(
  index: RouteIndex,
  current: RouteHandle | undefined,
  home: { path: string; titleKey: string },
): BreadcrumbEntry[] {
  if (!current || current.meta.breadcrumb === false) return []
  const found = findLevels(index, current.fullPath)
  const levels: Level[] = found.length ? found : [{ titleKey: current.meta.titleKey }]
  const entries = levels.map((level, position): BreadcrumbEntry => ({
    titleKey: level.titleKey,
    to: position < levels.length - 1 ? level.redirect : undefined,
  }))
  if (entries[0]?.titleKey === home.titleKey) return entries
  return [{ titleKey: home.titleKey, to: home.path }, ...entries]
}
