import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, parseTime } from './date-format'

// Local time, so the expectations hold in every time zone the tests run in.
const afternoon = new Date(2024, 2, 5, 15, 4, 9)

describe('parseTime', () => {
  it.each([
    ['the default format', afternoon, undefined, '2024-03-05 15:04:09'],
    ['a custom format', afternoon, 'YYYY/MM/DD', '2024/03/05'],
    ['ms timestamps', afternoon.getTime(), undefined, '2024-03-05 15:04:09'],
    ['seconds timestamps', afternoon.getTime() / 1000, undefined, '2024-03-05 15:04:09'],
    ['null as empty', null, undefined, ''],
    ['undefined as empty', undefined, undefined, ''],
    ['invalid input as empty', 'yesterday-ish', undefined, ''],
  ])('formats %s', (_label, input, format, expected) => {
    expect(parseTime(input, format)).toBe(expected)
  })
})

describe('formatDate / formatDateTime', () => {
  it('formats a date only', () => {
    expect(formatDate(afternoon)).toBe('2024-03-05')
  })

  it('uses the 24-hour clock (spec hh read as HH)', () => {
    expect(formatDateTime(afternoon)).toBe('2024-03-05 15:04:09')
  })

  it('returns empty strings for missing values', () => {
    expect(formatDate(null)).toBe('')
    expect(formatDateTime(undefined)).toBe('')
  })
})
