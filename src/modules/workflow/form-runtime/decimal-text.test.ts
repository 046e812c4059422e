import { describe, expect, it } from 'vitest'
import { isDecimalTextAllowed, parseDecimalText, toDecimalText } from './decimal-text'

describe('isDecimalTextAllowed', () => {
  it.each<[string, number, boolean, boolean]>([
    ['', 3, true, true],
    ['12', 3, true, true],
    ['12.', 3, true, true],
    ['12.345', 3, true, true],
    ['12.3456', 3, true, false],
    ['-', 3, true, true],
    ['-', 3, false, false],
    ['-1.5', 2, false, false],
    ['1.5', 0, true, false],
    ['15', 0, true, true],
    ['1,000', 2, true, false],
    ['1e5', 2, true, false],
    ['abc', 2, true, false],
    ['1.2.3', 2, true, false],
    ['9999999999999.99', 2, true, true], // 15 significant digits
    ['99999999999999.99', 2, true, false], // 16
  ])('%j at scale %i (negatives %s) → %s', (text, scale, negative, expected) => {
    expect(isDecimalTextAllowed(text, scale, negative)).toBe(expected)
  })
})

describe('parseDecimalText and toDecimalText', () => {
  it.each([
    ['', null],
    ['-', null],
    ['12.', 12],
    ['0.1', 0.1],
    ['-3.25', -3.25],
  ])('%j → %j', (text, expected) => {
    expect(parseDecimalText(text)).toBe(expected)
  })

  it.each([
    [12.5, '12.5'],
    [null, ''],
    [0.1, '0.1'],
    [1e21, '1000000000000000000000'],
  ])('%j → %j', (value, expected) => {
    expect(toDecimalText(value)).toBe(expected)
  })
})
