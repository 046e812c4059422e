import { Button, Result, Spin } from 'antd'
import { useTranslation } from 'react-i18next'
import { AppProviders } from '@/components/providers/app-providers'
import { useLoaderData, useNavigate } from 'react-router-dom'
import { useSession } from '@/auth/use-session'
import type { AuthRedirectData } from '@/router/auth-redirect-data'

/**
 * Callback address of the redirect sign-in. Its loader completes the sign-in and moves on; this
 * page only shows while that runs, or why it failed (never an automatic retry, which could loop
 * between the app and a provider that keeps answering with an error).
 */
function AuthRedirectPageContent() {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const session = useSession()
  const data = useLoaderData<AuthRedirectData | null>()
  if (!data?.error) return <Spin fullscreen tip={t('callback.completing')} />
  return (
    <Result
      status="error"
      title={t('callback.failedTitle')}
      subTitle={
        <>
          {t('callback.failedText')}
          <br />
          <code>{data.error}</code>
        </>
      }
      extra={
        <Button type="primary" onClick={() => session.restartSignIn('/', navigate)}>
          {t('callback.signInAgain')}
        </Button>
      }
    />
  )
}

/** Outside the signed-in shell, so it brings antd's providers itself. */
export default function AuthRedirectPage() {
  return (
    <AppProviders>
      <AuthRedirectPageContent />
    </AppProviders>
  )
}
