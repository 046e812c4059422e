import { importWithRetry } from '@/utils/import-with-retry'
import type { PdfView } from './pdf-view'

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
