import { theme } from 'antd'
import { useId, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { CardErrorBoundary } from './card-error-boundary'
import styles from './dashboard-page.module.css'

interface DashboardCardProps {
  title: string
  /** A way on at the header's end, e.g. "All to-dos". */
  more?: { to: string; label: string }
  /** The whole row of the grid. */
  wide?: boolean
  children: ReactNode
}

/**
 * A card of the dashboard: a titled region (plain markup and antd tokens: Card would add weight
 * to the first signed-in load) whose content has its own error boundary.
 */
export function DashboardCard({ title, more, wide = false, children }: DashboardCardProps) {
  const { token } = theme.useToken()
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      className={wide ? `${styles.card} ${styles.wide}` : styles.card}
      style={{ borderColor: token.colorBorderSecondary, background: token.colorBgContainer }}
    >
      <div className={styles.cardHeader}>
        <h4 id={titleId} className={styles.cardTitle} style={{ color: token.colorText }}>
          {title}
        </h4>
        {more && <Link to={more.to}>{more.label}</Link>}
      </div>
      <CardErrorBoundary>{children}</CardErrorBoundary>
    </section>
  )
}
