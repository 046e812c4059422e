import { formatAmount } from '@/utils/amount-format'
import { formatDate, formatDateTime } from '@/utils/date-format'
import { divide, multiply } from '@/utils/float-math'
import { numberFormatter, toThousandFilter } from '@/utils/number-format'
import { formatRelativeTime } from '@/utils/relative-time'
import { uppercaseFirst } from '@/utils/text-format'
import { formatTimeAgo } from '@/utils/time-ago'
import type { Translate } from '@/utils/translate'

/** One row of the formats card: what is shown, by which spec §9 formatter, and the result. */
export interface FormatSample {
  /** The row's label, a key of the `example-i18n` namespace. */
  labelKey: string
  /** The call, as a developer would write it. */
  call: string
  /** The module under src/utils the formatter comes from. */
  module: string
  value: string
  /** Whether the result follows the UI language; the spec fixes the other formats. */
  isTranslated: boolean
}

export const sampleNumber = 1234567.891
export const sampleAmount = 386500000.5

const second = 1000
const minute = 60 * second
const hour = 60 * minute
const day = 24 * hour

/**
 * The samples of the formats card at `now` (a parameter, so the card and its test agree on the
 * clock). `t` is the page's translate function: the relative times read `common:` texts, the
 * sentence given to uppercaseFirst is the page's own.
 */
export function buildFormatSamples(t: Translate, now: number): FormatSample[] {
  const ago = (ms: number) => now - ms
  return [
    row('formats.date', 'formatDate(now)', 'date-format', formatDate(now)),
    row('formats.dateTime', 'formatDateTime(now)', 'date-format', formatDateTime(now)),
    row(
      'formats.abbreviated',
      `numberFormatter(${sampleNumber}, 1)`,
      'number-format',
      numberFormatter(sampleNumber, 1),
    ),
    row(
      'formats.thousands',
      `toThousandFilter(${sampleNumber})`,
      'number-format',
      toThousandFilter(sampleNumber),
    ),
    row(
      'formats.amount',
      `formatAmount(${sampleAmount})`,
      'amount-format',
      formatAmount(sampleAmount),
    ),
    row('formats.multiply', 'multiply(0.1, 0.2)', 'float-math', String(multiply(0.1, 0.2))),
    row('formats.divide', 'divide(2, 3, 2)', 'float-math', String(divide(2, 3, 2))),
    translated(
      'formats.justNow',
      'formatRelativeTime(now - 10 s)',
      'relative-time',
      formatRelativeTime(ago(10 * second), t, { now }),
    ),
    translated(
      'formats.minutesAgo',
      'formatRelativeTime(now - 5 min)',
      'relative-time',
      formatRelativeTime(ago(5 * minute), t, { now }),
    ),
    translated(
      'formats.daysAgo',
      'formatRelativeTime(now - 3 days)',
      'relative-time',
      formatRelativeTime(ago(3 * day), t, { now }),
    ),
    translated(
      'formats.timeAgo',
      'formatTimeAgo(now - 3 h)',
      'time-ago',
      formatTimeAgo(ago(3 * hour), t, now),
    ),
    translated(
      'formats.uppercaseFirst',
      "uppercaseFirst(t('formats.sentence'))",
      'text-format',
      uppercaseFirst(t('example-i18n:formats.sentence')),
    ),
  ]
}

function row(labelKey: string, call: string, module: string, value: string): FormatSample {
  return { labelKey, call, module: `${module}.ts`, value, isTranslated: false }
}

function translated(labelKey: string, call: string, module: string, value: string): FormatSample {
  return { ...row(labelKey, call, module, value), isTranslated: true }
}
