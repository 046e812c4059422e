import { importWithRetry } from '@/utils/import-with-retry'
import type { PageGeometry } from './slot-geometry-rules'

/** A page being drawn: its promise settles when the canvas is done (or rejects on cancel). */
export interface PageRendering {
  promise: Promise<void>
  cancel: () => void
}

/** An opened PDF as the designer and the preview use it. */
export interface PdfView {
  /** Page 1 first: each page's CropBox and `/Rotate`. */
  pages: PageGeometry[]
  /** Draws page `pageNumber` (from 1) on the canvas at `scale` CSS pixels per point. */
  renderPage: (pageNumber: number, canvas: HTMLCanvasElement, scale: number) => PageRendering
  destroy: () => void
}

/**
 * The PDF viewer's one door. pdf.js and its worker load with the first PDF this page opens, in
 * chunks of their own (./pdfjs-view.ts), never with the signed-in shell or another page. An
 * object, so that a test replaces `open` with a spy (jsdom has neither canvas nor worker).
 */
export const pdfRenderer = {
  open: async (bytes: Uint8Array): Promise<PdfView> => {
    const { openPdfView } = await importWithRetry(() => import('./pdfjs-view'))
    return openPdfView(bytes)
  },
}
