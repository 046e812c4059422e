import { Button, Result } from 'antd'
import { useTranslation } from 'react-i18next'

interface LoadFailedProps {
  /** What could not be loaded; the kit's "The list could not be loaded." by default. */
  title?: string
  error: Error
  onRetry: () => void
}

/**
 * A failed load of an unpaged list or a panel (the error state CrudTable shows for paged lists):
 * what failed, the reason and a retry.
 */
export function LoadFailed({ title, error, onRetry }: LoadFailedProps) {
  const { t } = useTranslation('crud')
  return (
    <Result
      status="warning"
      title={title ?? t('loadFailed')}
      subTitle={error.message}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  )
}
