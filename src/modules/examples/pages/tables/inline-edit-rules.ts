/** Why a material name cannot be saved, or undefined when it can. */
export type MaterialError = 'required' | 'tooLong'
/** Why a quantity cannot be saved, or undefined when it can. */
export type QuantityError = 'required' | 'positive' | 'decimals'

export const materialMaxLength = 40

export function materialError(value: unknown): MaterialError | undefined {
  const text = typeof value === 'string' ? value.trim() : ''
  if (!text) return 'required'
  if (text.length > materialMaxLength) return 'tooLong'
  return undefined
}

/** Up to two decimals as typed: 1, 1.5 and 1.25 pass, 1.255 does not (nor 1e-7). */
const twoDecimals = /^\d+(\.\d{1,2})?$/

export function quantityError(value: unknown): QuantityError | undefined {
  if (value === null || value === undefined || value === '') return 'required'
  const number = typeof value === 'number' ? value : Number(value)
  if (!Number.isFinite(number) || number <= 0) return 'positive'
  if (!twoDecimals.test(String(number))) return 'decimals'
  return undefined
}
