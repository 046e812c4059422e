/**
 * Decimal rounding as .NET's `Math.Round(value, decimals, MidpointRounding.AwayFromZero)` on a
 * `decimal`: the value is rounded as written in decimal, not as its binary double, so 1.005 → 1.01.
 * Pure; amounts (2 decimals) and chainages (3 decimals) use it (business-api.md §3.2, §3.3).
 */
export function roundHalfAwayFromZero(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value
  const sign = value < 0 ? -1 : 1
  const magnitude = Math.abs(value)
  // Shifting the decimal point in the text keeps 1.005 from becoming 1.00499999… first.
  const shifted = Number(`${magnitude}e${decimals}`)
  const scaled = Number.isFinite(shifted) ? shifted : magnitude * 10 ** decimals
  const rounded = Math.round(scaled)
  return (sign * rounded) / 10 ** decimals || 0
}

/** A JSON number, or a numeric string (ASP.NET reads numbers from strings too); else null. */
export function readDecimal(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null
  if (typeof raw !== 'string' || !/^\s*-?(\d+\.?\d*|\.\d+)\s*$/.test(raw)) return null
  return Number(raw)
}
