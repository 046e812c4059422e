/**
 * How much a file import takes: past these a preview of the first rows is no longer what the
 * user wants, and reading it would hold the browser's memory (an .xlsx unzips to many times its
 * size). Checked before reading (the size) and while reading (the rows).
 */
export const maxImportBytes = 10 * 1024 * 1024
/** Data rows, the header row not counted: what the preview's "N rows" counts. */
export const maxImportRows = 50_000

/**
 * How many non-blank rows a reader needs to hand over at most: the header, every allowed data
 * row and one more, which tells that the file has too many.
 */
export const readRowLimit = maxImportRows + 2

export function isTooLarge(bytes: number): boolean {
  return bytes > maxImportBytes
}

export function hasTooManyRows(dataRows: number): boolean {
  return dataRows > maxImportRows
}
