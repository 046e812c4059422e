import { describe, expect, it } from 'vitest'
import { formatAmountInput, parseAmountInput } from './amount-rules'

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
