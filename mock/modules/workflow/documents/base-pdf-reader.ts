import type { PageSize } from './document-template-rules.ts'

/**
 * What a template needs of an uploaded base PDF (workflow-api.md §7): its pages and, per page,
 * the CropBox's width and height as stored, unrotated (slots live in that space whatever the
 * page's `/Rotate`). pdf-lib loads with the first upload, not with the backend.
 */
export const maxBasePdfPages = 50

export type BasePdfReading =
  | { readable: true; pageSizes: PageSize[] }
  /** Not a PDF pdf-lib can open: garbage after `%PDF-`, encrypted, a broken page tree, no page. */
  | { readable: false }

const round = (value: number) => Math.round(value * 10_000) / 10_000

export function startsLikePdf(bytes: Uint8Array): boolean {
  return new TextDecoder().decode(bytes.subarray(0, 5)) === '%PDF-'
}

export async function readBasePdf(bytes: Uint8Array): Promise<BasePdfReading> {
  const { PDFDocument } = await import('pdf-lib')
  try {
    // pdf-lib refuses an encrypted file unless told to ignore it: it cannot draw into one.
    const doc = await PDFDocument.load(bytes, { updateMetadata: false })
    const pageSizes = doc.getPages().map((page) => {
      const box = page.getCropBox()
      return { width: round(box.width), height: round(box.height) }
    })
    const usable = pageSizes.length > 0 && pageSizes.every((s) => s.width > 0 && s.height > 0)
    return usable ? { readable: true, pageSizes } : { readable: false }
  } catch {
    return { readable: false }
  }
}
