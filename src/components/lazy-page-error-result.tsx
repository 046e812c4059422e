import { lazy, Suspense } from 'react'
import type { PageErrorResultProps } from './page-error-result'

// Loaded only when a page fails: every page route and the page cache use it, and none should
// carry the panel's code while it works.
const PageErrorResult = lazy(async () => ({
  default: (await import('./page-error-result')).PageErrorResult,
}))
const PageReloadResult = lazy(async () => ({
  default: (await import('./page-reload-result')).PageReloadResult,
}))

export interface LazyPageErrorResultProps extends PageErrorResultProps {
  /** The page's code is gone after a deploy: offer a reload (`onRetry`) rather than a retry. */
  isOutdated?: boolean
}

export function LazyPageErrorResult({ isOutdated, ...props }: LazyPageErrorResultProps) {
  return (
    <Suspense fallback={null}>
      {isOutdated ? <PageReloadResult onReload={props.onRetry} /> : <PageErrorResult {...props} />}
    </Suspense>
  )
}
