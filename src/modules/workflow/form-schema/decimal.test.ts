import { describe, expect, it } from 'vitest'
import {
  Decimal,
  decimalPlaces,
  formatDecimal,
  roundDecimal,
  significantDigits,
  toDecimal,
  toWireNumber,
} from './decimal'

describe('toDecimal', () => {
  it.each([
    [0.1, '0.1'],
    [1234.565, '1234.565'],
    ['12.50', '12.5'],
    [' 3 ', '3'],
    ['-0.25', '-0.25'],
    ['.5', '0.5'],
    [1e21, '1000000000000000000000'],
    [null, null],
    [undefined, null],
    ['', null],
    ['1e3', null],
    ['abc', null],
    [Number.NaN, null],
    [Infinity, null],
    [true, null],
  ])('%j → %j', (value, expected) => {
    expect(toDecimal(value)?.toFixed() ?? null).toBe(expected)
  })
})

describe('roundDecimal: half away from zero', () => {
  it.each([
    ['1.005', 2, '1.01'],
    ['2.675', 2, '2.68'],
    ['-2.675', 2, '-2.68'],
    ['0.125', 2, '0.13'],
    ['1.0049', 2, '1'],
    ['2.5', 0, '3'],
    ['-2.5', 0, '-3'],
    ['12.3456', 3, '12.346'],
  ])('%s to %i → %s', (value, scale, expected) => {
    expect(roundDecimal(new Decimal(value), scale).toFixed()).toBe(expected)
  })
})

describe('formatDecimal', () => {
  it.each([
    ['1234567.8', 2, '1,234,567.80'],
    ['0', 2, '0.00'],
    ['-1234.5', 2, '-1,234.50'],
    ['-0.001', 2, '0.00'],
    ['999.995', 2, '1,000.00'],
    ['12.3456', 3, '12.346'],
    ['1234', 0, '1,234'],
    ['999999999999.99', 2, '999,999,999,999.99'],
  ])('%s at %i → %s', (value, scale, expected) => {
    expect(formatDecimal(new Decimal(value), scale)).toBe(expected)
  })
})

describe('digits and places', () => {
  it.each([
    ['123.45', 5, 2],
    ['0.001', 1, 3],
    ['1000', 4, 0],
    ['0', 1, 0],
    ['999999999999.999', 15, 3],
  ])('%s has %i significant digits and %i places', (value, digits, places) => {
    expect(significantDigits(new Decimal(value))).toBe(digits)
    expect(decimalPlaces(new Decimal(value))).toBe(places)
  })

  it('travels as the JSON number of its digits', () => {
    expect(toWireNumber(new Decimal('999999999999.99'))).toBe(999999999999.99)
    expect(toWireNumber(new Decimal('0.30'))).toBe(0.3)
  })
})

describe('Σ qty × price over 500 rows', () => {
  it('is exact to the cent where floats drift', () => {
    // 0.5 × 2.01 = 1.005 → 1.01 a row; floats hold 1.00499… and round it down to 1.00.
    let exact = new Decimal(0)
    let float = 0
    for (let row = 0; row < 500; row += 1) {
      exact = exact.plus(roundDecimal(new Decimal('0.5').times('2.01'), 2))
      float += Math.round(0.5 * 2.01 * 100) / 100
    }
    expect(exact.toFixed(2)).toBe('505.00')
    expect(float.toFixed(2)).toBe('500.00') // what the decimals are for
  })

  it('matches integer arithmetic on 500 varied rows', () => {
    let total = new Decimal(0)
    let cents = 0n
    for (let row = 1; row <= 500; row += 1) {
      const qtyMilli = BigInt((row * 7919) % 1_000_000) // up to 999.999
      const priceCents = BigInt((row * 104_729) % 10_000_000) // up to 99,999.99
      // qty × price in 1e-5 units, rounded half up to cents (all positive)
      cents += (qtyMilli * priceCents + 500n) / 1000n
      const qty = new Decimal(qtyMilli.toString()).div(1000)
      const price = new Decimal(priceCents.toString()).div(100)
      total = total.plus(roundDecimal(qty.times(price), 2))
    }
    const expected = `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`
    expect(total.toFixed(2)).toBe(expected)
  })
})
