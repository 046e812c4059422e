import dayjs, { type Dayjs } from 'dayjs'

/** Anything the formatters accept as a point in time. */
export type TimeInput = Date | string | number | null | undefined

/**
 * Numbers below this are read as Unix seconds, above as milliseconds. 1e11 s is the year 5138 and
 * 1e11 ms is March 1973, so any real timestamp from either unit lands on the right side.
 * (vue-element-admin tested for "exactly 10 digits", which misreads seconds before 2001.)
 */
const secondsThreshold = 1e11

const digitsOnly = /^-?\d+$/

/**
 * Turns a Date, an ISO string, a digit string or a seconds/milliseconds timestamp into a valid
 * Dayjs, or null for null, undefined, '' and anything dayjs cannot parse — so every formatter can
 * render "no value" as '' instead of 'Invalid Date'.
 */
export function toDayjs(time: TimeInput): Dayjs | null {
  if (time === null || time === undefined || time === '') return null
  let value: Date | string | number = time
  if (typeof value === 'string' && digitsOnly.test(value.trim())) value = Number(value.trim())
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null
    if (Math.abs(value) < secondsThreshold) value *= 1000
  }
  const parsed = dayjs(value)
  return parsed.isValid() ? parsed : null
}
