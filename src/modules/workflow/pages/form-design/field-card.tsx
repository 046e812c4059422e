import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  HolderOutlined,
} from '@ant-design/icons'
import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { memo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { IconAction } from '@/components/icon-action/icon-action'
import { localize } from '../../form-schema/display-values'
import type { FormField } from '../../form-schema/form-schema-types'
import type { DesignIssue } from './design-checks'
import { CardIssues, CardSummary } from './card-summary'
import styles from './form-design.module.css'

interface FieldCardProps {
  id: string
  field: FormField
  index: number
  count: number
  selected: boolean
  issues: readonly DesignIssue[]
  onSelect: () => void
  onMove: (to: number) => void
  onRemove: () => void
  /** What the handle is, for screen readers ("sortable field"): translated once for all cards. */
  roleDescription: string
  /** A table's columns. */
  children?: ReactNode
}

/**
 * What a card shows. The callbacks are left out: the canvas makes them anew on every render from
 * the card's id and index and the designer's stable dispatch, so equal ids and indexes mean equal
 * callbacks.
 */
const sameCard = (a: FieldCardProps, b: FieldCardProps) =>
  a.id === b.id && a.field === b.field && a.index === b.index && a.count === b.count && a.selected === b.selected && a.issues === b.issues && a.children === b.children && a.roleDescription === b.roleDescription // prettier-ignore

/**
 * A field on the canvas: its handle drags it by pointer, or lifts it by keyboard (Space, arrows,
 * Space); the arrows move it one place; its issues are marked on it in words.
 *
 * Plain elements, not antd's Flex (and CardSummary, not Typography and Tag; IconAction, not
 * Button): a card is drawn a hundred times, and antd's parts brought their style registration and
 * measuring to every move (bench form-designer).
 *
 * Memoized, and only this thin frame follows the sortable list (useSortable re-renders every card
 * when the sortable ids change, a frame after a move: see DesignCanvas); the card's content is
 * memoized too, so a move repaints the two cards that changed place and not the other 98 of a
 * 100-field form (bench form-designer).
 */
export const FieldCard = memo(function FieldCard(props: FieldCardProps) {
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, transform, transition } =
    useSortable({ id: props.id, attributes: { roleDescription: props.roleDescription } })
  const style = {
    transform: CSS.Translate.toString(transform),
    transition,
  }
  const cardClass =
    [styles.card, props.selected && styles.selected, props.issues.length > 0 && styles.faulty] // prettier-ignore
      .filter(Boolean)
      .join(' ')
  return (
    <div
      ref={setNodeRef}
      style={style}
      className={cardClass}
      data-testid={`field-${props.field.key}`}
    >
      <FieldCardContent
        {...props}
        setHandle={setActivatorNodeRef}
        handleAttributes={attributes}
        handleListeners={listeners}
      />
    </div>
  )
}, sameCard)

/** The drag handle's part of useSortable, stable between renders while nothing is dragged. */
interface HandleProps {
  setHandle: (element: HTMLElement | null) => void
  handleAttributes: ReturnType<typeof useSortable>['attributes']
  handleListeners: ReturnType<typeof useSortable>['listeners']
}

/** What a card shows, and the same handle (see sameCard). */
const sameContent = (a: FieldCardProps & HandleProps, b: FieldCardProps & HandleProps) =>
  sameCard(a, b) && a.setHandle === b.setHandle && a.handleAttributes === b.handleAttributes && a.handleListeners === b.handleListeners // prettier-ignore

const FieldCardContent = memo(function FieldCardContent(props: FieldCardProps & HandleProps) {
  const { field, index, count, issues, selected, setHandle, handleAttributes, handleListeners } =
    props
  const { onSelect, onMove, onRemove, children } = props
  const { t, i18n } = useTranslation('workflow-form')
  const name = localize(field.label, i18n.language) || field.key
  return (
    <>
      <div className={styles.cardHead}>
        <IconAction
          icon={<HolderOutlined />}
          className={styles.handle}
          ref={setHandle}
          {...handleAttributes}
          {...handleListeners}
          aria-label={t('canvas.drag', { name, position: index + 1, total: count })}
        />
        <button
          type="button"
          className={styles.cardTitle}
          onClick={onSelect}
          aria-pressed={selected}
        >
          <CardSummary
            name={name}
            fieldKey={field.key}
            type={field.type}
            strong
            required={field.required}
            computed={field.computed}
          />
        </button>
        <IconAction
          icon={<ArrowUpOutlined />}
          disabled={index === 0}
          aria-label={t('canvas.up', { name })}
          onClick={() => onMove(index - 1)}
        />
        <IconAction
          icon={<ArrowDownOutlined />}
          disabled={index === count - 1}
          aria-label={t('canvas.down', { name })}
          onClick={() => onMove(index + 1)}
        />
        <IconAction
          icon={<DeleteOutlined />}
          danger
          aria-label={t('canvas.remove', { name })}
          onClick={onRemove}
        />
      </div>
      <CardIssues issues={issues} />
      {children}
    </>
  )
}, sameContent)
