import { describe, expect, it } from 'vitest'
import { describeAmounts, formatAxisAmount, toAmountRows, type AmountRow } from './dashboard-rules'

describe('formatAxisAmount', () => {
  it.each([
    [0, '0'],
    [500, '500'],
    [150_000, '150k'],
    [215_300_000, '215.3M'],
    [1_000_000_000, '1G'],
  ])('%s → %s', (value, text) => {
    expect(formatAxisAmount(value)).toBe(text)
  })
})

const rows: AmountRow[] = [
  { id: 'a', name: '一标段', amount: 215_300_000 },
  { id: 'b', name: '二标段', amount: null },
  { id: 'c', name: '三标段', amount: 0.1 },
  { id: 'd', name: '四标段', amount: 0.2 },
]

describe('toAmountRows', () => {
  it('keeps the order, the names and missing amounts', () => {
    expect(
      toAmountRows([
        { id: 'x', htdName: '一标段', amount: 5 },
        { id: 'y', htdName: '二标段', amount: null },
      ]),
    ).toEqual([
      { id: 'x', name: '一标段', amount: 5 },
      { id: 'y', name: '二标段', amount: null },
    ])
  })
})

describe('describeAmounts', () => {
  it.each([
    [rows.slice(0, 2), '一标段: 215,300,000.00; 二标段: —'],
    [rows.slice(2, 3), '三标段: 0.10'],
    [[], ''],
  ])('%j → %s', (input, text) => {
    expect(describeAmounts(input, '—')).toBe(text)
  })
})
