import type { ApiTime } from './engine-types.ts'

/**
 * API times (`yyyy-MM-ddTHH:mm:ss.fff`, no offset) as the engine does arithmetic on them: read as
 * wall-clock times (UTC in the arithmetic, so no daylight-saving gap shifts a due time). The
 * format sorts as text, so comparisons are string comparisons.
 */
export function toApiTime(ms: number): ApiTime {
  return new Date(ms).toISOString().slice(0, 23)
}

export function fromApiTime(time: ApiTime): number {
  return Date.parse(`${time}Z`)
}

export function addMinutes(time: ApiTime, minutes: number): ApiTime {
  return toApiTime(fromApiTime(time) + minutes * 60_000)
}

export function minutesBetween(from: ApiTime, to: ApiTime): number {
  return (fromApiTime(to) - fromApiTime(from)) / 60_000
}
