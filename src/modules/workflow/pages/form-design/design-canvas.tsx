import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type Modifier,
} from '@dnd-kit/core'
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { Empty } from 'antd'
import { startTransition, useDeferredValue, useEffect, useMemo, useReducer } from 'react'
import { useTranslation } from 'react-i18next'
import { localize } from '../../form-schema/display-values'
import type { DesignIssue } from './design-checks'
import type { DesignerAction, DesignerState } from './designer-state'
import { FieldCard } from './field-card'
import styles from './form-design.module.css'
import { markKey, type IssueMarks } from './issue-marks'
import { TableColumns } from './table-columns'

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

interface DesignCanvasProps {
  state: DesignerState
  marks: IssueMarks
  dispatch: (action: DesignerAction) => void
}

/** The form's fields in order, sortable by pointer and keyboard (@dnd-kit, as the examples' table). */
export function DesignCanvas({ state, marks, dispatch }: DesignCanvasProps) {
  const { t, i18n } = useTranslation('workflow-form')
  const sensors = useSensors(
    useSensor(PointerSensor, pointerOptions),
    useSensor(KeyboardSensor, keyboardOptions),
  )
  const { fields } = state.schema
  const nameOf = (id: string | number) => {
    const field = fields[state.ids.indexOf(String(id))]
    return field ? localize(field.label, i18n.language) || field.key : ''
  }
  const positionOf = (id: string | number) => state.ids.indexOf(String(id)) + 1
  const total = fields.length
  const roleDescription = t('canvas.roleDescription')
  const accessibility = {
    screenReaderInstructions: { draggable: t('canvas.instructions') },
    announcements: {
      onDragStart: ({ active }: { active: { id: string | number } }) => t('canvas.announce.start', { name: nameOf(active.id), position: positionOf(active.id), total }), // prettier-ignore
      onDragOver: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) => over ? t('canvas.announce.over', { name: nameOf(active.id), position: positionOf(over.id), total }) : undefined, // prettier-ignore
      onDragEnd: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) => over ? t('canvas.announce.end', { name: nameOf(active.id), position: positionOf(over.id), total }) : t('canvas.announce.cancel', { name: nameOf(active.id) }), // prettier-ignore
      onDragCancel: ({ active }: { active: { id: string | number } }) => t('canvas.announce.cancel', { name: nameOf(active.id) }), // prettier-ignore
    },
  }
  // dnd-kit re-renders every card when its list of ids changes: on a long form that cost more than
  // the move itself. The cards are drawn in the new order at once; the sortable bookkeeping
  // follows a frame later (useDeferredValue), before any drag can use it (bench form-designer).
  const deferredIds = useDeferredValue(state.ids)
  const sortableIds = useMemo(() => [...deferredIds], [deferredIds])
  // SortableContext also turns its transforms off for the one render in which its ids changed and
  // on in the next, which again re-renders every card: that next render comes right after, in the
  // background, and not with the user's next move.
  const [, settle] = useReducer((n: number) => n + 1, 0)
  useEffect(() => startTransition(settle), [sortableIds])
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return
    dispatch({ type: 'move', from: state.ids.indexOf(String(active.id)), to: state.ids.indexOf(String(over.id)) }) // prettier-ignore
  }

  if (total === 0) return <Empty className={styles.canvas} description={t('canvas.empty')} />
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      accessibility={accessibility}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={sortableIds} strategy={verticalListSortingStrategy}>
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
    </DndContext>
  )
}
