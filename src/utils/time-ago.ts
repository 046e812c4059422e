import { toDayjs, type TimeInput } from './time-input'
import type { Translate } from './translate'

/**
 * vue-element-admin's `timeAgo` filter: whole minutes under an hour, whole hours under a day,
 * else whole days, with the unit pluralised ("1 minute", "2 minutes") through i18next plurals.
 * Counts are truncated, not rounded; a future time counts as 0 minutes; invalid input gives ''.
 * Like the original it has no "ago" suffix — callers phrase the sentence.
 */
export function formatTimeAgo(time: TimeInput, t: Translate, now: number = Date.now()): string {
  const date = toDayjs(time)
  if (!date) return ''
  const seconds = Math.max(0, (now - date.valueOf()) / 1000)
  if (seconds < 3600) return t('common:timeAgo.minute', { count: Math.trunc(seconds / 60) })
  if (seconds < 86_400) return t('common:timeAgo.hour', { count: Math.trunc(seconds / 3600) })
  return t('common:timeAgo.day', { count: Math.trunc(seconds / 86_400) })
}
