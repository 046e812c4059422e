import { describe, expect, it } from 'vitest'
import { sampleRecord as record } from '../sample-data/sample-record-fixture'
import { buildDeliveryReport } from './pdf-rules'

const records = [
  record('SD-3', 'A1', '2026-01-07', '水泥', 0.2, 410),
  record('SD-1', 'A1', '2026-01-05', '水泥', 0.1, 410),
  record('SD-2', 'B1', '2026-01-06', '中砂', 5, 128),
  record('SD-4', 'A1', '2026-01-07', '中砂', 2.5, 128),
  record('SD-5', 'A1', '2026-01-09', '钢筋', 1.005, 3980),
]

describe('buildDeliveryReport', () => {
  it.each([
    ['A1', 10, ['SD-1', 'SD-3', 'SD-4', 'SD-5'], '2026-01-05', '2026-01-09'],
    ['A1', 2, ['SD-1', 'SD-3'], '2026-01-05', '2026-01-07'],
    ['B1', 10, ['SD-2'], '2026-01-06', '2026-01-06'],
    ['C1', 10, [], '', ''],
  ])('%s, at most %s: %j from %s to %s', (section, limit, codes, from, to) => {
    const report = buildDeliveryReport(records, section, limit)
    expect(report.rows.map((row) => row.code)).toEqual(codes)
    expect([report.from, report.to]).toEqual([from, to])
  })

  it('totals each material and the whole section in exact cents', () => {
    const report = buildDeliveryReport(records, 'A1', 10)
    expect(report.rows.map((row) => row.amount)).toEqual([41, 82, 320, 3999.9])
    expect(report.materials).toEqual([
      { material: '水泥', unit: 't', deliveries: 2, quantity: 0.3, amount: 123 },
      { material: '中砂', unit: 't', deliveries: 1, quantity: 2.5, amount: 320 },
      { material: '钢筋', unit: 't', deliveries: 1, quantity: 1.01, amount: 3999.9 },
    ])
    expect(report.totalAmount).toBe(4442.9)
  })

  it('leaves the records as they were', () => {
    const copy = structuredClone(records)
    buildDeliveryReport(records, 'A1', 10)
    expect(records).toEqual(copy)
  })
})
