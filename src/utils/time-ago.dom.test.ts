import { describe, expect, it } from 'vitest'
import i18n from '@/i18n/i18n'
import { formatTimeAgo } from './time-ago'
import type { Translate } from './translate'

const now = Date.UTC(2024, 2, 10, 12, 0, 0)
const nowSeconds = now / 1000

const echo: Translate = (key, options) => `${key}:${options?.count}`

describe('formatTimeAgo', () => {
  it.each([
    [0, 'common:timeAgo.minute:0'],
    [59, 'common:timeAgo.minute:0'],
    [119, 'common:timeAgo.minute:1'],
    [3599, 'common:timeAgo.minute:59'],
    [3600, 'common:timeAgo.hour:1'],
    [86_399, 'common:timeAgo.hour:23'],
    [86_400, 'common:timeAgo.day:1'],
    [10 * 86_400 + 5, 'common:timeAgo.day:10'],
    [-500, 'common:timeAgo.minute:0'],
  ])('%i s → %s', (seconds, expected) => {
    // The original filter took Unix seconds; they still work.
    expect(formatTimeAgo(nowSeconds - seconds, echo, now)).toBe(expected)
  })

  it('returns empty for invalid input', () => {
    expect(formatTimeAgo('???', echo, now)).toBe('')
  })

  it.each([
    ['en', 60, '1 minute'],
    ['en', 120, '2 minutes'],
    ['en', 0, '0 minutes'],
    ['en', 7200, '2 hours'],
    ['en', 86_400, '1 day'],
    ['en', 3 * 86_400, '3 days'],
    ['zh-CN', 120, '2 分钟'],
    ['es', 3 * 86_400, '3 días'],
    ['ja', 60, '1 分'],
  ])('speaks %s (%i s)', (lng, seconds, expected) => {
    expect(formatTimeAgo(nowSeconds - seconds, i18n.getFixedT(lng), now)).toBe(expected)
  })
})
