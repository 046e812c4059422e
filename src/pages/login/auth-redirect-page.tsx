import { Spin } from 'antd'
import { useTranslation } from 'react-i18next'

/** Callback address of the redirect sign-in; the OpenID Connect flow completes here. */
export default function AuthRedirectPage() {
  const { t } = useTranslation('app')
  return <Spin fullscreen tip={t('login.redirecting')} />
}
