import { useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { ExamplePage } from '../example-page'
import { createSampleRecords } from '../sample-data/sample-records'
import { ChartCard } from './chart-card'
import {
  amountPerSectionByQuarter,
  monthlyAmountWithCumulative,
  monthlyDeliveriesBySection,
} from './charts-rules'
import { loadSampleChart } from './load-sample-chart'
import styles from './charts-page.module.css'

/** One delivery a day from 5 January to 30 June 2026: half a year, enough points for a line. */
const records = createSampleRecords(177)

/**
 * Three chart.js charts of the sample deliveries: a line, bars, and bars with a line on a second
 * axis. Each has a tooltip, a legend that hides a series on click, and a table with its numbers.
 */
export default function ChartsPage() {
  const { t } = useTranslation(['example-charts', 'route'])
  // The chart's chunk starts loading with the page's first paint, not when the first chart mounts.
  useEffect(() => void loadSampleChart().catch(() => undefined), [])

  const specs = useMemo(
    () => ({
      line: monthlyDeliveriesBySection(records),
      bar: amountPerSectionByQuarter(records, (year, quarter) =>
        t('bar.quarter', { year, quarter }),
      ),
      mixed: monthlyAmountWithCumulative(records, {
        amount: t('mixed.amount'),
        cumulative: t('mixed.cumulative'),
      }),
    }),
    // The series' names are texts: `t` changes with the language, which renames them.
    [t],
  )

  return (
    <ExamplePage titleKey="exampleCharts" intro={t('intro', { n: records.length })}>
      <div className={styles.grid}>
        <ChartCard
          title={t('line.title')}
          description={t('line.description')}
          labelHeader={t('month')}
          spec={specs.line}
        />
        <ChartCard
          title={t('bar.title')}
          description={t('bar.description')}
          labelHeader={t('section')}
          spec={specs.bar}
        />
        <ChartCard
          title={t('mixed.title')}
          description={t('mixed.description')}
          labelHeader={t('month')}
          spec={specs.mixed}
          wide
        />
      </div>
    </ExamplePage>
  )
}
