import { divide, multiply } from '@/utils/float-math'
import { toThousandFilter } from '@/utils/number-format'

/**
 * A contract amount (business-api.md §3.2: CNY yuan, decimal(18,2)) shown and typed with
 * thousands separators and two decimals, using the spec §9 float-safe helpers. Pure.
 */

/** Whole cents, rounded half away from zero as the server does (1.005 → 101, not 100). */
function toCents(value: number): number {
  return Math.sign(value) * Math.round(multiply(Math.abs(value), 100))
}

/** Rounded to 2 decimals, half away from zero, without binary error (1.005 → 1.01). */
export function roundAmount(value: number): number {
  return divide(toCents(value), 100, 2)
}

/** 386500000 → '386,500,000.00'; '' for no amount. */
export function formatAmount(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return ''
  const cents = Math.abs(toCents(value))
  const fraction = String(cents % 100).padStart(2, '0')
  const sign = value < 0 && cents > 0 ? '-' : ''
  return `${sign}${toThousandFilter((cents - (cents % 100)) / 100)}.${fraction}`
}

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
