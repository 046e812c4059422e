import type { ReactNode } from 'react'
import { RetryBoundary } from '@/components/retry-boundary'
import { CardFailed } from './card-states'

/**
 * Around each card's content (and the chart inside its card): a card that crashes, or whose code
 * cannot be loaded, says so with a retry while the other cards keep working.
 */
export function CardErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <RetryBoundary fallback={(error, retry) => <CardFailed error={error} onRetry={retry} />}>
      {children}
    </RetryBoundary>
  )
}
