/**
 * A time range kept as one text, `start~end` (ABP date-times, either side may be empty), so a
 * range picker fits one URL param of a list. Pure.
 */
export const rangeSeparator = '~'

export interface DateTimeRange {
  start: string | null
  end: string | null
}

export function formatDateTimeRange({ start, end }: DateTimeRange): string | undefined {
  return start || end ? `${start ?? ''}${rangeSeparator}${end ?? ''}` : undefined
}

export function parseDateTimeRange(text: string | null | undefined): DateTimeRange {
  const [start = '', end = ''] = (text ?? '').split(rangeSeparator)
  return { start: start.trim() || null, end: end.trim() || null }
}
