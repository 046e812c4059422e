import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { fromAbpDateTime, toAbpDate, toAbpDateTime } from './abp-date'
import { formatDate, formatDateTime } from './date-format'

// Local times, so the expectations hold in every time zone the tests run in.
const afternoon = dayjs(new Date(2024, 2, 5, 15, 4, 9))
const midnight = dayjs(new Date(2024, 0, 1, 0, 0, 0))

describe('toAbpDateTime / toAbpDate', () => {
  it.each([
    ['a time, no offset', toAbpDateTime, afternoon, '2024-03-05T15:04:09'],
    ['midnight, not the UTC day before', toAbpDateTime, midnight, '2024-01-01T00:00:00'],
    ['a date only', toAbpDate, afternoon, '2024-03-05'],
    ['midnight as its own date', toAbpDate, midnight, '2024-01-01'],
    ['null as null', toAbpDateTime, null, null],
    ['undefined as null', toAbpDate, undefined, null],
    ['an invalid dayjs as null', toAbpDateTime, dayjs('not a date'), null],
  ])('sends %s', (_label, send, value, expected) => {
    expect(send(value)).toBe(expected)
  })
})

describe('fromAbpDateTime', () => {
  it.each([
    ['a time without offset', '2024-03-05T15:04:09', '2024-03-05 15:04:09'],
    ['fractional seconds (.NET ticks)', '2024-03-05T15:04:09.1234567', '2024-03-05 15:04:09'],
    ['a date at midnight', '2024-03-01T00:00:00', '2024-03-01 00:00:00'],
    ['a date only, local midnight (not UTC)', '2024-03-01', '2024-03-01 00:00:00'],
    ['minutes only', '2024-03-05T15:04', '2024-03-05 15:04:00'],
    ['a leap day', '2024-02-29T10:00:00', '2024-02-29 10:00:00'],
  ])('reads %s with the clock as given', (_label, wire, shown) => {
    expect(fromAbpDateTime(wire)?.format('YYYY-MM-DD HH:mm:ss')).toBe(shown)
  })

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['a digit string (not a timestamp here)', '1709650000'],
    ['a stray text', 'yesterday'],
    ['an impossible month', '2024-13-05T10:00:00'],
    ['an impossible day', '2023-02-29T10:00:00'],
    ['an impossible hour', '2024-03-05T24:00:00'],
  ])('gives null for %s', (_label, wire) => {
    expect(fromAbpDateTime(wire)).toBeNull()
  })

  it('keeps the instant of a value that carries an offset', () => {
    expect(fromAbpDateTime('2024-03-05T15:04:09Z')?.toISOString()).toBe('2024-03-05T15:04:09.000Z')
    expect(fromAbpDateTime('2024-03-05T15:04:09+08:00')?.toISOString()).toBe(
      '2024-03-05T07:04:09.000Z',
    )
  })

  it.each(['2024-03-05T15:04:09', '2024-01-01T00:00:00', '2024-12-31T23:59:59'])(
    'round-trips %s unchanged',
    (wire) => {
      expect(toAbpDateTime(fromAbpDateTime(wire))).toBe(wire)
    },
  )
})

describe('the spec §9 formatters on ABP values', () => {
  it.each([
    [formatDateTime, '2024-03-05T15:04:09', '2024-03-05 15:04:09'],
    [formatDate, '2024-03-01T00:00:00', '2024-03-01'],
    [formatDate, null, ''],
  ])('show them as given', (format, wire, shown) => {
    expect(format(wire)).toBe(shown)
  })
})
