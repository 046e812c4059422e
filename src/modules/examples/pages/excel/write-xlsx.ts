import writeExcelFile, { type Cell, type Column } from 'write-excel-file/browser'
import type { SampleField } from '../sample-data/sample-columns'
import type { SampleRecord } from '../sample-data/sample-records'

/*
 * The only module that imports write-excel-file: the page loads it with import() when Export is
 * clicked, so the library is a chunk of its own.
 */

/** Typed cells: numbers stay numbers (a spreadsheet can sum them), the date is a real date. */
const cells: Record<SampleField, (row: SampleRecord) => Cell> = {
  code: (row) => row.code,
  material: (row) => row.material,
  section: (row) => row.section,
  quantity: (row) => ({ value: row.quantity, type: Number }),
  unit: (row) => row.unit,
  unitPrice: (row) => ({ value: row.unitPrice, type: Number, format: '#,##0.00' }),
  // `YYYY-MM-DD` is a calendar day: midnight UTC, which the file stores without a zone.
  date: (row) => ({ value: new Date(`${row.date}T00:00:00Z`), type: Date, format: 'yyyy-mm-dd' }),
}

const widths: Partial<Record<SampleField, number>> = {
  code: 12,
  material: 22,
  section: 12,
  unitPrice: 12,
  date: 12,
}

/** One sheet: a bold header row of `titles` (in their order), then a row per record. */
export function writeXlsx(
  rows: SampleRecord[],
  titles: Record<SampleField, string>,
  sheet: string,
): Promise<Blob> {
  const columns: Column<SampleRecord>[] = Object.entries(titles).map(([field, title]) => ({
    header: { value: title, fontWeight: 'bold' },
    cell: cells[field as SampleField],
    width: widths[field as SampleField],
  }))
  return writeExcelFile(rows, { columns, sheet, stickyRowsCount: 1 }).toBlob()
}
