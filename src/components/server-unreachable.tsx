import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRevalidator } from 'react-router-dom'
import { computeRetryDelay } from '@/auth/token-renewal-rules'
import styles from './route-error-page.module.css'

/**
 * The server did not answer while the session was loading (network error, timeout, 5xx). The
 * tokens are kept: the page tries again by itself with a growing delay, or when asked, and the
 * user continues where they were once the server answers.
 */
export function ServerUnreachable() {
  const { t } = useTranslation('app')
  const revalidator = useRevalidator()
  const [attempt, setAttempt] = useState(0)
  const isRetrying = revalidator.state === 'loading'

  useEffect(() => {
    if (isRetrying) return
    const timer = setTimeout(() => {
      setAttempt((n) => n + 1)
      void revalidator.revalidate()
    }, computeRetryDelay(attempt))
    return () => clearTimeout(timer)
  }, [attempt, isRetrying, revalidator])

  return (
    <main className={styles.page} role="alert" data-server-unreachable>
      <h1 className={styles.title}>{t('unreachable.title')}</h1>
      <p className={styles.detail}>{t('unreachable.text')}</p>
      <button
        type="button"
        className={styles.button}
        disabled={isRetrying}
        onClick={() => void revalidator.revalidate()}
      >
        {isRetrying ? t('unreachable.retrying') : t('unreachable.retry')}
      </button>
    </main>
  )
}
