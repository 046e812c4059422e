import { lazy, Suspense } from 'react'
import type { PageErrorResultProps } from './page-error-result'

// Loaded only when a page fails: every page route and the page cache use it, and none should
// carry the panel's code while it works.
const PageErrorResult = lazy(async () => ({
  default: (await import('./page-error-result')).PageErrorResult,
}))

export function LazyPageErrorResult(props: PageErrorResultProps) {
  return (
    <Suspense fallback={null}>
      <PageErrorResult {...props} />
    </Suspense>
  )
}
