import { describe, expect, it } from 'vitest'
import { formatAmount, roundAmount, sumAmounts } from './amount-format'

describe('formatAmount', () => {
  it.each([
    [386500000, '386,500,000.00'],
    [298650000.25, '298,650,000.25'],
    [97450000.5, '97,450,000.50'],
    [999999999999.99, '999,999,999,999.99'],
    [0, '0.00'],
    [0.1 + 0.2, '0.30'],
    [1.005, '1.01'], // half away from zero, not 1.00 as toFixed gives
    [999.995, '1,000.00'],
    [215_300_000, '215,300,000.00'],
    [610_250_000.75, '610,250,000.75'],
    [999, '999.00'],
    [-1234.5, '-1,234.50'],
    [null, ''],
    [undefined, ''],
    [Number.NaN, ''],
  ])('%s → %j', (value, expected) => {
    expect(formatAmount(value)).toBe(expected)
  })
})

describe('roundAmount', () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [0.125, 0.13],
    [386500000, 386500000],
    [12.3, 12.3],
  ])('%s → %s', (value, expected) => {
    expect(roundAmount(value)).toBe(expected)
  })
})

describe('sumAmounts', () => {
  it.each<[(number | null)[], number]>([
    [[0.1, 0.2], 0.3],
    [[0.1, 0.2, 0.7], 1],
    [[215_300_000, 97_450_000.5, null], 312_750_000.5],
    [[], 0],
    [[null], 0],
  ])('%j → %s', (amounts, expected) => {
    expect(sumAmounts(amounts)).toBe(expected)
  })
})
