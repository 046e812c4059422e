import { Button, Result } from 'antd'
import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, useRouteError } from 'react-router-dom'

/** Last line of defence: a failure outside any page shows this instead of a white screen. */
export function RouteErrorPage() {
  const error = useRouteError()
  const { t } = useTranslation('app')
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined
  return (
    <Result
      status="error"
      title={t('errorBoundary.title')}
      subTitle={detail}
      extra={
        <Button type="primary" onClick={() => window.location.assign('/')}>
          {t('errorBoundary.home')}
        </Button>
      }
    />
  )
}
