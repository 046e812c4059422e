import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { PdfView } from './pdf-view'
import { screenSize } from './slot-geometry-rules'

interface PdfPageCanvasProps {
  view: PdfView
  /** From 1. */
  pageNumber: number
  /** CSS pixels per point. */
  scale: number
}

/** One page of an opened PDF drawn on a canvas of its turned size; redrawn when the scale changes. */
export function PdfPageCanvas({ view, pageNumber, scale }: PdfPageCanvasProps) {
  const { t } = useTranslation('workflow-document')
  const canvas = useRef<HTMLCanvasElement>(null)
  const page = view.pages[pageNumber - 1]
  useEffect(() => {
    if (!canvas.current) return
    const rendering = view.renderPage(pageNumber, canvas.current, scale)
    // A cancelled drawing rejects: the next one is on its way.
    rendering.promise.catch(() => undefined)
    return () => rendering.cancel()
  }, [view, pageNumber, scale])
  if (!page) return null
  const { width, height } = screenSize(page, scale)
  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={t('design.pageN', { n: pageNumber })}
      style={{ display: 'block', width, height }}
    />
  )
}
