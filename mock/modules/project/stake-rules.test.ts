import { describe, expect, it } from 'vitest'
import { chainageLength, containsChainage, formatStake } from './stake-rules.ts'

describe('formatStake', () => {
  it.each<[number | null, string | null]>([
    [12345.6, 'K12+345.600'],
    [500, 'K0+500.000'],
    [0, 'K0+000.000'],
    [1000, 'K1+000.000'],
    [999.9995, 'K1+000.000'],
    [12000, 'K12+000.000'],
    [0.1 + 0.2, 'K0+000.300'],
    [9999999.999, 'K9999+999.999'],
    [null, null],
  ])('%s → %s', (metres, stake) => {
    expect(formatStake(metres)).toBe(stake)
  })
})

describe('chainageLength', () => {
  it.each<[number | null, number | null, number | null]>([
    [0, 50, 50],
    [0.2, 50.1, 49.9],
    [100.005, 100.005, 0],
    [null, null, null],
    [10, null, null],
  ])('%s → %s is %s', (start, end, length) => {
    expect(chainageLength(start, end)).toBe(length)
  })
})

describe('containsChainage', () => {
  it.each<[number | null, number | null, number, boolean]>([
    [0, 50, 0, true],
    [0, 50, 50, true],
    [0, 50, 25.5, true],
    [0, 50, 50.001, false],
    [null, null, 0, false],
  ])('[%s, %s] ∋ %s: %s', (start, end, chainage, inside) => {
    expect(containsChainage(start, end, chainage)).toBe(inside)
  })
})
