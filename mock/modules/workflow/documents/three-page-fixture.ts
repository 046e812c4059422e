import { createHash } from 'node:crypto'
import { PDFDocument, degrees } from 'pdf-lib'
import { pngSquare } from '../../../core/testing/test-images.ts'
import type { DocumentContent } from './compose-document.ts'
import type { DocumentSlot } from './document-types.ts'

/**
 * A three-page document with six images (issue 25's figure): its base PDF has a page turned a
 * quarter with an offset CropBox; a countersign of three signatures and two seals. Shared by the
 * composition's tests and the bench (tests/bench/document-composition.mjs).
 */
/** A base PDF of three pages: A4, A4 turned a quarter (`/Rotate 90`) with an offset CropBox, A4. */
export async function basePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.addPage([595, 842])
  const turned = doc.addPage([595, 842])
  turned.setRotation(degrees(90))
  turned.setCropBox(30, 50, 535, 742)
  doc.addPage([595, 842])
  return doc.save({ useObjectStreams: false })
}

const image = (size: number) => { const bytes = pngSquare(size); return { type: 'image/png' as const, bytes, hash: createHash('sha256').update(bytes).digest('hex') } } // prettier-ignore
export const slots: DocumentSlot[] = [
  { key: 'section', kind: 'field', page: 1, x: 100, y: 700, width: 200, height: 20, source: { fieldKey: 'htdId' } },
  { key: 'number', kind: 'number', page: 1, x: 400, y: 780, width: 150, height: 16 },
  { key: 'chief', kind: 'signature', page: 1, x: 100, y: 200, width: 160, height: 50, source: { nodeId: 'chief' } },
  { key: 'countersign', kind: 'signature', page: 2, x: 60, y: 300, width: 240, height: 50, source: { nodeId: 'countersign' } },
  { key: 'supervisor-seal', kind: 'seal', page: 2, x: 300, y: 100, width: 120, height: 120, source: { nodeId: 'seals', sealIndex: 0 } },
  { key: 'owner-seal', kind: 'seal', page: 3, x: 300, y: 100, width: 120, height: 120, source: { nodeId: 'seals', sealIndex: 1 } },
  { key: 'date', kind: 'date', page: 3, x: 100, y: 80, width: 120, height: 16 },
  { key: 'hash', kind: 'contentHash', page: 3, x: 40, y: 40, width: 420, height: 10, fontSize: 6 },
  { key: 'qr', kind: 'qr', page: 3, x: 480, y: 30, width: 80, height: 80 },
] // prettier-ignore

export const content: DocumentContent = {
  documentId: '3a0f6c1e-b5a1-4c22-9d03-000000000042',
  title: '一标段 2024-07-25 计量支付申请',
  time: '2024-07-30T16:20:00.000',
  fields: { htdId: '东环高速一标段' },
  signatures: { chief: [image(64)], countersign: [image(72), image(80), image(96)] },
  seals: { 'seals:0': image(120), 'seals:1': image(128) },
  number: 'JL-20240725-001',
  date: '2024-07-30',
  contentHash: 'a'.repeat(64),
  verifyUrl: 'https://example.test/workflow/verify?number=JL-20240725-001',
}
