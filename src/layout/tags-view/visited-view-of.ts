import type { Location, UIMatch } from 'react-router-dom'
import { findRouteHandle } from '@/router/route-handle'
import { toViewKey, type VisitedView } from '@/stores/tags-view-rules'

/** The tab of the page at `location`, from the deepest route with metadata; null without one. */
export function visitedViewOf(location: Location, matches: readonly UIMatch[]): VisitedView | null {
  const handle = findRouteHandle(matches)
  if (!handle) return null
  const { titleKey, affix, noCache } = handle.meta
  return {
    path: toViewKey(location.pathname, location.search),
    fullPath: `${location.pathname}${location.search}${location.hash}`,
    name: handle.fullPath,
    titleKey,
    meta: { affix, noCache },
  }
}
