import { describe, expect, it } from 'vitest'
import {
  checkChainage,
  checkChainagePair,
  formatLength,
  formatStake,
  parseChainage,
} from './chainage-rules'

describe('parseChainage', () => {
  it.each([
    ['12345.6', 12345.6],
    ['0', 0],
    ['500', 500],
    ['  300.25 ', 300.25],
    ['9999999.999', 9999999.999],
    ['K12+345.6', 12345.6],
    ['k12+345.600', 12345.6],
    ['12+345.6', 12345.6],
    ['K0+500', 500],
    ['K0+5', 5],
    ['K0+000', 0],
    ['K0+050.5', 50.5],
    ['K012+345', 12345],
    ['K12 + 345.6', 12345.6],
    ['Ｋ１２＋３４５．６', 12345.6],
    ['K12', 12000],
    ['K9999+999.999', 9999999.999],
    ['K1+000.001', 1000.001],
    ['K0+100.1', 100.1],
  ])('reads %j as %d metres', (text, metres) => {
    expect(parseChainage(text)).toEqual({ metres, error: null })
  })

  it.each([[''], ['   ']])('reads %j as no chainage', (text) => {
    expect(parseChainage(text)).toEqual({ metres: null, error: null })
  })

  it.each([
    ['abc', 'format'],
    ['K12+', 'format'],
    ['K12+3456', 'format'],
    ['12', null],
    ['12,345.6', 'format'],
    ['K+345', 'format'],
    ['+345', 'format'],
    ['12.', 'format'],
    ['K1.5', 'format'],
    ['1e3', 'format'],
    ['-1', 'range'],
    ['10000000', 'range'],
    ['K10000+000', 'range'],
    ['12345.6789', 'decimals'],
    ['K12+345.6789', 'decimals'],
  ] as const)('%j → %s', (text, error) => {
    expect(parseChainage(text).error).toBe(error)
  })

  it('hands NaN for text that is neither metres nor a stake, the number otherwise', () => {
    expect(parseChainage('abc').metres).toBeNaN()
    expect(parseChainage('12345.6789').metres).toBe(12345.6789)
  })
})

describe('checkChainage', () => {
  it.each([
    [0, null],
    [12345.6, null],
    [0.001, null],
    [9999999.999, null],
    [Number.NaN, 'format'],
    [-0.001, 'range'],
    [10000000, 'range'],
    [Infinity, 'range'],
    [0.0001, 'decimals'],
    [1e-7, 'decimals'],
    [0.1 + 0.2, 'decimals'],
  ] as const)('%d → %s', (metres, error) => {
    expect(checkChainage(metres)).toBe(error)
  })
})

describe('formatStake', () => {
  it.each([
    [12345.6, 'K12+345.600'],
    [500, 'K0+500.000'],
    [0, 'K0+000.000'],
    [50, 'K0+050.000'],
    [1000, 'K1+000.000'],
    [999.9995, 'K1+000.000'],
    [100.0004, 'K0+100.000'],
    [300.25, 'K0+300.250'],
    [0.1 + 0.2, 'K0+000.300'],
    [1.005, 'K0+001.005'],
    [35025.5, 'K35+025.500'],
    [9999999.999, 'K9999+999.999'],
    [-12.5, '-K0+012.500'],
  ])('%d → %s', (metres, stake) => {
    expect(formatStake(metres)).toBe(stake)
  })

  it.each([[null], [undefined], [Number.NaN]])('shows nothing for %s', (metres) => {
    expect(formatStake(metres)).toBe('')
  })

  it('reads back what it wrote', () => {
    for (const metres of [0, 0.001, 12345.6, 99999.999, 1234567.89]) {
      expect(parseChainage(formatStake(metres)).metres).toBe(metres)
    }
  })
})

describe('formatLength', () => {
  it.each([
    [50, '50.000'],
    [200.25, '200.250'],
    [1234.5, '1,234.500'],
    [2100000, '2,100,000.000'],
    [0, '0.000'],
    [0.1 + 0.2, '0.300'],
    [null, ''],
  ])('%s → %s', (metres, text) => {
    expect(formatLength(metres)).toBe(text)
  })
})

describe('checkChainagePair', () => {
  it.each([
    [null, null, null],
    [undefined, undefined, null],
    [0, 50, null],
    [50, 50, null],
    [100, null, 'endMissing'],
    [100, undefined, 'endMissing'],
    [null, 100, 'startMissing'],
    [0, null, 'endMissing'],
    [500, 499.999, 'endBeforeStart'],
  ] as const)('start %s, end %s → %s', (start, end, error) => {
    expect(checkChainagePair(start, end)).toBe(error)
  })
})
