import { Button, Result } from 'antd'
import { useTranslation } from 'react-i18next'

export interface PageErrorResultProps {
  message?: string
  onRetry: () => void
}

/** What a page that failed shows inside its tab: the layout, menus and tabs keep working. */
export function PageErrorResult({ message, onRetry }: PageErrorResultProps) {
  const { t } = useTranslation('app')
  return (
    <Result
      status="warning"
      title={t('errorBoundary.pageTitle')}
      subTitle={message}
      extra={<Button onClick={onRetry}>{t('errorBoundary.retry')}</Button>}
    />
  )
}
