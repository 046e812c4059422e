import Big from 'big.js'

/**
 * Exact decimals for the form's numbers and money (§1: "number (exact decimal)"). Floats cannot
 * hold 0.1 or 1234.565 exactly, so Σ qty × price over 500 rows drifts by cents and rounding half
 * away from zero goes the wrong way on values like 1.005; big.js is small (≈6 kB), well kept and
 * does decimal arithmetic on digit strings. A constructor of our own keeps its settings from any
 * other user of big.js in the bundle.
 */
export const Decimal = Big()
export type Decimal = Big
/** Division keeps 20 places before the field's own rounding. */
Decimal.DP = 20
/** big.js's "round half up" is half away from zero (−2.5 → −3), as §1 asks. */
Decimal.RM = Big.roundHalfUp
// Never exponent notation in toString(): values go to inputs and JSON as plain digits.
Decimal.NE = -21
Decimal.PE = 21

/** Money has 2 decimals (§1). */
export const moneyScale = 2
/** §1: decimals on the wire are JSON numbers with at most 15 significant digits. */
export const maxSignificantDigits = 15

const decimalPattern = /^\s*-?(\d+(\.\d*)?|\.\d+)\s*$/

export function isDecimal(value: unknown): value is Decimal {
  return value instanceof Big
}

/**
 * A JSON number or a numeric string as an exact decimal; null for null, empty, or anything that
 * is not a finite number. A JSON number reads as its shortest form (0.1 is "0.1", not the float).
 */
export function toDecimal(value: unknown): Decimal | null {
  if (isDecimal(value)) return value
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : null
  if (typeof value === 'string' && decimalPattern.test(value)) return new Decimal(value.trim())
  return null
}

/** Rounds half away from zero to `scale` places. */
export function roundDecimal(value: Decimal, scale: number): Decimal {
  return value.round(scale, Big.roundHalfUp)
}

/** Digits before the point plus places after it, leading zeros aside. */
export function significantDigits(value: Decimal): number {
  const digits = value.abs().toFixed().replace('.', '').replace(/^0+/, '')
  return Math.max(digits.length, 1)
}

/** The number a decimal travels as; exact when it has at most 15 significant digits. */
export function toWireNumber(value: Decimal): number {
  return Number(value.toFixed())
}

/** Places after the point, e.g. 2 for 1.25, 0 for 10. */
export function decimalPlaces(value: Decimal): number {
  const text = value.toFixed()
  const point = text.indexOf('.')
  return point < 0 ? 0 : text.length - point - 1
}

/**
 * Plain digits with a thousands separator, exactly `scale` places (money: 1,234,567.80). The
 * separator and point are the app's, whatever the language: amounts are compared across parties.
 */
export function formatDecimal(value: Decimal, scale: number): string {
  const rounded = roundDecimal(value, scale)
  // big.js keeps the sign of a zero (−0.001 rounds to −0.00); an amount of nothing has none.
  const [whole, fraction] = (rounded.eq(0) ? rounded.abs() : rounded).toFixed(scale).split('.')
  const sign = whole.startsWith('-') ? '-' : ''
  const digits = sign ? whole.slice(1) : whole
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${sign}${grouped}${fraction === undefined ? '' : `.${fraction}`}`
}
