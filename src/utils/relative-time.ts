import { parseTime } from './date-format'
import { toDayjs, type TimeInput } from './time-input'
import type { Translate } from './translate'

export interface RelativeTimeOptions {
  /** The current time in ms; a parameter so the function stays pure. Defaults to Date.now(). */
  now?: number
  /** dayjs format for times older than two days; defaults to the locale's `relativeTime.dateFormat`. */
  format?: string
}

const minute = 60
const hour = 3600
const day = 86_400

/**
 * vue-element-admin's `formatTime`: under 30 s "just now", under an hour "N minutes ago", under a
 * day "N hours ago", under two days "1 day ago", else a date. Counts round up (45 s → 1 minute,
 * 61 min → 2 hours) as the original did. Future times count as "just now"; invalid input gives ''.
 */
export function formatRelativeTime(
  time: TimeInput,
  t: Translate,
  { now = Date.now(), format }: RelativeTimeOptions = {},
): string {
  const date = toDayjs(time)
  if (!date) return ''
  const diffSeconds = (now - date.valueOf()) / 1000
  if (diffSeconds < 30) return t('common:relativeTime.justNow')
  if (diffSeconds < hour) {
    return t('common:relativeTime.minutesAgo', { count: Math.ceil(diffSeconds / minute) })
  }
  if (diffSeconds < day) {
    return t('common:relativeTime.hoursAgo', { count: Math.ceil(diffSeconds / hour) })
  }
  if (diffSeconds < 2 * day) return t('common:relativeTime.oneDayAgo')
  return parseTime(date.toDate(), format ?? t('common:relativeTime.dateFormat'))
}
