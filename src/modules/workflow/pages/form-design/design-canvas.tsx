import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { Empty } from 'antd'
import {
  memo,
  startTransition,
  useDeferredValue,
  useEffect,
  useMemo,
  useReducer,
  useRef,
} from 'react'
import { useTranslation } from 'react-i18next'
import { localize } from '../../form-schema/display-values'
import type { DesignIssue } from './design-checks'
import { useDesigner, wholeState, type Designer } from './designer-store'
import { FieldCard } from './field-card'
import styles from './form-design.module.css'
import { markKey } from './issue-marks'
import { TableColumns } from './table-columns'
import { useDesignMarks, type ServerIssues } from './use-design-marks'

/** One empty list for every card without issues: a card's content is memoized on it. */
const noIssues: readonly DesignIssue[] = []

/**
 * The sensors' options, made once: options made anew in each render make new sensors, so every
 * card's drag listeners change and every card re-renders on each move (bench form-designer).
 * A few pixels of travel before a drag starts, so a click on the handle stays a click.
 */
const pointerOptions = { activationConstraint: { distance: 4 } }
const keyboardOptions = { coordinateGetter: sortableKeyboardCoordinates }

/** Fields move up and down only. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 })
const modifiers = [verticalOnly]

interface DesignCanvasProps {
  designer: Designer
  serverIssues: ServerIssues
}

/**
 * The form's fields in order, sortable by pointer and keyboard (@dnd-kit, as the examples' table).
 * The drag-and-drop context is drawn once with props that do not change: it gives its readers a new
 * value on every render of its own, and React would then search every card for them on each move.
 * The cards are drawn by CanvasFields below it, which follows the designer's state.
 */
export const DesignCanvas = memo(function DesignCanvas({
  designer,
  serverIssues,
}: DesignCanvasProps) {
  const { t, i18n } = useTranslation('workflow-form')
  const sensors = useSensors(
    useSensor(PointerSensor, pointerOptions),
    useSensor(KeyboardSensor, keyboardOptions),
  )
  const isEmpty = useDesigner(designer, (state) => state.schema.fields.length === 0)
  // What a drag says is read when it says it: the field's name now, its places in the order the
  // drag began with (the drop's own move is dispatched before dnd-kit announces it).
  const dragged = useRef<readonly string[]>([])
  const { accessibility, onDragStart, onDragEnd } = useMemo(() => {
    const { store, dispatch } = designer
    const nameOf = (id: UniqueIdentifier) => {
      const { schema, ids } = store.getState()
      const field = schema.fields[ids.indexOf(String(id))]
      return field ? localize(field.label, i18n.language) || field.key : ''
    }
    const place = (id: UniqueIdentifier) => ({ position: dragged.current.indexOf(String(id)) + 1, total: dragged.current.length }) // prettier-ignore
    const announcements: Announcements = {
      onDragStart: ({ active }) => t('canvas.announce.start', { name: nameOf(active.id), ...place(active.id) }), // prettier-ignore
      onDragOver: ({ active, over }) => over ? t('canvas.announce.over', { name: nameOf(active.id), ...place(over.id) }) : undefined, // prettier-ignore
      onDragEnd: ({ active, over }) => over ? t('canvas.announce.end', { name: nameOf(active.id), ...place(over.id) }) : t('canvas.announce.cancel', { name: nameOf(active.id) }), // prettier-ignore
      onDragCancel: ({ active }) => t('canvas.announce.cancel', { name: nameOf(active.id) }),
    }
    return {
      accessibility: { screenReaderInstructions: { draggable: t('canvas.instructions') }, announcements }, // prettier-ignore
      onDragStart: () => void (dragged.current = store.getState().ids),
      onDragEnd: ({ active, over }: DragEndEvent) => {
        if (!over) return
        const { ids } = store.getState()
        dispatch({ type: 'move', from: ids.indexOf(String(active.id)), to: ids.indexOf(String(over.id)) }) // prettier-ignore
      },
    }
  }, [designer, t, i18n.language])

  if (isEmpty) return <Empty className={styles.canvas} description={t('canvas.empty')} />
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={modifiers}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
    >
      <CanvasFields designer={designer} serverIssues={serverIssues} />
    </DndContext>
  )
})

function CanvasFields({ designer, serverIssues }: DesignCanvasProps) {
  const { t } = useTranslation('workflow-form')
  const state = useDesigner(designer, wholeState)
  const marks = useDesignMarks(designer, serverIssues)
  const { dispatch } = designer
  const { fields } = state.schema
  const total = fields.length
  const roleDescription = t('canvas.roleDescription')
  // dnd-kit re-renders every card when its list of ids changes: on a long form that cost more than
  // the move itself. The cards are drawn in the new order at once; the sortable bookkeeping
  // follows a frame later (useDeferredValue), before any drag can use it (bench form-designer).
  const deferredIds = useDeferredValue(state.ids)
  const items = useMemo(() => [...deferredIds], [deferredIds])
  // SortableContext also turns its transforms off for the one render in which its ids changed and
  // on in the next, which again re-renders every card: that next render comes right after, in the
  // background, and not with the user's next move.
  const [, settle] = useReducer((n: number) => n + 1, 0)
  useEffect(() => startTransition(settle), [items])

  return (
    <SortableContext items={items} strategy={verticalListSortingStrategy}>
      <div className={styles.canvas} role="list" aria-label={t('canvas.title')}>
        {fields.map((field, index) => {
          const id = state.ids[index]
          return (
            <div role="listitem" key={id} className={styles.item}>
              <FieldCard
                id={id}
                field={field}
                index={index}
                count={total}
                selected={state.selected?.id === id && state.selected.column === undefined}
                issues={marks.get(markKey(id)) ?? noIssues}
                onSelect={() => dispatch({ type: 'select', target: { id } })}
                onMove={(to) => dispatch({ type: 'move', from: index, to })}
                onRemove={() => dispatch({ type: 'remove', target: { id } })}
                roleDescription={roleDescription}
              >
                {
                  field.type === 'table' &&
                  <TableColumns id={id} table={field} selected={state.selected} marks={marks} dispatch={dispatch} /> // prettier-ignore
                }
              </FieldCard>
            </div>
          )
        })}
      </div>
    </SortableContext>
  )
}
