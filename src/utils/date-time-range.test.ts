import { describe, expect, it } from 'vitest'
import { formatDateTimeRange, parseDateTimeRange } from './date-time-range'

const start = '2024-03-01T00:00:00'
const end = '2024-03-31T23:59:59'

describe('date-time ranges as one text', () => {
  it.each([
    ['both ends', { start, end }, `${start}~${end}`],
    ['from a time on', { start, end: null }, `${start}~`],
    ['up to a time', { start: null, end }, `~${end}`],
    ['no range', { start: null, end: null }, undefined],
  ])('formats %s', (_label, range, text) => {
    expect(formatDateTimeRange(range)).toBe(text)
  })

  it.each([
    [`${start}~${end}`, { start, end }],
    [`${start}~`, { start, end: null }],
    [`~${end}`, { start: null, end }],
    [start, { start, end: null }],
    ['', { start: null, end: null }],
    [undefined, { start: null, end: null }],
  ])('parses %j', (text, range) => {
    expect(parseDateTimeRange(text)).toEqual(range)
  })
})
