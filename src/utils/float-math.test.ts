import { describe, expect, it } from 'vitest'
import { divide, multiply } from './float-math'

describe('multiply', () => {
  it.each([
    [0.1, 0.2, 0.02],
    [0.1, 3, 0.3],
    [1.005, 100, 100.5],
    [19.9, 100, 1990],
    [0.57, 100, 57],
    [1.1, 1.1, 1.21],
    [-1.1, 3, -3.3],
    [-0.1, -0.2, 0.02],
    [35.41, 100, 3541],
    [1e-7, 3, 3e-7],
    [1e21, 2, 2e21],
    [0, 0.1, 0],
    [123, 456, 56088],
  ])('multiply(%d, %d) → %d', (a, b, expected) => {
    expect(multiply(a, b)).toBe(expected)
  })

  it('passes non-finite operands through', () => {
    expect(multiply(Number.NaN, 2)).toBeNaN()
    expect(multiply(Number.POSITIVE_INFINITY, 2)).toBe(Number.POSITIVE_INFINITY)
  })
})

describe('divide', () => {
  it.each([
    [0.3, 0.1, 0, 3],
    [0.3, 0.1, 2, 3],
    [1, 3, 2, 0.33],
    [2, 3, 2, 0.66],
    [-2, 3, 2, -0.66],
    [2, -3, 3, -0.666],
    [1.005, 1, 2, 1],
    [1990, 100, 1, 19.9],
    [19.9, 100, 3, 0.199],
    [0.69, 10, 3, 0.069],
    [10, 4, 0, 2],
    [7, 2, 5, 3.5],
    [0, 5, 2, 0],
    [5, 0, 2, 0],
    [1e-7, 1e-7, 2, 1],
  ])('divide(%d, %d, %i) → %d', (a, b, decimals, expected) => {
    expect(divide(a, b, decimals)).toBe(expected)
  })

  it('defaults to two decimals', () => {
    expect(divide(10, 3)).toBe(3.33)
  })

  it('rejects an invalid decimals count', () => {
    expect(() => divide(1, 3, -1)).toThrow(RangeError)
    expect(() => divide(1, 3, 1.5)).toThrow(RangeError)
  })

  it('gives NaN for non-finite operands', () => {
    expect(divide(Number.NaN, 2)).toBeNaN()
    expect(divide(Number.POSITIVE_INFINITY, 2)).toBeNaN()
  })
})
