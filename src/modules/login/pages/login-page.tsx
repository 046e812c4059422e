import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { appConfig } from '@/config/app-config'
import { useAppTitle } from '@/hooks/use-app-title'
import { LoginField } from './login-field'
import { usePageNotices } from './use-page-notices'
import { useSignIn } from './use-sign-in'
import { useSignedInPrefetch } from './use-signed-in-prefetch'
import styles from './login-page.module.css'

/**
 * The sign-in form in plain HTML on purpose: it is the first page most users load, and without antd
 * it needs about a third of the JavaScript (see `npm run bench`). The signed-in shell loads antd.
 */
export default function LoginPage() {
  const { t } = useTranslation('app')
  const appTitle = useAppTitle()
  const { signIn, isSubmitting, errorText, tenantError } = useSignIn()
  const { notices, clearNotices } = usePageNotices()
  const prefetchSignedIn = useSignedInPrefetch()
  const [missing, setMissing] = useState<{ username?: boolean; password?: boolean }>({})
  const showTenant = appConfig.loginMode === 'abp'
  const tenantRef = useRef<HTMLInputElement>(null)
  // The refused tenant gets the focus, so that its message is read and it can be corrected.
  useEffect(() => {
    if (tenantError) tenantRef.current?.focus()
  }, [tenantError])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const field = (name: string) => {
      const value = form.get(name)
      return typeof value === 'string' ? value : ''
    }
    const values = {
      tenant: field('tenant'),
      username: field('username'),
      password: field('password'),
    }
    const invalid = { username: !values.username.trim(), password: !values.password }
    setMissing(invalid)
    if (invalid.username || invalid.password) return
    clearNotices()
    void signIn(values)
  }

  const messages = [errorText, ...notices].filter(Boolean)
  return (
    <main className={styles.page}>
      <form
        className={styles.card}
        onSubmit={onSubmit}
        onInput={prefetchSignedIn}
        noValidate
        aria-labelledby="login-title"
      >
        <h1 id="login-title" className={styles.title}>
          {appTitle}
        </h1>
        <p className={styles.subtitle}>{t('login.title')}</p>
        {messages.map((text) => (
          <p key={text} role="alert" className={styles.alert}>
            {text}
          </p>
        ))}
        {showTenant && (
          <LoginField
            name="tenant"
            label={t('login.tenant')}
            autoComplete="organization"
            placeholder={t('login.tenantPlaceholder')}
            error={tenantError}
            ref={tenantRef}
          />
        )}
        <LoginField
          name="username"
          label={t('login.username')}
          autoComplete="username"
          autoFocus
          error={missing.username ? t('login.usernameRequired') : undefined}
        />
        <LoginField
          name="password"
          type="password"
          label={t('login.password')}
          autoComplete="current-password"
          error={missing.password ? t('login.passwordRequired') : undefined}
        />
        <button
          type="submit"
          className={styles.submit}
          disabled={isSubmitting}
          aria-busy={isSubmitting}
        >
          {isSubmitting && <span className={styles.spinner} aria-hidden="true" />}
          {t('login.submit')}
        </button>
      </form>
    </main>
  )
}
