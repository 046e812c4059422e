import { readSheet } from 'read-excel-file/browser'

/*
 * The only module that imports read-excel-file: the page loads it with import() when an .xlsx
 * is chosen, so the library is a chunk of its own.
 */

/** The first sheet as rows of cells (strings, numbers, booleans, dates or null). */
export function readFirstSheet(file: Blob): Promise<unknown[][]> {
  return readSheet(file)
}
