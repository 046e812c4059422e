import { Button, Result } from 'antd'
import { useTranslation } from 'react-i18next'
import { AppProviders } from '@/components/providers/app-providers'
import { Link } from 'react-router-dom'

function LoggedOutPageContent() {
  const { t } = useTranslation('app')
  return (
    <Result
      status="success"
      title={t('login.loggedOut')}
      extra={
        <Link to="/login">
          <Button type="primary">{t('login.signInAgain')}</Button>
        </Link>
      }
    />
  )
}

/** Outside the signed-in shell, so it brings antd's providers itself. */
export default function LoggedOutPage() {
  return (
    <AppProviders>
      <LoggedOutPageContent />
    </AppProviders>
  )
}
