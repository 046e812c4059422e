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
  // A group links to its own address, not to its `redirect`: the group's loader goes to that
  // default child or, for a user who may not open it, to the first child the user may open.
  return trail.flatMap(({ meta, route, fullPath, isGroup }) =>
    meta && meta.breadcrumb !== false
      ? [{ titleKey: meta.titleKey, redirect: isGroup && route.redirect ? fullPath : undefined }]
      : [],
  )
}

/**
 * The trail of the current page: home, its groups, the page. The route objects are flat (one per
 * page, see create-route-objects.tsx), so the groups come from the route index, not the matches.
 * `breadcrumb: false` hides a level; a group with a redirect links to its own address (which
 * redirects to a child the user may open); the page itself and a group without a redirect are
 * plain text.
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
