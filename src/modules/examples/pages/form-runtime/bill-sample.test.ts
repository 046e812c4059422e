import { describe, expect, it } from 'vitest'
import { createBillSample, readRowCount } from './bill-sample'

describe('readRowCount', () => {
  it.each([
    [null, 5],
    ['', 5],
    ['abc', 5],
    ['0', 5],
    ['2.5', 5],
    ['20', 20],
    ['500', 500],
    ['5000', 500],
  ])('%j → %i', (search, expected) => {
    expect(readRowCount(search)).toBe(expected)
  })
})

describe('createBillSample', () => {
  it('works out the amounts and the total', () => {
    const sample = createBillSample(2)
    expect(sample.items).toEqual([
      { boqCode: '200-1', qty: 1.125, unit: 'm3', price: 12.35, amount: 13.89 }, // 13.89375
      { boqCode: '200-2', qty: 8.125, unit: 'm3', price: 25.35, amount: 205.97 }, // 205.96875
    ])
    expect(sample.total).toBe(219.86)
  })
})
