import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router-dom'
import { useSession } from '@/auth/use-session'
import { readRedirectTarget } from '@/utils/safe-redirect'
import { checkTenant } from './tenant-check'

export interface SignInValues {
  tenant?: string
  username: string
  password: string
}

/**
 * Signs in with the in-app form, then goes to the safe `redirect` target (spec §2, §4, §8); the
 * target's guard loads roles and routes. A typed tenant is looked up first: an unknown or inactive
 * one is told on the tenant field. A refused sign-in shows the server's text on the form.
 */
export function useSignIn() {
  const { t } = useTranslation(['error', 'app'])
  const session = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const [isSubmitting, setSubmitting] = useState(false)
  const [errorText, setErrorText] = useState<string>()
  const [tenantError, setTenantError] = useState<string>()

  async function signIn(values: SignInValues): Promise<void> {
    if (!session.signIn) return
    setSubmitting(true)
    setErrorText(undefined)
    setTenantError(undefined)
    try {
      // Spec §5: a blank tenant means the host (no lookup, no `__tenant` header).
      const tenant = values.tenant?.trim()
      const tenantProblem = tenant ? await checkTenant(tenant) : undefined
      if (tenantProblem) {
        setTenantError(t(`app:login.${tenantProblem}`))
        return
      }
      // Spec §5: the demo login trims the username before the call.
      await session.signIn({ ...values, username: values.username.trim() })
      await navigate(readRedirectTarget(location.search), { replace: true })
    } catch (error) {
      setErrorText(error instanceof Error && error.message ? error.message : t('login.failed'))
    } finally {
      setSubmitting(false)
    }
  }

  return { signIn, isSubmitting, errorText, tenantError }
}
