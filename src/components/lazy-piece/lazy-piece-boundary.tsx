import { Suspense, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { RetryBoundary } from '@/components/retry-boundary'
import { ChunkLoadError } from '@/utils/chunk-load-error'
import type { LazyPieceFailureProps } from './lazy-piece-failure'
import { retryingLazy } from './retrying-lazy'

// What a failure shows loads only with a failure: the shell carries none of its code.
const LazyPieceFailure = retryingLazy(
  () => import('./lazy-piece-failure'),
  (module) => module.LazyPieceFailure,
)

/** When even the failure's own chunk cannot be loaded (still offline): a bare retry button. */
function BareRetry({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('app')
  return (
    <button type="button" role="alert" onClick={onRetry}>
      {t('lazyPiece.failed')} {t('errorBoundary.retry')}
    </button>
  )
}

function Failure(props: LazyPieceFailureProps) {
  return (
    <RetryBoundary fallback={() => <BareRetry onRetry={props.onRetry} />}>
      <Suspense fallback={null}>
        <LazyPieceFailure {...props} />
      </Suspense>
    </RetryBoundary>
  )
}

export interface LazyPieceBoundaryProps {
  children: ReactNode
  /** Shown while the piece's chunk loads. */
  fallback?: ReactNode
  /** A piece inside a page shows its failure in place; the shell's float above the page. */
  inline?: boolean
  /** Offers to close the failure: the piece's own close (its menu, drawer or dialog). */
  onClose?: () => void
}

/**
 * Around every lazily loaded piece (a `retryingLazy` component): a chunk that cannot be loaded
 * shows a retry (a reload when the file is gone after a deploy) in place of that piece alone, so
 * the layout and the kept pages, with what was typed in them, stay as they are.
 */
export function LazyPieceBoundary({
  children,
  fallback = null,
  inline,
  onClose,
}: LazyPieceBoundaryProps) {
  return (
    <RetryBoundary
      fallback={(error, retry) => (
        <Failure
          isGone={error instanceof ChunkLoadError && error.isGone}
          inline={inline}
          onRetry={retry}
          onClose={onClose}
        />
      )}
    >
      <Suspense fallback={fallback}>{children}</Suspense>
    </RetryBoundary>
  )
}
