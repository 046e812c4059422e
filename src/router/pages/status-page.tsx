import { Button, Result } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { appConfig } from '@/config/app-config'

export function StatusPage({
  status,
  kind,
}: {
  status: '404' | '403'
  kind: 'notFound' | 'unauthorized'
}) {
  const { t } = useTranslation('app')
  return (
    <Result
      status={status}
      title={t(`page.${kind}Title`)}
      subTitle={t(`page.${kind}Text`)}
      extra={
        <Link to={appConfig.homePath}>
          <Button type="primary">{t('page.backHome')}</Button>
        </Link>
      }
    />
  )
}
