import { divide, multiply } from './float-math'
import { toThousandFilter } from './number-format'

/**
 * Contract amounts (business-api.md §3.2: CNY yuan, decimal(18,2)) shown with thousands separators
 * and two decimals, rounded and summed in whole cents with the spec §9 float-safe helpers. Pure.
 */

/** Whole cents, rounded half away from zero as the server does (1.005 → 101, not 100). */
export function toCents(value: number): number {
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

/** The sum in exact cents (0.1 + 0.2 is 0.3 here); a missing amount counts 0. */
export function sumAmounts(amounts: readonly (number | null)[]): number {
  return (
    amounts.reduce<number>((sum, amount) => sum + (amount === null ? 0 : toCents(amount)), 0) / 100
  )
}
