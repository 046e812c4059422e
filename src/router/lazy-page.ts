import { createElement, type ComponentType } from 'react'
import type { RouteObject } from 'react-router-dom'
import { createPageChunk, PageChunkError, type PageChunkDeps } from './page-chunk'
import { PageChunkFallback } from './page-chunk-fallback'
import type { AppRoute, PageModule } from './route-types'

/**
 * The `lazy` of a page route: its chunk, retried once with a cache-busting address when the first
 * fetch fails. It never rejects: react-router keeps a rejected `lazy` for the life of the tab, so
 * the route could never load again. A failure settles the route with a stand-in that shows the
 * failure (a reload offer when the chunk is gone after a deploy) and tries again on its next
 * showing.
 */
export function lazyPage(route: AppRoute, deps?: PageChunkDeps): RouteObject['lazy'] {
  return route.page && lazyRouteComponent(route.page, deps)
}

/** The same for any route's component: a page's, or the signed-in layout's (its route's `lazy`). */
export function lazyRouteComponent(
  load: () => Promise<PageModule>,
  deps?: PageChunkDeps,
): () => Promise<{ Component: ComponentType }> {
  const chunk = createPageChunk(load, deps)
  return async () => {
    try {
      return { Component: await chunk.load() }
    } catch (error) {
      const failure = error instanceof PageChunkError ? error : new PageChunkError(error, false)
      return { Component: () => createElement(PageChunkFallback, { chunk, failure }) }
    }
  }
}
