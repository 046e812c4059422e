import { getDocument, GlobalWorkerOptions, version } from 'pdfjs-dist'
// Bundled as a module worker (a `.js` file of the app's origin: `worker-src 'self'`, and served
// with a JavaScript type by nginx, which has none for `.mjs`).
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?worker&url'
import type { PdfView } from './pdf-view'
import { normalRotation } from './slot-geometry-rules'

GlobalWorkerOptions.workerSrc = workerUrl

/**
 * pdf.js's data files, copied into the build by vite.config.ts (`pdfjsAssets`) under the
 * version's own folder, so the year-long cache of /assets/ holds across upgrades.
 */
const assets = `${import.meta.env.BASE_URL}assets/pdfjs-${version}/`

/** Canvas pixels per CSS pixel: sharp on a dense screen, at most twice the memory per side. */
const pixelRatio = () => Math.min(Math.max(window.devicePixelRatio || 1, 1), 2)

/**
 * Opens a PDF under the production CSP (deploy/runtime-config.sh): no `eval` (PostScript
 * functions are interpreted), no WebAssembly (`script-src 'self'` has no 'wasm-unsafe-eval'; the
 * JPEG 2000 decoder's JavaScript fallback comes from the same folder), character maps and the
 * standard fonts' data fetched from the app's own origin (`connect-src 'self'`).
 */
export async function openPdfView(bytes: Uint8Array): Promise<PdfView> {
  const task = getDocument({
    // A copy: pdf.js hands its buffer to the worker, which would empty the caller's.
    data: bytes.slice(),
    isEvalSupported: false,
    useWasm: false,
    wasmUrl: `${assets}wasm/`,
    cMapUrl: `${assets}cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${assets}standard_fonts/`,
    enableXfa: false,
  })
  try {
    const document = await task.promise
    const pages = await Promise.all(
      Array.from({ length: document.numPages }, (_, i) => document.getPage(i + 1)),
    )
    return {
      pages: pages.map((page) => {
        const [x1, y1, x2, y2] = page.view
        return { view: [x1, y1, x2, y2] as const, rotate: normalRotation(page.rotate) }
      }),
      renderPage: (pageNumber, canvas, scale) => {
        const page = pages[pageNumber - 1]
        const viewport = page.getViewport({ scale: scale * pixelRatio() })
        canvas.width = Math.round(viewport.width)
        canvas.height = Math.round(viewport.height)
        const rendering = page.render({ canvas, viewport })
        return { promise: rendering.promise, cancel: () => rendering.cancel() }
      },
      destroy: () => void task.destroy(),
    }
  } catch (error) {
    void task.destroy()
    throw error
  }
}
