import { formatAmount } from '@/utils/amount-format'
import { numberFormatter } from '@/utils/number-format'

/**
 * Pure rules of the dashboard: the contract amounts per contract section (business-api.md §3.2:
 * CNY yuan, two decimals) as the chart, its text equivalent and the total show them, with the
 * spec §9 formatters (src/utils/amount-format.ts).
 */

/** One bar: a contract section and its amount (null when none was entered). */
export interface AmountRow {
  id: string
  name: string
  amount: number | null
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

/** The chart as one sentence's list: '一标段: 215,300,000.00; 二标段: —' (`none` for no amount). */
export function describeAmounts(rows: readonly AmountRow[], none: string): string {
  return rows.map((row) => `${row.name}: ${formatAmount(row.amount) || none}`).join('; ')
}
