import { formatAmount } from '@/utils/amount-format'

/** The contract amount input (business-api.md §3.2): typed with separators, shown formatted. Pure. */

/**
 * The amount input's text: what the user types as typed, otherwise the value formatted (antd's
 * InputNumber formatter; `precision` already rounded the value).
 */
export function formatAmountInput(
  value: string | number | undefined,
  info: { userTyping: boolean; input: string },
): string {
  if (info.userTyping) return info.input
  if (value === undefined || value === '') return ''
  const number = Number(value)
  return Number.isFinite(number) ? formatAmount(number) : String(value)
}

/** The typed text as a number's text: separators and spaces (also full-width) removed. */
export function parseAmountInput(text: string | undefined): string {
  return (text ?? '').replace(/[,，\s]/g, '').replace(/。/g, '.')
}
