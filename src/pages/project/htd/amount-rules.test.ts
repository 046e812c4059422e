import { describe, expect, it } from 'vitest'
import { formatAmount, formatAmountInput, parseAmountInput, roundAmount } from './amount-rules'

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

describe('formatAmountInput', () => {
  it.each<[string | number | undefined, boolean, string, string]>([
    [1234567.5, false, '', '1,234,567.50'],
    ['1234567.50', false, '', '1,234,567.50'],
    [undefined, false, '', ''],
    ['', false, '', ''],
    [1234, true, '1,23', '1,23'], // typing: left as typed
  ])('%j (typing %s) → %j', (value, userTyping, input, expected) => {
    expect(formatAmountInput(value, { userTyping, input })).toBe(expected)
  })
})

describe('parseAmountInput', () => {
  it.each([
    ['1,234,567.50', '1234567.50'],
    [' 1 234 ', '1234'],
    ['1，234。5', '1234.5'],
    ['', ''],
    [undefined, ''],
  ])('%j → %j', (text, expected) => {
    expect(parseAmountInput(text)).toBe(expected)
  })
})
