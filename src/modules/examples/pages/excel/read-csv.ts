import Papa from 'papaparse'

/*
 * The only module that imports papaparse: the page loads it with import() when a .csv is
 * chosen.
 */

/**
 * UTF-8 (with or without a byte order mark), else GB 18030: spreadsheet programs in Chinese
 * save CSV in the system's code page, which would read as garbage as UTF-8.
 */
function decode(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('gb18030').decode(bytes)
  }
}

/** The file's rows of cells; the delimiter (comma, semicolon, tab) is guessed by papaparse. */
export async function readCsv(file: Blob): Promise<string[][]> {
  const result = Papa.parse<string[]>(decode(await file.arrayBuffer()), {
    skipEmptyLines: 'greedy',
  })
  return result.data
}
