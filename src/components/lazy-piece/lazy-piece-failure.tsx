import { Alert, Button } from 'antd'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import styles from './lazy-piece-failure.module.css'

export interface LazyPieceFailureProps {
  /** The file is gone from the server after a deploy: offer a reload instead of a retry. */
  isGone: boolean
  inline?: boolean
  onRetry: () => void
  onClose?: () => void
}

/**
 * A piece whose code could not be loaded: try again, or reload when the file is gone after a
 * deploy. A shell piece (a dialog, a drawer, the search field) floats above the page, where it is
 * seen whatever the piece was; closing it closes the piece, as its own close would.
 */
export function LazyPieceFailure({ isGone, inline, onRetry, onClose }: LazyPieceFailureProps) {
  const { t } = useTranslation(['app', 'common'])
  const alert = (
    <Alert
      role="alert"
      type="warning"
      showIcon
      className={inline ? undefined : styles.floating}
      title={isGone ? t('pageChunk.outdatedTitle') : t('lazyPiece.failed')}
      action={
        <div className={styles.actions}>
          {isGone ? (
            <Button size="small" type="primary" onClick={() => window.location.reload()}>
              {t('pageChunk.reload')}
            </Button>
          ) : (
            <Button size="small" type="primary" onClick={onRetry}>
              {t('errorBoundary.retry')}
            </Button>
          )}
          {onClose && (
            <Button size="small" onClick={onClose}>
              {t('common:close')}
            </Button>
          )}
        </div>
      }
    />
  )
  return inline ? alert : createPortal(alert, document.body)
}
