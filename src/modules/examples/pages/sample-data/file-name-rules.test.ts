import { describe, expect, it } from 'vitest'
import { toFileName } from './file-name-rules'

describe('toFileName', () => {
  it.each([
    ['deliveries', 'xlsx', 'deliveries.xlsx'],
    ['  deliveries  ', 'xlsx', 'deliveries.xlsx'],
    ['report.xlsx', 'xlsx', 'report.xlsx'],
    ['report.XLSX', 'xlsx', 'report.xlsx'],
    ['report.xlsx.xlsx', 'xlsx', 'report.xlsx'],
    ['report.csv', 'xlsx', 'report.csv.xlsx'],
    ['a/b\\c:d*e?f"g<h>i|j', 'zip', 'abcdefghij.zip'],
    ['line\nbreak\ttab', 'zip', 'line break tab.zip'],
    ['many    spaces', 'zip', 'many spaces.zip'],
    ['A1 / B2', 'zip', 'A1 B2.zip'],
    ['.hidden', 'zip', 'hidden.zip'],
    ['trailing dots...', 'zip', 'trailing dots.zip'],
    ['材料 到货 2026', 'xlsx', '材料 到货 2026.xlsx'],
    ['CON', 'xlsx', 'CON_.xlsx'],
    ['lpt1', 'zip', 'lpt1_.zip'],
    ['console', 'zip', 'console.zip'],
    ['', 'xlsx', ''],
    ['   ', 'xlsx', ''],
    ['/:*?', 'xlsx', ''],
    ['.xlsx', 'xlsx', ''],
    ['...', 'zip', ''],
  ])('%j as .%s → %j', (input, extension, expected) => {
    expect(toFileName(input, extension)).toBe(expected)
  })

  it('keeps at most 120 characters before the extension', () => {
    expect(toFileName('x'.repeat(300), 'zip')).toBe(`${'x'.repeat(120)}.zip`)
    expect(toFileName('字'.repeat(130), 'zip')).toHaveLength(124)
  })
})
