import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router-dom'
import { isApiError } from '@/api/http/api-error'
import { demoLogin } from '@/api/demo/demo-user-api'
import { ensureSession } from '@/auth/load-session'
import { signInWithPassword } from '@/auth/password-session'
import { resetToken } from '@/auth/session-actions'
import { writeStoredTokens } from '@/auth/token-storage'
import { appConfig } from '@/config/app-config'
import { readRedirectTarget } from '@/router/guard-loaders'
import { useUserStore } from '@/stores/user-store'

export interface SignInValues {
  tenant?: string
  username: string
  password: string
}

async function requestToken(values: SignInValues): Promise<void> {
  if (appConfig.loginMode === 'demo') {
    // Spec §5: the demo login trims the username before the call.
    const { token } = await demoLogin({
      username: values.username.trim(),
      password: values.password,
    })
    writeStoredTokens({ accessToken: token })
    useUserStore.getState().setToken(token)
    return
  }
  await signInWithPassword(values)
}

/** Signs in, loads the session, then goes to the safe `redirect` target (spec §2, §4, §8). */
export function useSignIn() {
  const { t } = useTranslation('error')
  const navigate = useNavigate()
  const location = useLocation()
  const [isSubmitting, setSubmitting] = useState(false)
  const [errorText, setErrorText] = useState<string>()

  async function signIn(values: SignInValues): Promise<void> {
    setSubmitting(true)
    setErrorText(undefined)
    try {
      await requestToken(values)
      await ensureSession()
      await navigate(readRedirectTarget(location.search), { replace: true })
    } catch (error) {
      resetToken()
      // API failures were already shown once by the HTTP layer; the token endpoint's are not.
      if (!isApiError(error)) {
        setErrorText(error instanceof Error && error.message ? error.message : t('login.failed'))
      }
    } finally {
      setSubmitting(false)
    }
  }

  return { signIn, isSubmitting, errorText }
}
