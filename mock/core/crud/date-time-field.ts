import type { FieldSpec, Presence } from './validation.ts'
import { formatClockTime, parseClockTime } from '../db/clock-time.ts'

/** A `datetime?` input: an ISO date or date-time, answered without offset; anything else → V5. */
export function dateTime(presence: Presence = '-'): FieldSpec<string | null> {
  return {
    presence,
    absent: null,
    parse: (raw) => {
      const ms = typeof raw === 'string' ? parseClockTime(raw) : null
      return ms === null ? { rule: 'V5' } : { value: formatClockTime(ms) }
    },
  }
}
