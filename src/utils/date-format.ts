import { toDayjs, type TimeInput } from './time-input'

/** Spec §9 default: year-month-day hour:minute:second, 24-hour clock. */
export const defaultDateTimeFormat = 'YYYY-MM-DD HH:mm:ss'
export const dateFormat = 'YYYY-MM-DD'

/**
 * Formats a time with a dayjs format string (tokens: YYYY MM DD HH mm ss …, not
 * vue-element-admin's `{y}-{m}-{d}`). Returns '' for null, undefined, '' or an invalid time, so
 * table cells show nothing rather than 'Invalid Date'.
 */
export function parseTime(time: TimeInput, format: string = defaultDateTimeFormat): string {
  return toDayjs(time)?.format(format) ?? ''
}

export function formatDate(time: TimeInput): string {
  return parseTime(time, dateFormat)
}

/**
 * The spec writes 'YYYY-MM-DD hh:mm:ss'. In dayjs `hh` is the 12-hour clock, and without an AM/PM
 * marker 03:00 and 15:00 would print alike, so we read it as the 24-hour `HH` — the same as the
 * default format.
 */
export function formatDateTime(time: TimeInput): string {
  return parseTime(time, defaultDateTimeFormat)
}
