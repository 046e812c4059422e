import type { UseQueryResult } from '@tanstack/react-query'
import { Button, Skeleton, theme } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './dashboard-page.module.css'
import hidden from '@/styles/visually-hidden.module.css'

/** A card's content while it loads: a few grey lines for the eye, a word for screen readers. */
export function CardLoading({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation('dashboard')
  return (
    <div aria-busy="true">
      <span className={hidden.visuallyHidden}>{t('loading')}</span>
      <div aria-hidden>
        <Skeleton active title={false} paragraph={{ rows }} />
      </div>
    </div>
  )
}

/** What could not be loaded, the reason and a retry (a card never blanks the page). */
export function CardFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation(['dashboard', 'crud'])
  const { token } = theme.useToken()
  return (
    <div role="alert" className={styles.failed}>
      <span style={{ color: token.colorError }}>{t('cardFailed')}</span>
      <span style={{ color: token.colorTextSecondary }}>{error.message}</span>
      <Button size="small" onClick={onRetry}>
        {t('crud:retry')}
      </Button>
    </div>
  )
}

/** A card's "nothing here" sentence. */
export function CardNote({ children }: { children: ReactNode }) {
  const { token } = theme.useToken()
  return (
    <p className={styles.note} style={{ color: token.colorTextSecondary }}>
      {children}
    </p>
  )
}

interface QueryContentProps<T> {
  query: UseQueryResult<T>
  rows?: number
  children: (data: T) => ReactNode
}

/**
 * A query's loading and error states; its data (kept while a reload fails) to `children`. Another
 * key's data shown meanwhile (the previous project's) counts as loading.
 */
export function QueryContent<T>({ query, rows, children }: QueryContentProps<T>) {
  if (query.data !== undefined && !query.isPlaceholderData) return children(query.data)
  if (query.isError) return <CardFailed error={query.error} onRetry={() => void query.refetch()} />
  return <CardLoading rows={rows} />
}
