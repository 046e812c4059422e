import { describe, expect, it } from 'vitest'
import { numberFormatter, toThousandFilter } from './number-format'

describe('numberFormatter', () => {
  it.each([
    [0, 1, '0'],
    [999, 1, '999'],
    [1000, 1, '1k'],
    [1500, 1, '1.5k'],
    [1234, 2, '1.23k'],
    [1200, 2, '1.2k'],
    [10_000, 0, '10k'],
    [2_500_000, 1, '2.5M'],
    [999_999, 1, '1M'],
    [3e9, 1, '3G'],
    [4.2e12, 1, '4.2T'],
    [5e15, 1, '5P'],
    [6e18, 1, '6E'],
    [6e21, 1, '6000E'],
    [-1500, 1, '-1.5k'],
    [12.5, 1, '12.5'],
  ])('numberFormatter(%d, %i) → %s', (num, digits, expected) => {
    expect(numberFormatter(num, digits)).toBe(expected)
  })
})

describe('toThousandFilter', () => {
  it.each<[number | string, string]>([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
    [-1234567, '-1,234,567'],
    [1234567.891, '1,234,567.891'],
    [-1000.5, '-1,000.5'],
    [0.12345, '0.12345'],
    ['10000', '10,000'],
    ['abc', '0'],
    [Number.NaN, '0'],
  ])('toThousandFilter(%s) → %s', (num, expected) => {
    expect(toThousandFilter(num)).toBe(expected)
  })
})
