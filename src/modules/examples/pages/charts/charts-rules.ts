import { formatAmount, sumAmounts } from '@/utils/amount-format'
import { numberFormatter, toThousandFilter } from '@/utils/number-format'
import { amountOf } from '../sample-data/sample-amounts'
import type { SampleRecord } from '../sample-data/sample-records'

/** How a chart's numbers are written: whole counts, or two decimals (quantities, yuan). */
export type ValueFormat = 'count' | 'decimal'

export interface ChartSeries {
  /** The legend's and the table column's name. */
  name: string
  values: number[]
  /** In a mixed chart: drawn as bars or as a line. */
  type?: 'bar' | 'line'
  /** In a mixed chart: the left axis (`y`) or the right one (`y1`). */
  axis?: 'y' | 'y1'
}

/**
 * What a chart shows, free of chart.js: the chart module draws it, the page's table writes it out,
 * so the picture and its text equivalent cannot disagree.
 */
export interface ChartSpec {
  type: 'line' | 'bar'
  /** The category axis (months, materials) and the table's row headers. */
  labels: string[]
  series: ChartSeries[]
  format: ValueFormat
}

/** `2026-03-14` → `2026-03`. */
export function monthOf(date: string): string {
  return date.slice(0, 7)
}

function sortedUnique(values: Iterable<string>): string[] {
  return [...new Set(values)].sort()
}

/** The months the records fall in, in order, and a count per section and month. */
export function monthlyDeliveriesBySection(records: readonly SampleRecord[]): ChartSpec {
  const months = sortedUnique(records.map((record) => monthOf(record.date)))
  const sections = sortedUnique(records.map((record) => record.section))
  const series = sections.map((section) => ({
    name: section,
    values: months.map(
      (month) =>
        records.filter((record) => record.section === section && monthOf(record.date) === month)
          .length,
    ),
  }))
  return { type: 'line', labels: months, series, format: 'count' }
}

/** `2026-05-14` → `{ year: 2026, quarter: 2 }`. */
export function quarterOf(date: string): { year: number; quarter: number } {
  return { year: Number(date.slice(0, 4)), quarter: Math.ceil(Number(date.slice(5, 7)) / 3) }
}

/**
 * The amount delivered per section (the bars' categories), one series per quarter (grouped bars,
 * which the legend can hide one at a time). `nameQuarter` writes a quarter in the page's language.
 */
export function amountPerSectionByQuarter(
  records: readonly SampleRecord[],
  nameQuarter: (year: number, quarter: number) => string,
): ChartSpec {
  const sections = sortedUnique(records.map((record) => record.section))
  const quarterKey = (date: string) => {
    const { year, quarter } = quarterOf(date)
    return `${year}-${quarter}`
  }
  const quarters = sortedUnique(records.map((record) => quarterKey(record.date)))
  const series = quarters.map((key) => {
    const inQuarter = records.filter((record) => quarterKey(record.date) === key)
    const [year, quarter] = key.split('-').map(Number)
    return {
      name: nameQuarter(year, quarter),
      values: sections.map((section) =>
        sumAmounts(inQuarter.filter((record) => record.section === section).map(amountOf)),
      ),
    }
  })
  return { type: 'bar', labels: sections, series, format: 'decimal' }
}

/** The amount delivered per month as bars, and the running total as a line on the right axis. */
export function monthlyAmountWithCumulative(
  records: readonly SampleRecord[],
  names: { amount: string; cumulative: string },
): ChartSpec {
  const months = sortedUnique(records.map((record) => monthOf(record.date)))
  const amounts = months.map((month) =>
    sumAmounts(records.filter((record) => monthOf(record.date) === month).map(amountOf)),
  )
  const cumulative = amounts.map((_, index) => sumAmounts(amounts.slice(0, index + 1)))
  return {
    type: 'bar',
    labels: months,
    series: [
      { name: names.amount, values: amounts, type: 'bar', axis: 'y' },
      { name: names.cumulative, values: cumulative, type: 'line', axis: 'y1' },
    ],
    format: 'decimal',
  }
}

/** A value as the table and the tooltip write it: `1,234` or `1,234.50`. */
export function formatValue(value: number, format: ValueFormat): string {
  return format === 'count' ? toThousandFilter(value) : formatAmount(value)
}

/** An axis tick: short (`1.2M`), since the table and the tooltip give the exact figure. */
export function formatTick(value: number): string {
  return numberFormatter(value, 1)
}
