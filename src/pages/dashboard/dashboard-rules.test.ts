import { describe, expect, it } from 'vitest'
import {
  describeAmounts,
  formatAxisAmount,
  formatYuan,
  sumAmounts,
  toAmountRows,
  type AmountRow,
} from './dashboard-rules'

describe('formatYuan', () => {
  it.each([
    [215_300_000, '215,300,000.00'],
    [97_450_000.5, '97,450,000.50'],
    [610_250_000.75, '610,250,000.75'],
    [1.005, '1.01'],
    [0.1 + 0.2, '0.30'],
    [0, '0.00'],
    [999, '999.00'],
    [999_999_999_999.99, '999,999,999,999.99'],
    [-1234.5, '-1,234.50'],
    [null, ''],
    [undefined, ''],
    [Number.NaN, ''],
  ])('%s → %s', (value, text) => {
    expect(formatYuan(value)).toBe(text)
  })
})

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

describe('sumAmounts', () => {
  it.each([
    ['every row, exactly, without the missing one', rows, 215_300_000.3],
    ['no row', [], 0],
    ['only missing amounts', [{ id: 'b', name: 'b', amount: null }], 0],
    [
      'cents that float addition gets wrong',
      [0.1, 0.2, 0.7].map((amount, i) => ({ id: `${i}`, name: `${i}`, amount })),
      1,
    ],
  ])('%s', (_name, input: AmountRow[], total) => {
    expect(sumAmounts(input)).toBe(total)
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
