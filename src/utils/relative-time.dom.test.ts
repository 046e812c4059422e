import { describe, expect, it } from 'vitest'
import i18n from '@/i18n/i18n'
import { formatRelativeTime } from './relative-time'
import type { Translate } from './translate'

const now = new Date(2024, 2, 10, 12, 0, 0).getTime()
const secondsAgo = (s: number) => now - s * 1000

// Echoes key and count, so the branch logic is tested apart from any locale's wording.
const echo: Translate = (key, options) =>
  options?.count === undefined ? key : `${key}:${options.count}`

describe('formatRelativeTime', () => {
  it.each([
    [0, 'common:relativeTime.justNow'],
    [29, 'common:relativeTime.justNow'],
    [30, 'common:relativeTime.minutesAgo:1'],
    [121, 'common:relativeTime.minutesAgo:3'],
    [3599, 'common:relativeTime.minutesAgo:60'],
    [3600, 'common:relativeTime.hoursAgo:1'],
    [3601, 'common:relativeTime.hoursAgo:2'],
    [86_399, 'common:relativeTime.hoursAgo:24'],
    [86_400, 'common:relativeTime.oneDayAgo'],
    [2 * 86_400 - 1, 'common:relativeTime.oneDayAgo'],
    [-600, 'common:relativeTime.justNow'],
  ])('%i s ago → %s', (seconds, expected) => {
    expect(formatRelativeTime(secondsAgo(seconds), echo, { now })).toBe(expected)
  })

  it('formats older times with the given format', () => {
    const old = new Date(2024, 0, 2, 3, 4, 5)
    expect(formatRelativeTime(old, echo, { now, format: 'YYYY-MM-DD' })).toBe('2024-01-02')
  })

  it('reads seconds timestamps', () => {
    expect(formatRelativeTime((now - 120_000) / 1000, echo, { now })).toBe(
      'common:relativeTime.minutesAgo:2',
    )
  })

  it('returns empty for missing input', () => {
    expect(formatRelativeTime(null, echo, { now })).toBe('')
  })

  it.each([
    ['en', 120, '2 minutes ago'],
    ['en', 3600, '1 hour ago'],
    ['zh-CN', 0, '刚刚'],
    ['zh-CN', 120, '2分钟前'],
    ['zh-CN', 90_000, '1天前'],
    ['es', 60, 'hace 1 minuto'],
    ['ja', 7200, '2時間前'],
  ])('speaks %s (%i s)', (lng, seconds, expected) => {
    const t = i18n.getFixedT(lng)
    expect(formatRelativeTime(secondsAgo(seconds), t, { now })).toBe(expected)
  })

  it('uses the locale date format past two days', () => {
    const old = new Date(2024, 0, 2, 3, 4, 5)
    expect(formatRelativeTime(old, i18n.getFixedT('zh-CN'), { now })).toBe('1月2日3时4分')
    expect(formatRelativeTime(old, i18n.getFixedT('en'), { now })).toBe('1/2 03:04')
  })
})
