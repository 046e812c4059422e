import { toCents } from '@/utils/amount-format'
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

const centsOf = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + toCents(value), 0)

/** A delivery's amount in yuan: quantity × unit price, rounded to the cent. */
export function amountOf(record: SampleRecord): number {
  return toCents(record.quantity * record.unitPrice) / 100
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
      quantity: centsOf(ofMaterial.map((row) => row.quantity)) / 100,
      amount: centsOf(ofMaterial.map((row) => row.amount)) / 100,
    })),
    totalAmount: centsOf(rows.map((row) => row.amount)) / 100,
  }
}
