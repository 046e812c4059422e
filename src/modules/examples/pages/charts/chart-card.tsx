import { TableOutlined } from '@ant-design/icons'
import { Button, Skeleton, theme } from 'antd'
import { Suspense, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { retryingLazy } from '@/components/lazy-piece/retrying-lazy'
import { RetryBoundary } from '@/components/retry-boundary'
import { ChartTable } from './chart-table'
import type { ChartSpec } from './charts-rules'
import { loadSampleChart } from './load-sample-chart'
import styles from './charts-page.module.css'

// The page preloads the chunk (loadSampleChart): rendering reuses that load. A failure is not
// kept: the boundary's retry loads it again.
const Chart = retryingLazy(loadSampleChart, (module) => module.default)

function LazyChart(props: { spec: ChartSpec; label: string }) {
  return (
    <Suspense fallback={<Skeleton.Node active className={styles.chart} />}>
      <Chart {...props} />
    </Suspense>
  )
}

function ChartFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['example-charts', 'crud'])
  const { token } = theme.useToken()
  return (
    <div role="alert" className={styles.failed}>
      <span style={{ color: token.colorError }}>{t('failed')}</span>
      <Button size="small" onClick={onRetry}>
        {t('crud:retry')}
      </Button>
    </div>
  )
}

interface ChartCardProps {
  title: string
  /** What the chart shows, in a sentence (the canvas's accessible name). */
  description: string
  labelHeader: string
  spec: ChartSpec
  wide?: boolean
}

/** A chart with its title, and a toggle that shows the same numbers as a table. */
export function ChartCard({ title, description, labelHeader, spec, wide }: ChartCardProps) {
  const { t } = useTranslation('example-charts')
  const [isTableShown, setTableShown] = useState(false)
  const tableId = useId()
  return (
    <section className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
      <div className={styles.cardHeader}>
        <h4 className={styles.cardTitle}>{title}</h4>
        <Button
          size="small"
          icon={<TableOutlined />}
          aria-pressed={isTableShown}
          aria-controls={tableId}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {t('showTable')}
        </Button>
      </div>
      <RetryBoundary fallback={(_error, retry) => <ChartFailed onRetry={retry} />}>
        <LazyChart spec={spec} label={`${title}. ${description}`} />
      </RetryBoundary>
      <ChartTable
        id={tableId}
        spec={spec}
        caption={title}
        labelHeader={labelHeader}
        shown={isTableShown}
      />
    </section>
  )
}
