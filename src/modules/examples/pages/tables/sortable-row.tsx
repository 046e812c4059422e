import { HolderOutlined } from '@ant-design/icons'
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core'
import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { Button } from 'antd'
import { createContext, useContext, useMemo, type CSSProperties, type HTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'

interface RowHandle {
  setActivatorNodeRef?: (element: HTMLElement | null) => void
  listeners?: DraggableSyntheticListeners
  attributes?: DraggableAttributes
}

/** The row's drag wiring, handed to its handle (antd's "drag sorting with handler"). */
const RowHandleContext = createContext<RowHandle>({})

interface SortableRowProps extends HTMLAttributes<HTMLTableRowElement> {
  'data-row-key': string
}

/** antd's body row made sortable: it moves while dragged, its handle starts the drag. */
export function SortableRow({ style, ...row }: SortableRowProps) {
  const { t } = useTranslation('example-tables')
  const sortable = useSortable({
    id: row['data-row-key'],
    attributes: { roleDescription: t('order.roleDescription') },
  })
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, transform, transition } = sortable
  const handle = useMemo(
    () => ({ setActivatorNodeRef, listeners, attributes }),
    [setActivatorNodeRef, listeners, attributes],
  )
  const moving: CSSProperties = {
    ...style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(sortable.isDragging ? { position: 'relative', zIndex: 1 } : {}),
  }
  return (
    <RowHandleContext value={handle}>
      <tr {...row} ref={setNodeRef} style={moving} />
    </RowHandleContext>
  )
}

/**
 * The row's drag handle: a button that a pointer drags and the keyboard lifts (Space), moves
 * (arrows) and drops (Space). dnd-kit's attributes (focusable, role description, the
 * instructions' id) go on the handle rather than on the row, so the row stays a plain row.
 */
export function DragHandle({ label }: { label: string }) {
  const { setActivatorNodeRef, listeners, attributes } = useContext(RowHandleContext)
  return (
    <Button
      type="text"
      size="small"
      icon={<HolderOutlined />}
      style={{ cursor: 'grab', touchAction: 'none' }}
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
    />
  )
}
