import { Alert, Button, Space } from 'antd'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { LazyPieceError } from './retrying-lazy'
import styles from './lazy-piece-failure.module.css'

export interface LazyPieceFailureProps {
  error: Error
  inline?: boolean
  onRetry: () => void
  onClose?: () => void
}

/**
 * A piece whose code could not be loaded: try again, or reload when the file is gone after a
 * deploy. A shell piece (a dialog, a drawer, the search field) floats above the page, where it is
 * seen whatever the piece was; closing it closes the piece, as its own close would.
 */
export function LazyPieceFailure({ error, inline, onRetry, onClose }: LazyPieceFailureProps) {
  const { t } = useTranslation(['app', 'common'])
  const isGone = error instanceof LazyPieceError && error.isGone
  const alert = (
    <Alert
      role="alert"
      type="warning"
      showIcon
      className={inline ? undefined : styles.floating}
      title={isGone ? t('pageChunk.outdatedTitle') : t('lazyPiece.failed')}
      action={
        <Space>
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
        </Space>
      }
    />
  )
  return inline ? alert : createPortal(alert, document.body)
}
