import type { FieldSpec } from '../../core/crud/validation.ts'
import { readDecimal, roundHalfAwayFromZero } from './decimal-rules.ts'

/** Field specs the project area adds to `crud/validation.ts` (business-api.md §0.3 types). */

/** The code pattern of projects, htds and work areas (V4). */
export const codePattern = /^[A-Za-z0-9][A-Za-z0-9_-]*$/

/**
 * `decimal(p,s)?`: a JSON number (or numeric string) within [min, max] (V3), rounded half away
 * from zero to `decimals`; anything else V5.
 */
export function decimal(min: number, max: number, decimals: number): FieldSpec<number | null> {
  return {
    presence: '-',
    absent: null,
    parse: (raw) => {
      const value = readDecimal(raw)
      if (value === null) return { rule: 'V5' }
      if (value < min || value > max) return { rule: 'V3', args: [String(min), String(max)] }
      return { value: roundHalfAwayFromZero(value, decimals) }
    },
  }
}

const datePattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/

/**
 * `date?`: `"2024-03-01"` or a DateTime; stored and answered as `"2024-03-01T00:00:00"`, the time
 * part (and any offset) dropped. A non-date → V5.
 */
export function toDateOnly(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const match = datePattern.exec(raw.trim())
  if (!match) return null
  const [, year, month, day] = match
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  const real =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day)
  return real ? `${year}-${month}-${day}T00:00:00` : null
}

export function date(): FieldSpec<string | null> {
  return {
    presence: '-',
    absent: null,
    parse: (raw) => {
      const value = toDateOnly(raw)
      return value === null ? { rule: 'V5' } : { value }
    },
  }
}

/** The same spec with another value for an absent field (e.g. a status that defaults). */
export function withDefault<T>(spec: FieldSpec<T | null>, fallback: T): FieldSpec<T | null> {
  return { ...spec, absent: fallback }
}
