import { multiply } from '@/utils/float-math'
import { numberFormatter, toThousandFilter } from '@/utils/number-format'

/**
 * Pure rules of the dashboard: the contract amounts per contract section (business-api.md §3.2:
 * CNY yuan, two decimals) as the chart, its text equivalent and the total show them, with the
 * spec §9 float-safe helpers.
 */

/** One bar: a contract section and its amount (null when none was entered). */
export interface AmountRow {
  id: string
  name: string
  amount: number | null
}

/** Whole cents, rounded half away from zero as the server rounds amounts. */
function toCents(value: number): number {
  return Math.sign(value) * Math.round(multiply(Math.abs(value), 100))
}

/** 215300000 → '215,300,000.00'; '' for no amount. */
export function formatYuan(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return ''
  const cents = toCents(value)
  const whole = Math.abs(cents) - (Math.abs(cents) % 100)
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0')
  const sign = cents < 0 ? '-' : ''
  return `${sign}${toThousandFilter(whole / 100)}.${fraction}`
}

/** The chart's axis: 215300000 → '215.3M' (spec §9 number formatter). */
export function formatAxisAmount(value: number): string {
  return numberFormatter(value, 1)
}

/** The sections of a project as bars, in the list's order (by sort number). */
export function toAmountRows(
  htds: readonly { id: string; htdName: string; amount: number | null }[],
): AmountRow[] {
  return htds.map((htd) => ({ id: htd.id, name: htd.htdName, amount: htd.amount }))
}

/** The sum of the amounts in exact cents (0.1 + 0.2 is 0.3 here); sections without one count 0. */
export function sumAmounts(rows: readonly AmountRow[]): number {
  const cents = rows.reduce((sum, row) => sum + (row.amount === null ? 0 : toCents(row.amount)), 0)
  return cents / 100
}

/** The chart as one sentence's list: '一标段: 215,300,000.00; 二标段: —' (`none` for no amount). */
export function describeAmounts(rows: readonly AmountRow[], none: string): string {
  return rows.map((row) => `${row.name}: ${formatYuan(row.amount) || none}`).join('; ')
}
