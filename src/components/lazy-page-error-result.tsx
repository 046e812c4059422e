import { LazyPieceBoundary } from './lazy-piece/lazy-piece-boundary'
import { retryingLazy } from './lazy-piece/retrying-lazy'
import type { PageErrorResultProps } from './page-error-result'

// Loaded only when a page fails: every page route and the page cache use it, and none should
// carry the panel's code while it works.
const PageErrorResult = retryingLazy(
  () => import('./page-error-result'),
  (module) => module.PageErrorResult,
)
const PageReloadResult = retryingLazy(
  () => import('./page-reload-result'),
  (module) => module.PageReloadResult,
)

export interface LazyPageErrorResultProps extends PageErrorResultProps {
  /** The page's code is gone after a deploy: offer a reload (`onRetry`) rather than a retry. */
  isOutdated?: boolean
}

export function LazyPageErrorResult({ isOutdated, ...props }: LazyPageErrorResultProps) {
  return (
    <LazyPieceBoundary inline>
      {isOutdated ? <PageReloadResult onReload={props.onRetry} /> : <PageErrorResult {...props} />}
    </LazyPieceBoundary>
  )
}
