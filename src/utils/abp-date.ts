import dayjs, { type Dayjs } from 'dayjs'
import { dateFormat } from './date-format'

/**
 * ABP's DateTime on the wire when its clock kind is unspecified: the wall-clock time, no offset
 * ('2024-03-01T08:30:00'). Date-only fields send 'YYYY-MM-DD'; the server answers midnight.
 */
export const abpDateTimeFormat = 'YYYY-MM-DDTHH:mm:ss'

const abpDateTime =
  /^\d{4}-\d{2}-\d{2}(?:[T ](?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,7})?)?)?(?:Z|[+-]\d{2}:?\d{2})?$/i

/** dayjs rolls '2024-02-30' over to March: a real calendar date formats back to itself. */
function isCalendarDate(datePart: string): boolean {
  return dayjs(datePart).format(dateFormat) === datePart
}

/** A picked time → ABP: its clock as shown, without an offset (never converted to UTC). */
export function toAbpDateTime(value: Dayjs | null | undefined): string | null {
  return value?.isValid() ? value.format(abpDateTimeFormat) : null
}

/** A picked date → ABP's date-only value, 'YYYY-MM-DD' (the time of day is dropped). */
export function toAbpDate(value: Dayjs | null | undefined): string | null {
  return value?.isValid() ? value.format(dateFormat) : null
}

/**
 * ABP → a dayjs for a date picker, the clock as given: '2024-03-01T08:30:00' is 08:30 in every
 * browser time zone (dayjs reads an offset-less string as local time, not as UTC like `Date`
 * reads '2024-03-01'). A value that does carry an offset or 'Z' is one instant and is shown in
 * local time. null for null, '' and anything that is not an ISO date-time (a number, a stray text).
 */
export function fromAbpDateTime(value: string | null | undefined): Dayjs | null {
  const text = value?.trim()
  if (!text || !abpDateTime.test(text) || !isCalendarDate(text.slice(0, 10))) return null
  const parsed = dayjs(text)
  return parsed.isValid() ? parsed : null
}
