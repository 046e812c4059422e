import { useEffect, useState } from 'react'
import { pdfRenderer } from './pdf-renderer'
import type { PdfView } from './pdf-view'

export type PdfViewState =
  | { status: 'idle' | 'opening'; view: null; error: null }
  | { status: 'open'; view: PdfView; error: null }
  | { status: 'failed'; view: null; error: Error }

type Opened = { bytes: ArrayBuffer; view: PdfView; error: null } | { bytes: ArrayBuffer; view: null; error: Error } // prettier-ignore

/**
 * The PDF of `bytes` opened for drawing (pdfRenderer), closed when the bytes change or the
 * component goes: the designer's base PDF and the preview read their pages through it.
 */
export function usePdfView(bytes: ArrayBuffer | null | undefined): PdfViewState {
  const [opened, setOpened] = useState<Opened | null>(null)
  useEffect(() => {
    if (!bytes) return
    let view: PdfView | null = null
    let isCurrent = true
    pdfRenderer.open(new Uint8Array(bytes)).then(
      (next) => {
        if (!isCurrent) return next.destroy()
        view = next
        setOpened({ bytes, view: next, error: null })
      },
      (error: unknown) => {
        if (isCurrent) setOpened({ bytes, view: null, error: error instanceof Error ? error : new Error(String(error)) }) // prettier-ignore
      },
    )
    return () => {
      isCurrent = false
      view?.destroy()
    }
  }, [bytes])
  // What was opened from other bytes is gone (or going): the current bytes are still opening.
  if (!bytes) return { status: 'idle', view: null, error: null }
  if (opened?.bytes !== bytes) return { status: 'opening', view: null, error: null }
  return opened.view ? { status: 'open', view: opened.view, error: null } : { status: 'failed', view: null, error: opened.error } // prettier-ignore
}
