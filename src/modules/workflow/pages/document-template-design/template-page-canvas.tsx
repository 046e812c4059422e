import { PdfPageCanvas } from './pdf-page-canvas'
import type { PdfView } from './pdf-view'
import styles from './document-template-design.module.css'
import type { DesignSlot } from './slot-edit-rules'
import { screenSize, type Box } from './slot-geometry-rules'
import { SlotBox } from './slot-box'

interface TemplatePageCanvasProps {
  view: PdfView
  /** From 1. */
  pageNumber: number
  scale: number
  /** This page's slots. */
  slots: readonly DesignSlot[]
  selected: string | null
  /** Uids of the slots the server refused. */
  faulty: ReadonlySet<string>
  onSelect: (uid: string | null) => void
  onBox: (uid: string, box: Box) => void
  onRemove: (uid: string) => void
}

/** One page of the base PDF with its slots over it, each where the composed document prints it. */
export function TemplatePageCanvas({
  view,
  pageNumber,
  scale,
  slots,
  selected,
  faulty,
  ...on
}: TemplatePageCanvasProps) {
  // prettier-ignore
  const page = view.pages[pageNumber - 1]
  if (!page) return null
  const size = screenSize(page, scale)
  return (
    <div
      className={styles.page}
      style={size}
      onPointerDown={(event) => {
        if (event.target === event.currentTarget || event.target instanceof HTMLCanvasElement) on.onSelect(null) // prettier-ignore
      }}
    >
      <PdfPageCanvas view={view} pageNumber={pageNumber} scale={scale} />
      {slots.map((slot) => (
        <SlotBox
          key={slot.uid}
          slot={slot}
          page={page}
          scale={scale}
          isSelected={slot.uid === selected}
          hasIssues={faulty.has(slot.uid)}
          onSelect={on.onSelect}
          onBox={on.onBox}
          onRemove={on.onRemove}
        />
      ))}
    </div>
  )
}
