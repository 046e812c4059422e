import { roundAmount } from '@/utils/amount-format'
import { multiply } from '@/utils/float-math'
import type { SampleRecord } from './sample-records'

/**
 * A delivery's amount in yuan: quantity × unit price, rounded half away from zero to the cent.
 * The product is exact (spec §9 `multiply`), so a half cent rounds up: 1.13 × 32.5 is 36.73, where
 * the plain product (36.724999…) would round down.
 */
export function amountOf(record: Pick<SampleRecord, 'quantity' | 'unitPrice'>): number {
  return roundAmount(multiply(record.quantity, record.unitPrice))
}
