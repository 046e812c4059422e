import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { ChunkLoadError } from '@/utils/chunk-load-error'
import { loadChunk, type ChunkLoadDeps } from '@/utils/load-chunk'

/**
 * React's `lazy` for every lazily loaded piece of the app. React keeps what a `lazy` settled with
 * for the life of the tab, a rejection too, so one failed fetch would break the piece until a
 * reload. This one loads with a cache-busting retry and, when that fails as well, rejects with a
 * ChunkLoadError (is the file gone?) whose `forget` puts a fresh `lazy` in its place: the next
 * render (the boundary's retry, the piece opened again) loads the chunk again.
 *
 * The error boundary forgets (RetryBoundary, once the failure is shown), not the rejection itself:
 * React renders once more right after an error, and that render must not start another download.
 *
 * `pick` takes the component out of the module: a retry imports the failed address itself, so the
 * loader must be the bare `import()`, not a step that picks a named export.
 */
export function retryingLazy<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P> | undefined,
  deps?: ChunkLoadDeps,
): ComponentType<P> {
  const create = (): LazyExoticComponent<ComponentType<P>> => {
    const piece = lazy(async () => {
      try {
        return { default: await loadChunk(load, pick, deps) }
      } catch (error) {
        const failure = error as ChunkLoadError
        failure.forget = () => {
          if (current === piece) current = create()
        }
        throw failure
      }
    })
    return piece
  }
  let current = create()
  return function RetryingLazy(props: P) {
    return createElement(current, props)
  }
}
