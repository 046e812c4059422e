/** A finite number as an exact decimal: value = units / 10^scale. */
interface ExactDecimal {
  units: bigint
  scale: number
}

const decimalPattern = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/

/**
 * Reads the shortest decimal that JS prints for the number (0.1 → "0.1", 1e-7 → "1e-7"), which
 * is the value the user typed, not the binary approximation behind it.
 */
function toExactDecimal(value: number): ExactDecimal {
  const match = decimalPattern.exec(value.toString())
  if (!match) throw new RangeError(`Not a finite number: ${value}`)
  const [, sign, integer, fraction = '', exponent = '0'] = match
  const scale = fraction.length - Number(exponent)
  const digits = BigInt(`${sign}${integer}${fraction}`)
  return scale >= 0 ? { units: digits, scale } : { units: digits * 10n ** BigInt(-scale), scale: 0 }
}

function fromExactDecimal(units: bigint, scale: number): number {
  return Number(`${units}e-${scale}`)
}

/**
 * a × b without binary floating-point error: multiply(0.1, 0.2) → 0.02, multiply(19.9, 100) →
 * 1990. Non-finite operands fall back to plain `a * b` (NaN, ±Infinity).
 */
export function multiply(a: number, b: number): number {
  if (!Number.isFinite(a) || !Number.isFinite(b)) return a * b
  const x = toExactDecimal(a)
  const y = toExactDecimal(b)
  return fromExactDecimal(x.units * y.units, x.scale + y.scale)
}

/**
 * a ÷ b truncated toward zero to `decimals` places (2/3 → 0.66, not 0.67), computed exactly
 * (0.3 ÷ 0.1 → 3, where plain JS gives 2.9999999999999996). Spec §9: returns 0 when either operand
 * is 0, so a zero divisor yields 0 rather than Infinity. Non-finite operands give NaN.
 */
export function divide(a: number, b: number, decimals = 2): number {
  if (!Number.isInteger(decimals) || decimals < 0) {
    throw new RangeError(`decimals must be a non-negative integer, got ${decimals}`)
  }
  if (!Number.isFinite(a) || !Number.isFinite(b)) return Number.NaN
  if (a === 0 || b === 0) return 0
  const x = toExactDecimal(a)
  const y = toExactDecimal(b)
  // a/b = (x.units / 10^x.scale) / (y.units / 10^y.scale); shift by `decimals` and let BigInt
  // division do the truncation.
  const numerator = x.units * 10n ** BigInt(y.scale + decimals)
  const denominator = y.units * 10n ** BigInt(x.scale)
  return fromExactDecimal(numerator / denominator, decimals)
}
