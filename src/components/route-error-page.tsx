import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, useRouteError } from 'react-router-dom'
import { isServerUnreachable } from '@/auth/session-error'
import styles from './route-error-page.module.css'
import { ServerUnreachable } from './server-unreachable'

/**
 * Last line of defence: a failure outside any page shows this instead of a white screen. Plain
 * markup: it may render before (or because) the UI library failed to load.
 */
export function RouteErrorPage() {
  const error = useRouteError()
  const { t } = useTranslation('app')
  if (isServerUnreachable(error)) return <ServerUnreachable />
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined
  return (
    <main className={styles.page} role="alert">
      <h1 className={styles.title}>{t('errorBoundary.title')}</h1>
      {detail && <p className={styles.detail}>{detail}</p>}
      <button type="button" className={styles.button} onClick={() => window.location.assign('/')}>
        {t('errorBoundary.home')}
      </button>
    </main>
  )
}
