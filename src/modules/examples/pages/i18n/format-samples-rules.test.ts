import { describe, expect, it } from 'vitest'
import { buildFormatSamples } from './format-samples-rules'

// A fake translate: keys with their count, and the English date format of relative times.
const fakeT = (key: string, options?: { count?: number }) => {
  if (key === 'common:relativeTime.dateFormat') return 'M/D HH:mm'
  if (key === 'example-i18n:formats.sentence') return 'every text is a key'
  return options?.count === undefined ? key : `${key}#${options.count}`
}

// Local time, so the expected dates hold in any time zone.
const now = new Date(2024, 2, 15, 14, 30, 5).getTime()
const samples = buildFormatSamples(fakeT, now)
const valueOf = (labelKey: string) => samples.find((s) => s.labelKey === labelKey)?.value

describe('buildFormatSamples', () => {
  it.each([
    ['formats.date', '2024-03-15'],
    ['formats.dateTime', '2024-03-15 14:30:05'],
    ['formats.abbreviated', '1.2M'],
    ['formats.thousands', '1,234,567.891'],
    ['formats.amount', '386,500,000.50'],
    ['formats.multiply', '0.02'],
    ['formats.divide', '0.66'],
    ['formats.justNow', 'common:relativeTime.justNow'],
    ['formats.minutesAgo', 'common:relativeTime.minutesAgo#5'],
    ['formats.daysAgo', '3/12 14:30'],
    ['formats.timeAgo', 'common:timeAgo.hour#3'],
    ['formats.uppercaseFirst', 'Every text is a key'],
  ])('%s → %s', (labelKey, expected) => {
    expect(valueOf(labelKey)).toBe(expected)
  })

  it('marks only the worded formats as following the language', () => {
    const translated = samples.filter((s) => s.isTranslated).map((s) => s.module)
    expect(new Set(translated)).toEqual(
      new Set(['relative-time.ts', 'time-ago.ts', 'text-format.ts']),
    )
  })
})
