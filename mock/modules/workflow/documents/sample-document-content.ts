import { createHash } from 'node:crypto'
import { encodeSolidPng, type Rgb } from '../../../core/images/solid-png.ts'
import type { DocumentContent } from './compose-document.ts'
import type { DocumentImage, DocumentSlot } from './document-types.ts'

/** A placeholder image: one colour, a real PNG (what a preview shows where a signature goes). */
function placeholder(size: number, colour: Rgb): DocumentImage {
  const bytes = new Uint8Array(encodeSolidPng(size, colour))
  return { type: 'image/png', bytes, hash: createHash('sha256').update(bytes).digest('hex') }
}

const signatureInk: Rgb = [0x33, 0x33, 0x33]
const sealRed: Rgb = [0xd0, 0x20, 0x20]

/**
 * Sample data for a template's preview without an instance (workflow-api.md §7, `preview` with no
 * `instanceId`): every field slot gets a Chinese sample value, every signature slot one grey
 * square, every seal slot a red one; fixed number, date and hash. The same bytes every time.
 */
export function sampleDocumentContent(
  slots: readonly DocumentSlot[],
  watermark?: string,
): DocumentContent {
  const fields: Record<string, string> = {}
  const signatures: Record<string, DocumentImage[]> = {}
  const seals: Record<string, DocumentImage> = {}
  for (const slot of slots) {
    const { fieldKey, nodeId = '', sealIndex = 0 } = slot.source ?? {}
    if (slot.kind === 'field' && fieldKey) fields[fieldKey] = `示例（${fieldKey}）`
    if (slot.kind === 'signature') signatures[nodeId] = [placeholder(96, signatureInk)]
    if (slot.kind === 'seal') seals[`${nodeId}:${sealIndex}`] = placeholder(128, sealRed)
  }
  const number = 'SAMPLE-0001'
  return {
    documentId: '00000000-0000-0000-0000-000000000000',
    title: '示例 Sample',
    time: '2024-01-01T00:00:00.000',
    fields,
    signatures,
    seals,
    number,
    date: '2024-01-01',
    contentHash: '0'.repeat(64),
    verifyUrl: `https://example.invalid/workflow/verify?number=${number}`,
    watermark,
  }
}
