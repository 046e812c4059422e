import { toCsv, toTabSeparated } from '@/utils/csv-text'
import type { SheetValue } from '@/utils/spreadsheet-cell'
import { toFileName } from '../sample-data/file-name-rules'
import type { SampleField } from '../sample-data/sample-columns'
import type { SampleRecord } from '../sample-data/sample-records'

export const readmeEntry = 'README.txt'
export const csvEntry = 'deliveries.csv'
export const sectionsFolder = 'sections/'

/**
 * `sections/<section>.txt`: the section's name as a file name (characters a file system refuses
 * dropped), made unique ignoring case (`A (2).txt`), as unzipping on Windows or macOS would
 * otherwise overwrite one file with the other. `taken` collects the names given so far.
 */
export function sectionEntryName(section: string, taken: Set<string>): string {
  const file = toFileName(section, 'txt') || 'section.txt'
  const base = file.slice(0, -'.txt'.length)
  let name = file
  for (let copy = 2; taken.has(name.toLowerCase()); copy += 1) name = `${base} (${copy}).txt`
  taken.add(name.toLowerCase())
  return `${sectionsFolder}${name}`
}

export interface ZipTexts {
  /** Column titles by field, in the order of the columns. */
  titles: Record<SampleField, string>
  readme: string
  /** The first line of a section's file. */
  sectionHeading: (section: string, count: number) => string
}

/** Typed: quantities and prices stay numbers, so only texts are neutralised (`toCsv`). */
const cellOf = (record: SampleRecord, field: SampleField): SheetValue => record[field]

/**
 * The zip's text files by entry name: README, every row as CSV under the column titles (with a
 * byte order mark, so that Excel reads it as UTF-8), and per section, in name order, a
 * tab-separated list of its deliveries.
 */
export function buildZipEntries(records: SampleRecord[], texts: ZipTexts): Record<string, string> {
  const fields = Object.keys(texts.titles) as SampleField[]
  const entries: Record<string, string> = {
    [readmeEntry]: `${texts.readme.trim()}\r\n`,
    [csvEntry]: `\uFEFF${toCsv([
      fields.map((field) => texts.titles[field]),
      ...records.map((record) => fields.map((field) => cellOf(record, field))),
    ])}`,
  }
  const sections = new Map<string, SampleRecord[]>()
  for (const record of records) {
    sections.set(record.section, [...(sections.get(record.section) ?? []), record])
  }
  const listed = fields.filter((field) => field !== 'section')
  const taken = new Set<string>()
  for (const section of [...sections.keys()].sort()) {
    const rows = sections.get(section) ?? []
    entries[sectionEntryName(section, taken)] = toTabSeparated([
      [texts.sectionHeading(section, rows.length)],
      [],
      listed.map((field) => texts.titles[field]),
      ...rows.map((record) => listed.map((field) => cellOf(record, field))),
    ])
  }
  return entries
}
