import type { ReactNode } from 'react'
import { LazyPageErrorResult } from '@/components/lazy-page-error-result'
import { RetryBoundary } from '@/components/retry-boundary'

/**
 * Around every page of the page cache: whatever the route's own errorElement does not catch (the
 * cache's wrappers, a route without one) stays inside its tab, and the layout keeps working.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <RetryBoundary
      fallback={(error, retry) => <LazyPageErrorResult message={error.message} onRetry={retry} />}
    >
      {children}
    </RetryBoundary>
  )
}
