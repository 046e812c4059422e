import { PDFDocument, PDFHexString, degrees, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib' // prettier-ignore
import QRCode from 'qrcode'
import { pdfFontkit } from './pdf-fontkit.ts'
import { fitInside, placeSlot, toUserSpace, type SlotPlacement } from './slot-geometry.ts'
import { embeddedFontName, type DocumentImage, type DocumentSlot } from './document-types.ts'

/**
 * The signed PDF (workflow-api.md §7): the template's base PDF with each slot filled — field
 * values, every signature of a node side by side, the seals, the number, the date, the content
 * hash and a QR code of the verify page — in the committed Chinese font, subset per document.
 * Deterministic: the same inputs give the same bytes (no clock, no random: the document id and
 * the dates come from the instance, the font's name is fixed, the subset follows the text).
 */
export interface DocumentContent {
  /** Seeds the trailer's `/ID` (hex of the instance's id). */
  documentId: string
  title: string
  /** The completion time (`yyyy-MM-ddTHH:mm:ss.fff`): the PDF's creation and modification date. */
  time: string
  fields: Record<string, string>
  /** Each node's signatures of its last pass, in order. */
  signatures: Record<string, DocumentImage[]>
  /** `${nodeId}:${sealIndex}` → the seal applied. */
  seals: Record<string, DocumentImage>
  number: string
  date: string
  contentHash: string
  verifyUrl: string
  /** A preview's diagonal mark (预览 / PREVIEW). */
  watermark?: string
}

const ink = rgb(0, 0, 0)

function textOf(slot: DocumentSlot, content: DocumentContent): string {
  switch (slot.kind) {
    case 'field':
      return content.fields[slot.source?.fieldKey ?? ''] ?? ''
    case 'number':
      return content.number
    case 'date':
      return content.date
    case 'contentHash':
      return content.contentHash
    default:
      return ''
  }
}

/** One line of text in the slot: shrunk until it fits, aligned, centred on the height. */
function drawText(
  page: PDFPage,
  font: PDFFont,
  slot: DocumentSlot,
  at: SlotPlacement,
  text: string,
) {
  // prettier-ignore
  if (!text) return
  let size = slot.fontSize ?? Math.min(12, at.height * 0.7)
  while (size > 4 && font.widthOfTextAtSize(text, size) > at.width) size -= 0.5
  const width = font.widthOfTextAtSize(text, size)
  const u = slot.align === 'center' ? (at.width - width) / 2 : slot.align === 'right' ? at.width - width : 0 // prettier-ignore
  const v = (at.height - font.heightAtSize(size, { descender: false })) / 2
  const point = toUserSpace(at, u, v)
  page.drawText(text, { ...point, size, font, color: ink, rotate: degrees(at.rotate) })
}

/** Images side by side in equal parts of the slot, each fitted in proportion. */
function drawImages(page: PDFPage, at: SlotPlacement, images: PDFImage[]) {
  const part = at.width / Math.max(images.length, 1)
  images.forEach((image, index) => {
    const fit = fitInside({ width: part, height: at.height }, image)
    const point = toUserSpace(at, index * part + fit.u, fit.v)
    page.drawImage(image, { ...point, width: fit.width, height: fit.height, rotate: degrees(at.rotate) }) // prettier-ignore
  })
}

function drawQr(page: PDFPage, at: SlotPlacement, text: string) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const count = qr.modules.size
  const side = Math.min(at.width, at.height)
  const cell = side / (count + 2)
  for (let row = 0; row < count; row += 1) {
    for (let column = 0; column < count; column += 1) {
      if (!qr.modules.get(row, column)) continue
      const point = toUserSpace(at, (column + 1) * cell, side - (row + 2) * cell)
      page.drawRectangle({ ...point, width: cell, height: cell, color: ink, rotate: degrees(at.rotate) }) // prettier-ignore
    }
  }
}

function apiTimeToDate(time: string): Date {
  return new Date(`${time.slice(0, 23)}Z`)
}

export async function composeDocument(
  base: Uint8Array,
  slots: readonly DocumentSlot[],
  content: DocumentContent,
  fontBytes: Uint8Array,
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(base, { updateMetadata: false })
  doc.registerFontkit(pdfFontkit)
  const font = await doc.embedFont(fontBytes, { subset: true, customName: embeddedFontName })
  const embedded = new Map<string, PDFImage>()
  const imageOf = async (image: DocumentImage) => {
    if (!embedded.has(image.hash)) embedded.set(image.hash, image.type === 'image/png' ? await doc.embedPng(image.bytes) : await doc.embedJpg(image.bytes)) // prettier-ignore
    return embedded.get(image.hash)!
  }
  const pages = doc.getPages()
  for (const slot of slots) {
    const page = pages[slot.page - 1]
    if (!page) continue
    const at = placeSlot(slot, page.getCropBox(), page.getRotation().angle)
    if (slot.kind === 'signature') {
      drawImages(page, at, await Promise.all((content.signatures[slot.source?.nodeId ?? ''] ?? []).map(imageOf))) // prettier-ignore
    } else if (slot.kind === 'seal') {
      const seal = content.seals[`${slot.source?.nodeId ?? ''}:${slot.source?.sealIndex ?? 0}`]
      if (seal) drawImages(page, at, [await imageOf(seal)])
    } else if (slot.kind === 'qr') {
      drawQr(page, at, content.verifyUrl)
    } else {
      drawText(page, font, slot, at, textOf(slot, content))
    }
  }
  if (content.watermark) {
    for (const page of pages) {
      const box = page.getCropBox()
      page.drawText(content.watermark, { x: box.x + box.width * 0.2, y: box.y + box.height * 0.3, size: 64, font, color: rgb(0.85, 0.1, 0.1), opacity: 0.25, rotate: degrees(45) }) // prettier-ignore
    }
  }
  const time = apiTimeToDate(content.time)
  doc.setTitle(content.title)
  doc.setCreator('Construction project admin · approvals')
  doc.setProducer('pdf-lib')
  doc.setCreationDate(time)
  doc.setModificationDate(time)
  const id = PDFHexString.of(content.documentId.replace(/[^0-9a-f]/gi, '').padEnd(32, '0').slice(0, 32)) // prettier-ignore
  doc.context.trailerInfo.ID = doc.context.obj([id, id])
  return doc.save({ useObjectStreams: false })
}
