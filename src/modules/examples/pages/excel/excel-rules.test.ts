import { describe, expect, it } from 'vitest'
import { cellText, detectImportKind, toPreview } from './excel-rules'

const bytes = (...values: number[]) => new Uint8Array(values)
const text = (value: string) => new TextEncoder().encode(value)
const zip = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00)
const oldXls = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)

describe('detectImportKind', () => {
  it.each([
    ['deliveries.xlsx', zip, { kind: 'xlsx' }],
    ['DELIVERIES.XLSX', zip, { kind: 'xlsx' }],
    ['deliveries.csv', text('a,b\n1,2'), { kind: 'csv' }],
    ['材料.CSV', text('名称,数量'), { kind: 'csv' }],
    ['notes.txt', text('a,b'), { problem: 'wrongType' }],
    ['old.xls', oldXls, { problem: 'wrongType' }],
    ['archive.zip', zip, { problem: 'wrongType' }],
    ['no-extension', zip, { problem: 'wrongType' }],
    ['renamed.xlsx', text('a,b\n1,2'), { problem: 'notXlsx' }],
    ['old-renamed.xlsx', oldXls, { problem: 'notXlsx' }],
    ['workbook.csv', zip, { problem: 'notCsv' }],
    ['binary.csv', bytes(0x41, 0x00, 0x42), { problem: 'notCsv' }],
    ['empty.csv', bytes(), { problem: 'empty' }],
    ['empty.xlsx', bytes(), { problem: 'empty' }],
  ])('%s → %j', (name, head, expected) => {
    expect(detectImportKind(name, head)).toEqual(expected)
  })
})

describe('cellText', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['C30 混凝土', 'C30 混凝土'],
    [12.5, '12.5'],
    [0, '0'],
    [true, 'TRUE'],
    [false, 'FALSE'],
    [new Date(Date.UTC(2026, 0, 5)), '2026-01-05'],
    [new Date(Date.UTC(2026, 0, 5, 14, 30, 5)), '2026-01-05 14:30:05'],
    [new Date(Number.NaN), ''],
  ])('%j → %j', (value, expected) => {
    expect(cellText(value)).toBe(expected)
  })
})

describe('toPreview', () => {
  it('takes the first row as titles and the rest as data, counting every data row', () => {
    const preview = toPreview([
      ['Code', 'Quantity', 'Date'],
      ['SD-1', 12.5, new Date(Date.UTC(2026, 0, 5))],
      ['SD-2', 3, null],
    ])
    expect(preview).toEqual({
      columns: [
        { key: 'c0', title: 'Code', position: 1 },
        { key: 'c1', title: 'Quantity', position: 2 },
        { key: 'c2', title: 'Date', position: 3 },
      ],
      rows: [
        { key: '1', c0: 'SD-1', c1: '12.5', c2: '2026-01-05' },
        { key: '2', c0: 'SD-2', c1: '3', c2: '' },
      ],
      total: 2,
    })
  })

  it('keeps at most `limit` rows but counts them all', () => {
    const sheet = [['n'], ...Array.from({ length: 250 }, (_, index) => [index])]
    const preview = toPreview(sheet)!
    expect(preview.rows).toHaveLength(100)
    expect(preview.rows[99].c0).toBe('99')
    expect(preview.total).toBe(250)
    expect(toPreview(sheet, 5)!.rows).toHaveLength(5)
  })

  it('widens to the longest row and leaves blank titles blank', () => {
    const preview = toPreview([
      ['A', ' '],
      ['1', '2', '3'],
    ])!
    expect(preview.columns.map((column) => column.title)).toEqual(['A', '', ''])
    expect(preview.rows[0]).toEqual({ key: '1', c0: '1', c1: '2', c2: '3' })
  })

  it('skips blank rows, before the header too', () => {
    const preview = toPreview([[], ['', null], ['A'], ['  '], ['1'], ['']])!
    expect(preview.columns[0].title).toBe('A')
    expect(preview.rows).toEqual([{ key: '1', c0: '1' }])
    expect(preview.total).toBe(1)
  })

  it.each([
    ['no rows', []],
    ['blank rows only', [[''], [null, '  ']]],
    ['a header row only', [['Code', 'Quantity']]],
  ])('is null for %s', (_, sheet) => {
    expect(toPreview(sheet)).toBeNull()
  })
})
