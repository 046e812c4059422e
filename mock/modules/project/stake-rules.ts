import { roundHalfAwayFromZero } from './decimal-rules.ts'

/**
 * Chainage (桩号) rules of work areas (business-api.md §3.3). A chainage is metres from the
 * route origin with 3 decimals; the stake shows it as `K{km}+{metres as 000.000}`. Pure.
 */

export const maxChainage = 9999999.999

/** Millimetres as an integer, so the stake never shows binary noise (0.1 + 0.2). */
function millimetres(metres: number): number {
  return Math.round(roundHalfAwayFromZero(metres, 3) * 1000)
}

/** 12345.6 → `K12+345.600`, 500 → `K0+500.000`; null without a chainage. */
export function formatStake(metres: number | null): string | null {
  if (metres === null) return null
  const mm = millimetres(metres)
  const km = Math.floor(mm / 1_000_000)
  const rest = mm - km * 1_000_000
  const whole = String(Math.floor(rest / 1000)).padStart(3, '0')
  const fraction = String(rest % 1000).padStart(3, '0')
  return `K${km}+${whole}.${fraction}`
}

/** `endChainage − startChainage`, 3 decimals; null unless both are set. */
export function chainageLength(start: number | null, end: number | null): number | null {
  if (start === null || end === null) return null
  return (millimetres(end) - millimetres(start)) / 1000
}

/** Whether a range holds a chainage (`start ≤ chainage ≤ end`); areas without one never do. */
export function containsChainage(
  start: number | null,
  end: number | null,
  chainage: number,
): boolean {
  return start !== null && end !== null && start <= chainage && chainage <= end
}
