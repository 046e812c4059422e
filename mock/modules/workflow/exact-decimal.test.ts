import { describe, expect, it } from 'vitest'
import { addDec, decToNumber, mulDec, roundDec, toDec } from './exact-decimal.ts'

const dec = (v: number | string) => toDec(v)!

describe('exact decimals', () => {
  it.each([
    ['0.1 + 0.2', decToNumber(addDec(dec(0.1), dec(0.2))), 0.3],
    [
      '1.005 × 1 to cents (half away)',
      decToNumber(roundDec(mulDec(dec('1.005'), dec(1)), 2)),
      1.01,
    ],
    ['-2.345 to cents', decToNumber(roundDec(dec('-2.345'), 2)), -2.35],
    ['3.333 × 19.99', decToNumber(roundDec(mulDec(dec(3.333), dec(19.99)), 2)), 66.63],
  ])('%s', (_, actual, expected) => expect(actual).toBe(expected))

  it('sums 500 rows of 0.01 × 33.33 to the cent', () => {
    let total = dec(0)
    for (let i = 0; i < 500; i++) total = addDec(total, roundDec(mulDec(dec('0.013'), dec('33.33')), 2)) // prettier-ignore
    expect(decToNumber(total)).toBe(215)
    expect(toDec('abc')).toBeNull()
  })
})
