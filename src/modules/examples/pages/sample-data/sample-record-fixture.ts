import type { SampleRecord } from './sample-records'

/** A delivery for a rule's table test: the fields the rules read, in tonnes, the code as its id. */
export function sampleRecord(
  code: string,
  section: string,
  date: string,
  material: string,
  quantity: number,
  unitPrice: number,
): SampleRecord {
  return { id: code, code, material, section, quantity, unit: 't', unitPrice, date }
}
