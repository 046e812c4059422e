import {
  compileForm,
  measurementPaymentForm,
  recomputeFormData,
  type FormData,
} from '@/modules/workflow'

/** The least and most rows the example offers (the form's own `maxRows` is 500). */
export const billRowLimits = { min: 1, max: 500 } as const

/** The `?rows=` of the address within the limits; 5 when absent or unreadable. */
export function readRowCount(search: string | null): number {
  const count = Number(search)
  if (!Number.isInteger(count) || count < billRowLimits.min) return 5
  return Math.min(count, billRowLimits.max)
}

/**
 * A 计量支付申请 with `count` bill rows of plausible quantities and prices, the amounts and the
 * total worked out: what the runtime's bench types into.
 */
export function createBillSample(count: number): FormData {
  const items = Array.from({ length: count }, (_, index) => ({
    boqCode: `${200 + Math.floor(index / 10)}-${(index % 10) + 1}`,
    qty: ((index * 7) % 40) + 1.125,
    unit: 'm3',
    price: ((index * 13) % 90) + 12.35,
  }))
  return recomputeFormData(compileForm(measurementPaymentForm), { period: '2024-03-31', items })
}
