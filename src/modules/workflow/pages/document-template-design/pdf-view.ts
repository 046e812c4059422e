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
