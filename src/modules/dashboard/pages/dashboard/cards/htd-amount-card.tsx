import { theme } from 'antd'
import { Suspense, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { retryingLazy } from '@/components/lazy-piece/retrying-lazy'
import type { HtdDto } from '@/modules/project'
import { useProjectScope } from '@/query/query-scope'
import { formatAmount, sumAmounts } from '@/utils/amount-format'
import { CardErrorBoundary } from '../card-error-boundary'
import { CardLoading, CardNote, QueryContent } from '../card-states'
import { DashboardCard } from '../dashboard-card'
import { describeAmounts, toAmountRows, type AmountRow } from '../dashboard-rules'
import styles from '../dashboard-page.module.css'
import { loadAmountChart } from '../load-amount-chart'
import { useCurrentProject, useCurrentProjectHtds } from '../use-project-figures'
import hidden from '@/styles/visually-hidden.module.css'

// The dashboard preloads the chunk (loadAmountChart): rendering reuses that load. A failure is
// not kept: the card's retry loads it again.
const Chart = retryingLazy(loadAmountChart, (module) => module.default)

function LazyAmountChart(props: { rows: readonly AmountRow[]; label: string }) {
  return (
    <Suspense fallback={<CardLoading rows={5} />}>
      <Chart {...props} />
    </Suspense>
  )
}

/** The chart's text equivalent: every section and its amount, for screen readers. */
function AmountTable({ rows, caption }: { rows: readonly AmountRow[]; caption: string }) {
  const { t } = useTranslation('dashboard')
  return (
    <table className={hidden.visuallyHidden}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('amounts.htd')}</th>
          <th scope="col">{t('amounts.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">{row.name}</th>
            <td>{formatAmount(row.amount) || t('amounts.none')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function Amounts({ htds, projectName }: { htds: HtdDto[]; projectName: string }) {
  const { t } = useTranslation('dashboard')
  const { token } = theme.useToken()
  const rows = useMemo(() => toAmountRows(htds), [htds])
  if (rows.length === 0) return <CardNote>{t('amounts.empty', { name: projectName })}</CardNote>
  const caption = t('amounts.caption', { name: projectName })
  const label = `${caption}: ${describeAmounts(rows, t('amounts.none'))}`
  return (
    <>
      <p className={styles.note} style={{ color: token.colorTextSecondary }}>
        {t('amounts.total', {
          name: projectName,
          amount: formatAmount(sumAmounts(rows.map((row) => row.amount))),
        })}
      </p>
      <CardErrorBoundary>
        <LazyAmountChart rows={rows} label={label} />
      </CardErrorBoundary>
      <AmountTable rows={rows} caption={caption} />
    </>
  )
}

function AmountContent() {
  const { t } = useTranslation('dashboard')
  const { isReady } = useProjectScope()
  const current = useCurrentProject()
  const query = useCurrentProjectHtds(true)
  if (!isReady) return <CardLoading rows={5} />
  if (!current) return <CardNote>{t('figures.noProject')}</CardNote>
  return (
    <QueryContent query={query} rows={5}>
      {(data) => <Amounts htds={data.items} projectName={current.projName} />}
    </QueryContent>
  )
}

/** For holders of Project.Htd: the contract amount per section of the current project. */
export function HtdAmountCard() {
  const { t } = useTranslation('dashboard')
  return (
    <DashboardCard title={t('amounts.title')} wide>
      <AmountContent />
    </DashboardCard>
  )
}
