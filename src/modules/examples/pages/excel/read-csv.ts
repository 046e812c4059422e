import Papa from 'papaparse'

/*
 * The only module that imports papaparse: loaded with import() when a .csv is chosen (in the
 * import worker, or on the page where there is none).
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

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '')

/**
 * The file's rows of cells, blank rows skipped, at most `maxRows` of them: parsing stops there,
 * so a file of a million short lines is not held whole. The delimiter (comma, semicolon, tab) is
 * guessed by papaparse.
 */
export async function readCsv(file: Blob, maxRows = Infinity): Promise<string[][]> {
  const rows: string[][] = []
  Papa.parse<string[]>(decode(await file.arrayBuffer()), {
    skipEmptyLines: 'greedy',
    step: ({ data }, parser) => {
      if (isBlank(data)) return
      rows.push(data)
      if (rows.length >= maxRows) parser.abort()
    },
  })
  return rows
}
