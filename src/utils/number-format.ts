const siUnits = [
  { value: 1e3, symbol: 'k' },
  { value: 1e6, symbol: 'M' },
  { value: 1e9, symbol: 'G' },
  { value: 1e12, symbol: 'T' },
  { value: 1e15, symbol: 'P' },
  { value: 1e18, symbol: 'E' },
] as const

/** Drops a fraction of zeros ("1.0" → "1") and trailing zeros ("1.50" → "1.5"). */
function trimZeros(fixed: string): string {
  return fixed.replace(/\.0+$|(\.\d*[1-9])0+$/, '$1')
}

/**
 * Abbreviates with k, M, G, T, P, E: numberFormatter(1500, 1) → '1.5k'. Unlike
 * vue-element-admin's version it keeps the sign of negatives, does not add 0.1 before rounding,
 * and moves to the next unit when rounding reaches 1000 (999_999 → '1M', not '1000k').
 */
export function numberFormatter(num: number, digits = 1): string {
  const abs = Math.abs(num)
  const sign = num < 0 ? '-' : ''
  for (let i = siUnits.length - 1; i >= 0; i--) {
    if (abs < siUnits[i].value) continue
    let index = i
    let scaled = Number((abs / siUnits[index].value).toFixed(digits))
    if (scaled >= 1000 && index < siUnits.length - 1) {
      index += 1
      scaled = Number((abs / siUnits[index].value).toFixed(digits))
    }
    return sign + trimZeros(scaled.toFixed(digits)) + siUnits[index].symbol
  }
  return num.toString()
}

/**
 * 1234567.891 → '1,234,567.891'; keeps the sign and leaves the fraction alone. Like the original,
 * anything that is not a finite number becomes '0'. Numbers JS prints in exponent form (≥ 1e21)
 * are returned unchanged.
 */
export function toThousandFilter(num: number | string): string {
  const value = Number(num)
  if (!Number.isFinite(value)) return '0'
  return value.toString().replace(/^(-?)(\d+)/, (_match, sign: string, integer: string) => {
    return sign + integer.replace(/\B(?=(\d{3})+$)/g, ',')
  })
}
