import { describe, expect, it } from 'vitest'
import { createSampleRecords } from './sample-records'

describe('createSampleRecords', () => {
  it('numbers and dates the rows in order, the same on every call', () => {
    const rows = createSampleRecords(3)
    expect(rows.map((row) => [row.id, row.code, row.date])).toEqual([
      ['1', 'SD-00001', '2026-01-05'],
      ['2', 'SD-00002', '2026-01-06'],
      ['3', 'SD-00003', '2026-01-07'],
    ])
    expect(createSampleRecords(3)).toEqual(rows)
    expect(createSampleRecords(3, 8)).not.toEqual(rows)
  })

  it.each([0, 1, 10_000])('makes %i rows with quantities between 1 and 91', (count) => {
    const rows = createSampleRecords(count)
    expect(rows).toHaveLength(count)
    for (const row of rows) {
      expect(row.quantity).toBeGreaterThanOrEqual(1)
      expect(row.quantity).toBeLessThan(91)
    }
    expect(new Set(rows.map((row) => row.id)).size).toBe(count)
  })

  it('uses every material and section in a large table', () => {
    const rows = createSampleRecords(1_000)
    expect(new Set(rows.map((row) => row.material)).size).toBe(8)
    expect(new Set(rows.map((row) => row.section)).size).toBe(5)
    const concrete = rows.filter((row) => row.material.startsWith('C30')).length
    expect(concrete).toBeGreaterThan(60)
    expect(concrete).toBeLessThan(190)
  })
})
