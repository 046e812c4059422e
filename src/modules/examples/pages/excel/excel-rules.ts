/** What the import reads a file as. */
export type ImportKind = 'xlsx' | 'csv'

/**
 * Why a file cannot be previewed: `wrongType` (neither .xlsx nor .csv by name), `notXlsx` (named
 * .xlsx but not a zip inside, e.g. an old .xls or a renamed text file), `notCsv` (named .csv but
 * binary inside, e.g. a workbook), `empty` (no data rows), `unreadable` (the reader failed on it),
 * `readerUnavailable` (the reader's code could not be loaded, e.g. offline: not the file's fault),
 * `tooLarge` and `tooManyRows` (past the import's limits, import-limits.ts).
 */
export type ImportProblem =
  | 'wrongType'
  | 'notXlsx'
  | 'notCsv'
  | 'empty'
  | 'unreadable'
  | 'readerUnavailable'
  | 'tooLarge'
  | 'tooManyRows'

export type KindCheck = { kind: ImportKind } | { problem: ImportProblem }

/** How many leading bytes `detectImportKind` wants to see. */
export const headLength = 512

/** Local file header of a zip ("PK\3\4"): every .xlsx starts with it. */
const zipSignature = [0x50, 0x4b, 0x03, 0x04]

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte)
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.')
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase()
}

/**
 * The file's kind from its name, confirmed by its first bytes (`head`, up to `headLength`):
 * the name alone would take a renamed file for what it is not.
 */
export function detectImportKind(fileName: string, head: Uint8Array): KindCheck {
  const extension = extensionOf(fileName)
  if (extension !== 'xlsx' && extension !== 'csv') return { problem: 'wrongType' }
  if (head.length === 0) return { problem: 'empty' }
  if (extension === 'xlsx') {
    return startsWith(head, zipSignature) ? { kind: 'xlsx' } : { problem: 'notXlsx' }
  }
  // Text has no NUL bytes (UTF-16 aside, which spreadsheet programs do not write as CSV).
  const isBinary = startsWith(head, zipSignature) || head.includes(0)
  return isBinary ? { problem: 'notCsv' } : { kind: 'csv' }
}

/** A cell as the preview shows it. Dates from a sheet carry no zone: they are read as UTC. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return ''
    const iso = value.toISOString()
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ')
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE'
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  return JSON.stringify(value)
}

export interface PreviewColumn {
  key: string
  /** The header row's cell; '' where it is blank (the page names it by position). */
  title: string
  /** 1-based position in the sheet. */
  position: number
}

export type PreviewRow = Record<string, string> & { key: string }

export interface Preview {
  columns: PreviewColumn[]
  /** The first `limit` data rows. */
  rows: PreviewRow[]
  /** Every data row of the sheet (the header row not counted). */
  total: number
}

/**
 * The first row as column titles and the next `limit` rows as the table's data. Blank rows are
 * skipped (a CSV's trailing lines, a sheet's gaps); null when no data row is left.
 */
export function toPreview(sheet: readonly (readonly unknown[])[], limit = 100): Preview | null {
  const lines = sheet
    .map((row) => row.map(cellText))
    .filter((cells) => cells.some((text) => text.trim() !== ''))
  if (lines.length < 2) return null
  const [header, ...data] = lines
  const width = Math.max(...lines.map((cells) => cells.length))
  const columns = Array.from({ length: width }, (_, index) => ({
    key: `c${index}`,
    title: (header[index] ?? '').trim(),
    position: index + 1,
  }))
  const rows = data.slice(0, limit).map((cells, index) => {
    const row: PreviewRow = { key: String(index + 1) }
    for (const [at, column] of columns.entries()) row[column.key] = cells[at] ?? ''
    return row
  })
  return { columns, rows, total: data.length }
}
