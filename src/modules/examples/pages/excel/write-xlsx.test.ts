import { describe, expect, it } from 'vitest'
import { readSheet } from 'read-excel-file/universal'
import { sampleRecord } from '../sample-data/sample-record-fixture'
import { toSafeCell, writeXlsx } from './write-xlsx'

const titles = {
  code: 'Code',
  material: 'Material',
  section: 'Section',
  quantity: 'Quantity',
  unit: 'Unit',
  unitPrice: 'Unit price',
  date: 'Date',
}

describe('toSafeCell', () => {
  const day = new Date(Date.UTC(2026, 0, 5))
  it.each([
    ['=1+2', "'=1+2"],
    ['plain', 'plain'],
    [-2.5, -2.5],
    [day, day],
    [null, null],
    [
      { value: '@cmd', type: String },
      { value: "'@cmd", type: String },
    ],
    [
      { value: -2.5, type: Number },
      { value: -2.5, type: Number },
    ],
    [
      { value: '=SUM(A1:A2)', type: 'Formula' as const },
      { value: '=SUM(A1:A2)', type: 'Formula' },
    ],
    [{ fontWeight: 'bold' as const }, { fontWeight: 'bold' }],
  ])('%j → %j', (cell, expected) => {
    expect(toSafeCell(cell)).toEqual(expected)
  })
})

describe('writeXlsx', () => {
  it('writes texts that could start a formula as text, numbers and dates typed', async () => {
    const risky = {
      ...sampleRecord('+86 138', '@SUM(1+1)', '2026-01-05', '=HYPERLINK("http://evil.example")', -2.5, 128), // prettier-ignore
      unit: '-t',
    }
    const blob = await writeXlsx([risky], { ...titles, code: '=Code' }, 'Deliveries')
    const [header, row] = await readSheet(await blob.arrayBuffer())
    expect(header[0]).toBe("'=Code")
    expect(row).toEqual([
      "'+86 138",
      '\'=HYPERLINK("http://evil.example")',
      "'@SUM(1+1)",
      -2.5,
      "'-t",
      128,
      new Date(Date.UTC(2026, 0, 5)),
    ])
  })
})
