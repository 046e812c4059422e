import { Button, Result } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate, useRouteError } from 'react-router-dom'

/** A page that throws shows this inside the layout; menus and tabs keep working. */
export function PageErrorPanel() {
  const error = useRouteError()
  const navigate = useNavigate()
  const { t } = useTranslation('app')
  return (
    <Result
      status="warning"
      title={t('errorBoundary.pageTitle')}
      subTitle={error instanceof Error ? error.message : undefined}
      extra={<Button onClick={() => void navigate(0)}>{t('errorBoundary.retry')}</Button>}
    />
  )
}
