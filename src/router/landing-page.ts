import { matchPath } from 'react-router-dom'
import type { RouteIndex } from './route-index'
import type { PageModule } from './route-types'

/**
 * The page module an address shows among the routes of `index` (the layout's, or the open pages'),
 * following their redirects (`/` → `/index`); undefined for an unknown address, or a redirect that
 * goes round.
 */
export function findLandingPage(
  index: RouteIndex,
  target: string,
): (() => Promise<PageModule>) | undefined {
  let pathname = new URL(target, 'http://app.invalid').pathname
  for (let hop = 0; hop < 3; hop += 1) {
    const entry = index.entries.find((candidate) => matchPath(candidate.fullPath, pathname))
    if (!entry?.route.redirect) return entry?.route.page
    pathname = entry.route.redirect
  }
  return undefined
}
