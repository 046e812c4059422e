import { describe, expect, it } from 'vitest'
import { readDecimal, roundHalfAwayFromZero } from './decimal-rules.ts'

describe('roundHalfAwayFromZero', () => {
  it.each<[number, number, number]>([
    [1.005, 2, 1.01],
    [1.004, 2, 1],
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [1.0005, 3, 1.001],
    [12345.6784, 3, 12345.678],
    [386500000, 2, 386500000],
    [999999999999.99, 2, 999999999999.99],
    [1e-7, 3, 0],
  ])('%s to %s decimals → %s', (value, decimals, rounded) => {
    expect(roundHalfAwayFromZero(value, decimals)).toBe(rounded)
  })
})

describe('readDecimal', () => {
  it.each<[unknown, number | null]>([
    [12.5, 12.5],
    ['12.5', 12.5],
    [' 7 ', 7],
    ['.5', 0.5],
    ['-1', -1],
    ['1e3', null],
    ['abc', null],
    ['', null],
    [true, null],
    [Number.NaN, null],
  ])('%j → %s', (raw, value) => {
    expect(readDecimal(raw)).toBe(value)
  })
})
