import { sumAmounts } from '@/utils/amount-format'
import { amountOf } from '../sample-data/sample-amounts'
import type { SampleRecord } from '../sample-data/sample-records'

export interface ReportRow extends SampleRecord {
  /** Quantity × unit price, rounded to the cent. */
  amount: number
}

export interface MaterialTotal {
  material: string
  unit: string
  deliveries: number
  quantity: number
  amount: number
}

export interface DeliveryReport {
  section: string
  rows: ReportRow[]
  /** First and last delivery date (`YYYY-MM-DD`), or '' without rows. */
  from: string
  to: string
  /** Per material, in the order the materials first appear. */
  materials: MaterialTotal[]
  totalAmount: number
}

/**
 * The delivery summary of one contract section: its first `limit` deliveries by date with their
 * amounts, the totals per material and the grand total (summed in whole cents, so exact).
 */
export function buildDeliveryReport(
  records: readonly SampleRecord[],
  section: string,
  limit: number,
): DeliveryReport {
  const rows = records
    .filter((record) => record.section === section)
    .sort((a, b) => a.date.localeCompare(b.date) || a.code.localeCompare(b.code))
    .slice(0, limit)
    .map((record) => ({ ...record, amount: amountOf(record) }))
  const materials = new Map<string, ReportRow[]>()
  for (const row of rows) materials.set(row.material, [...(materials.get(row.material) ?? []), row])
  return {
    section,
    rows,
    from: rows.at(0)?.date ?? '',
    to: rows.at(-1)?.date ?? '',
    materials: [...materials].map(([material, ofMaterial]) => ({
      material,
      unit: ofMaterial[0].unit,
      deliveries: ofMaterial.length,
      // Quantities have two decimals as amounts do: summed in whole hundredths too.
      quantity: sumAmounts(ofMaterial.map((row) => row.quantity)),
      amount: sumAmounts(ofMaterial.map((row) => row.amount)),
    })),
    totalAmount: sumAmounts(rows.map((row) => row.amount)),
  }
}
