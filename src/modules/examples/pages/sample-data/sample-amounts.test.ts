import { describe, expect, it } from 'vitest'
import { amountOf } from './sample-amounts'

describe('amountOf', () => {
  it.each([
    [0.1, 410, 41],
    [1.005, 3980, 3999.9],
    [2.35, 32.5, 76.38],
    // 1.13 * 32.5 is 36.724999… in binary floating point: the exact product rounds up.
    [1.13, 32.5, 36.73],
    [0, 128, 0],
  ])('%s × %s → %s', (quantity, unitPrice, amount) =>
    expect(amountOf({ quantity, unitPrice })).toBe(amount),
  )
})
