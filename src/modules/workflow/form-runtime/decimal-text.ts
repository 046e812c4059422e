import {
  maxSignificantDigits,
  significantDigits,
  toDecimal,
  toWireNumber,
} from '../form-schema/decimal'

/**
 * Whether a number cell may hold this text while it is typed: digits, one point, at most `scale`
 * places, a leading minus where negatives are allowed, at most 15 significant digits (§1 "on the
 * wire"). Half-typed text ("", "-", "1.") is allowed; anything else is refused as typed, so the
 * cell never shows what the form does not hold.
 */
export function isDecimalTextAllowed(text: string, scale: number, allowNegative: boolean): boolean {
  const sign = allowNegative ? '-?' : ''
  const places = scale > 0 ? `(\\.\\d{0,${scale}})?` : ''
  if (!new RegExp(`^${sign}\\d*${places}$`).test(text)) return false
  const value = toDecimal(text)
  return !value || significantDigits(value) <= maxSignificantDigits
}

/** The number a cell's text stands for; null while it is empty or half-typed ("-", "."). */
export function parseDecimalText(text: string): number | null {
  const value = toDecimal(text)
  return value ? toWireNumber(value) : null
}

/** A held number as the cell's text: its plain digits, no separators (they are for reading). */
export function toDecimalText(value: unknown): string {
  const decimal = toDecimal(value)
  return decimal ? decimal.toFixed() : ''
}
