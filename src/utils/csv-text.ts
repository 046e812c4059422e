import { toSheetText, type SheetValue } from './spreadsheet-cell'

/** A CSV field (RFC 4180): quoted when it holds a comma, a quote, a line break or edge spaces. */
export function csvField(text: string): string {
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/**
 * Rows as CSV with CRLF line ends, as spreadsheet programs write it. Each cell goes through
 * `toSheetText`: a text that could start a formula is written as text.
 */
export function toCsv(rows: readonly (readonly SheetValue[])[]): string {
  return rows
    .map((row) => row.map((cell) => csvField(toSheetText(cell))).join(',') + '\r\n')
    .join('')
}

/** A tab-separated cell: tabs and line breaks inside it would start another cell or row. */
const tabField = (cell: SheetValue) => toSheetText(cell).replace(/[\t\r\n]+/g, ' ')

/**
 * Rows as tab-separated lines with CRLF ends (a .txt a spreadsheet program opens as a table too),
 * each cell through `toSheetText` like a CSV's.
 */
export function toTabSeparated(rows: readonly (readonly SheetValue[])[]): string {
  return rows.map((row) => row.map(tabField).join('\t') + '\r\n').join('')
}
