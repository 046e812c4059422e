/**
 * Exact decimals for the server's recomputation of computed money (workflow-api.md §1: Σ qty ×
 * price correct to the cent): values as scaled BigInts, rounded half away from zero. The form
 * runtime's money module (src/modules/workflow/form-schema) is the shared one once merged. Pure.
 */
export interface Dec {
  units: bigint
  scale: number
}

export function toDec(value: unknown): Dec | null {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '' // prettier-ignore
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(/e/i.test(text) ? Number(text).toFixed(10) : text)
  if (!match) return null
  const fraction = match[3] ?? ''
  const units = BigInt(`${match[2]}${fraction}`)
  return { units: match[1] ? -units : units, scale: fraction.length }
}

const pow10 = (n: number) => 10n ** BigInt(n)

function align(a: Dec, b: Dec): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale)
  return [a.units * pow10(scale - a.scale), b.units * pow10(scale - b.scale), scale]
}

export const addDec = (a: Dec, b: Dec): Dec => {
  const [x, y, scale] = align(a, b)
  return { units: x + y, scale }
}
export const subDec = (a: Dec, b: Dec): Dec => addDec(a, { units: -b.units, scale: b.scale })
export const mulDec = (a: Dec, b: Dec): Dec => ({ units: a.units * b.units, scale: a.scale + b.scale }) // prettier-ignore

/** Half away from zero to `scale` decimals. */
export function roundDec(a: Dec, scale: number): Dec {
  if (a.scale <= scale) return { units: a.units * pow10(scale - a.scale), scale }
  const divisor = pow10(a.scale - scale)
  const negative = a.units < 0n
  const abs = negative ? -a.units : a.units
  const rounded = (abs + divisor / 2n) / divisor
  return { units: negative ? -rounded : rounded, scale }
}

/** As a JSON number (≤ 15 significant digits on the wire). */
export function decToNumber(a: Dec): number {
  const negative = a.units < 0n
  const digits = (negative ? -a.units : a.units).toString().padStart(a.scale + 1, '0')
  const text = a.scale === 0 ? digits : `${digits.slice(0, -a.scale)}.${digits.slice(-a.scale)}`
  return Number(`${negative ? '-' : ''}${text}`)
}
