import { composeDocument } from './compose-document.ts'
import { documentFont } from './document-font.ts'
import { sampleDocumentContent } from './sample-document-content.ts'
import { measurementPaymentSlots, seedBasePdf } from './seed-document-template.ts'

/**
 * The seeded template (计量支付申请表) composed with sample data, from scratch: base PDF, font and
 * composition. For the determinism test's processes and the bench (static imports: Vite's module
 * runner, which loads this file there, allows no import after it has loaded).
 */
export async function composeSampleDocument(watermark?: string): Promise<Uint8Array> {
  const content = sampleDocumentContent(measurementPaymentSlots, watermark)
  return composeDocument(await seedBasePdf(), measurementPaymentSlots, content, documentFont())
}
