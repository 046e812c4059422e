import { describe, expect, it } from 'vitest'
import { sampleRecord as record } from '../sample-data/sample-record-fixture'
import {
  amountPerSectionByQuarter,
  formatTick,
  formatValue,
  monthlyAmountWithCumulative,
  monthlyDeliveriesBySection,
  monthOf,
  quarterOf,
} from './charts-rules'

const records = [
  record('SD-1', 'B 标段', '2026-02-03', '水泥', 0.1, 410),
  record('SD-2', 'A 标段', '2026-01-31', '中砂', 10, 128),
  record('SD-3', 'A 标段', '2026-02-01', '水泥', 0.2, 410),
  record('SD-4', 'A 标段', '2026-02-28', '中砂', 2.5, 128),
  record('SD-5', 'B 标段', '2026-04-10', '钢筋', 1.005, 3980),
]

describe('monthOf', () => {
  it.each([
    ['2026-01-05', '2026-01'],
    ['2026-12-31', '2026-12'],
  ])('%s → %s', (date, month) => expect(monthOf(date)).toBe(month))
})

describe('monthlyDeliveriesBySection', () => {
  it('counts deliveries per section and month, months and sections in order', () => {
    expect(monthlyDeliveriesBySection(records)).toEqual({
      type: 'line',
      labels: ['2026-01', '2026-02', '2026-04'],
      series: [
        { name: 'A 标段', values: [1, 2, 0] },
        { name: 'B 标段', values: [0, 1, 1] },
      ],
      format: 'count',
    })
  })

  it('has no months and no series without records', () => {
    expect(monthlyDeliveriesBySection([])).toMatchObject({ labels: [], series: [] })
  })
})

describe('quarterOf', () => {
  it.each([
    ['2026-01-05', 2026, 1],
    ['2026-03-31', 2026, 1],
    ['2026-04-01', 2026, 2],
    ['2025-12-31', 2025, 4],
  ])('%s → %s Q%s', (date, year, quarter) => expect(quarterOf(date)).toEqual({ year, quarter }))
})

describe('amountPerSectionByQuarter', () => {
  it('sums the amount of each section in each quarter, exactly, quarters named by the caller', () => {
    expect(amountPerSectionByQuarter(records, (year, quarter) => `Q${quarter} ${year}`)).toEqual({
      type: 'bar',
      labels: ['A 标段', 'B 标段'],
      series: [
        { name: 'Q1 2026', values: [1682, 41] },
        { name: 'Q2 2026', values: [0, 3999.9] },
      ],
      format: 'decimal',
    })
  })
})

describe('monthlyAmountWithCumulative', () => {
  it('gives the amount per month as bars and the running total as a line on the right axis', () => {
    const spec = monthlyAmountWithCumulative(records, { amount: 'Amount', cumulative: 'Total' })
    expect(spec.labels).toEqual(['2026-01', '2026-02', '2026-04'])
    expect(spec.series).toEqual([
      { name: 'Amount', values: [1280, 443, 3999.9], type: 'bar', axis: 'y' },
      { name: 'Total', values: [1280, 1723, 5722.9], type: 'line', axis: 'y1' },
    ])
  })
})

describe('formatValue', () => {
  it.each([
    [1234, 'count', '1,234'],
    [0, 'count', '0'],
    [1234.5, 'decimal', '1,234.50'],
    [0.1 + 0.2, 'decimal', '0.30'],
  ] as const)('%s as %s → %s', (value, format, text) =>
    expect(formatValue(value, format)).toBe(text),
  )
})

describe('formatTick', () => {
  it.each([
    [0, '0'],
    [850, '850'],
    [125_000, '125k'],
    [2_450_000, '2.5M'],
  ])('%s → %s', (value, text) => expect(formatTick(value)).toBe(text))
})
