import { Pagination } from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SlotKind } from '../../api/document-template-dtos'
import styles from './document-template-design.module.css'
import type { PdfView } from './pdf-view'
import { newSlot, withBox } from './slot-edit-rules'
import { screenSize } from './slot-geometry-rules'
import { SlotPalette } from './slot-palette'
import { SlotPropertiesPanel } from './slot-properties-panel'
import { TemplatePageCanvas } from './template-page-canvas'
import { useFitScale } from './use-fit-scale'
import type { FieldChoice, NodeChoice } from './use-slot-sources'
import type { TemplateDesign } from './use-template-design'

interface TemplateWorkspaceProps {
  design: TemplateDesign
  view: PdfView
  sources: { fields: FieldChoice[] | null; nodes: NodeChoice[] | null }
}

/** Palette, the page shown with its slots, and the selected slot's properties. */
export function TemplateWorkspace({ design, view, sources }: TemplateWorkspaceProps) {
  const { t } = useTranslation('workflow-document')
  const { slots, selected, template } = design
  const [shown, setShown] = useState(1)
  const [area, setArea] = useState<HTMLElement | null>(null)
  const pageCount = view.pages.length
  const selectedSlot = slots.find((slot) => slot.uid === selected)
  // The selected slot's page is shown (the panel may move it to another one).
  const pageNumber = Math.min(selectedSlot?.page ?? shown, Math.max(pageCount, 1))
  const page = view.pages[pageNumber - 1]
  const scale = useFitScale(area, page ? screenSize(page, 1).width + 16 : 0)
  const faulty = useMemo(() => new Set(design.issues?.bySlot.keys()), [design.issues])
  const extentOf = (n: number) => template.pageSizes[n - 1] ?? { width: Infinity, height: Infinity }

  const add = (kind: SlotKind) => {
    design.add(newSlot(kind, pageNumber, extentOf(pageNumber), slots, crypto.randomUUID()))
  }
  const turnPage = (n: number) => {
    design.select(null)
    setShown(n)
  }
  // What is shown stays shown when the selection goes.
  const select = (uid: string | null) => {
    setShown(pageNumber)
    design.select(uid)
  }
  const remove = (uid: string) => {
    setShown(pageNumber)
    design.remove(uid)
  }

  return (
    <div className={styles.layout}>
      <SlotPalette page={pageNumber} disabled={design.busy !== null} onAdd={add} />
      <div className={styles.pageArea} ref={setArea}>
        {
          pageCount > 1 &&
          <Pagination simple current={pageNumber} total={pageCount} pageSize={1} onChange={turnPage} /> // prettier-ignore
        }
        <TemplatePageCanvas
          view={view}
          pageNumber={pageNumber}
          scale={scale}
          slots={slots.filter((slot) => slot.page === pageNumber)}
          selected={selected}
          faulty={faulty}
          onSelect={select}
          onBox={(uid, box) =>
            design.change(uid, (slot) => withBox(slot, box, extentOf(slot.page)))
          }
          onRemove={remove}
        />
      </div>
      <section aria-label={t('design.props.region')}>
        <SlotPropertiesPanel
          slot={selectedSlot}
          pageSizes={template.pageSizes}
          issues={selectedSlot && design.issues?.bySlot.get(selectedSlot.uid)}
          fields={sources.fields}
          nodes={sources.nodes}
          onChange={(update) => selected && design.change(selected, update)}
          onRemove={() => selected && remove(selected)}
        />
      </section>
    </div>
  )
}
