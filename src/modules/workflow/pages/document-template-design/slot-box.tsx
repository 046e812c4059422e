import { useRef, type KeyboardEvent, type PointerEvent } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './document-template-design.module.css'
import { keyEdit, type DesignSlot } from './slot-edit-rules'
import { moveOnScreen, resizeOnScreen, toScreenRect, type Box, type PageGeometry } from './slot-geometry-rules' // prettier-ignore

interface SlotBoxProps {
  slot: DesignSlot
  page: PageGeometry
  /** CSS pixels per point. */
  scale: number
  isSelected: boolean
  hasIssues: boolean
  onSelect: (uid: string) => void
  onBox: (uid: string, box: Box) => void
  onRemove: (uid: string) => void
}

interface Drag {
  mode: 'move' | 'resize'
  start: { x: number; y: number }
  box: Box
}

const boxOf = ({ x, y, width, height }: DesignSlot): Box => ({ x, y, width, height })

/**
 * A slot over its page, where the page is drawn (turned pages included): a button that a click
 * selects and a drag moves (its corner handle resizes). With the keyboard: arrows move it 1 pt,
 * Shift+arrows 10 pt, Alt+arrows resize it, Delete removes it.
 */
export function SlotBox({ slot, page, scale, isSelected, hasIssues, ...on }: SlotBoxProps) {
  const { t } = useTranslation('workflow-document')
  const drag = useRef<Drag | null>(null)
  const rect = toScreenRect(page, scale, slot)

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Delete') {
      event.preventDefault()
      on.onRemove(slot.uid)
      return
    }
    const edit = keyEdit(event.key, event.shiftKey, event.altKey)
    if (!edit) return
    event.preventDefault()
    // keyEdit's steps are points on screen: the screen moves `scale` pixels per point.
    const delta = { x: edit.x * scale, y: edit.y * scale }
    const reshape = edit.action === 'move' ? moveOnScreen : resizeOnScreen
    on.onBox(slot.uid, reshape(page, scale, boxOf(slot), delta))
  }

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return
    on.onSelect(slot.uid)
    const isHandle = event.target instanceof HTMLElement && event.target.dataset.handle === 'resize'
    drag.current = { mode: isHandle ? 'resize' : 'move', start: { x: event.clientX, y: event.clientY }, box: boxOf(slot) } // prettier-ignore
    event.currentTarget.setPointerCapture?.(event.pointerId)
  }
  const onPointerMove = (event: PointerEvent) => {
    const now = drag.current
    if (!now) return
    const delta = { x: event.clientX - now.start.x, y: event.clientY - now.start.y }
    const reshape = now.mode === 'move' ? moveOnScreen : resizeOnScreen
    on.onBox(slot.uid, reshape(page, scale, now.box, delta))
  }
  const endDrag = () => {
    drag.current = null
  }

  const className = [styles.slot, isSelected && styles.selected, hasIssues && styles.faulty].filter(Boolean).join(' ') // prettier-ignore
  return (
    <button
      type="button"
      className={className}
      style={{ left: rect.left, top: rect.top, width: rect.width, height: rect.height }}
      aria-label={t('design.slotLabel', { key: slot.key, kind: t(`design.kinds.${slot.kind}`) })}
      aria-pressed={isSelected}
      aria-invalid={hasIssues || undefined}
      onFocus={() => on.onSelect(slot.uid)}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
    >
      {slot.key}
      {isSelected && <span className={styles.handle} data-handle="resize" aria-hidden />}
    </button>
  )
}
