/**
 * Date-times as ABP's `Clock` writes them: ISO-8601 without an offset (`Kind = Unspecified`), in
 * the `Abp.Timing.TimeZone` setting, which is UTC here. Pure helpers.
 */

export const minuteMs = 60_000
export const dayMs = 86_400_000

/** `2024-03-01T08:30:00.000`: what the server answers. */
export function formatClockTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 23)
}

const isoPattern =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(?::(\d{2})(?:\.(\d{1,7}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/i

/**
 * An ISO date or date-time as a client sends it; one without an offset is in the server's time
 * zone (UTC), one with an offset is converted. Null when it is not such a value.
 */
export function parseClockTime(text: string): number | null {
  const match = isoPattern.exec(text.trim())
  if (!match) return null
  const [, date, hourMinute = '00:00', seconds = '00', fraction = '', zone = 'Z'] = match
  const millis = fraction.padEnd(3, '0').slice(0, 3)
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`
  const ms = Date.parse(`${date}T${hourMinute}:${seconds}.${millis}${offset}`)
  return Number.isNaN(ms) ? null : ms
}

/** A stored clock time (seed or write) in milliseconds; null stays null. */
export function clockTimeMs(text: string | null): number | null {
  return text === null ? null : parseClockTime(text)
}

/** Midnight of the day `ms` falls on, in the server's time zone (UTC). */
export function startOfDay(ms: number): number {
  return Math.floor(ms / dayMs) * dayMs
}
