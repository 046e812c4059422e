import writeExcelFile, { type Cell, type Column } from 'write-excel-file/browser'
import { neutraliseFormula } from '@/utils/spreadsheet-cell'
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

/**
 * Every cell on its way out: a text (bare or in a cell object) that a spreadsheet program could
 * run as a formula is written as text; numbers and dates keep their type. A deliberate formula
 * cell (`type: 'Formula'`) is the code's own and stays.
 */
export function toSafeCell(cell: Cell): Cell {
  if (typeof cell === 'string') return neutraliseFormula(cell)
  if (typeof cell !== 'object' || cell === null || !('value' in cell)) return cell
  if (cell.type === 'Formula' || typeof cell.value !== 'string') return cell
  return { ...cell, value: neutraliseFormula(cell.value) }
}

/** One sheet: a bold header row of `titles` (in their order), then a row per record. */
export function writeXlsx(
  rows: SampleRecord[],
  titles: Record<SampleField, string>,
  sheet: string,
): Promise<Blob> {
  const columns: Column<SampleRecord>[] = Object.entries(titles).map(([field, title]) => ({
    header: { value: neutraliseFormula(title), fontWeight: 'bold' },
    cell: (row) => toSafeCell(cells[field as SampleField](row)),
    width: widths[field as SampleField],
  }))
  return writeExcelFile(rows, { columns, sheet, stickyRowsCount: 1 }).toBlob()
}
