import { Button, Result } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

export default function LoggedOutPage() {
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
