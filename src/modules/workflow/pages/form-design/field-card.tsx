import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  HolderOutlined,
} from '@ant-design/icons'
import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { Button, Flex, Tag, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { localize } from '../../form-schema/display-values'
import type { FormField } from '../../form-schema/form-schema-types'
import type { DesignIssue } from './design-checks'
import styles from './form-design.module.css'
import { useIssueText } from './issue-marks'

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
  /** A table's columns. */
  children?: ReactNode
}

/**
 * A field on the canvas: its handle drags it by pointer, or lifts it by keyboard (Space, arrows,
 * Space); the arrows move it one place; its issues are marked on it in words.
 */
export function FieldCard(props: FieldCardProps) {
  const { field, index, count, issues } = props
  const { t, i18n } = useTranslation('workflow-form')
  const issueText = useIssueText()
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, transform, transition } =
    useSortable({
      id: props.id,
      attributes: { roleDescription: t('canvas.roleDescription') },
    })
  const name = localize(field.label, i18n.language) || field.key
  const style = {
    transform: CSS.Translate.toString(transform),
    transition,
  }
  const cardClass =
    [styles.card, props.selected && styles.selected, issues.length > 0 && styles.faulty] // prettier-ignore
      .filter(Boolean)
      .join(' ')
  return (
    <div ref={setNodeRef} style={style} className={cardClass} data-testid={`field-${field.key}`}>
      <Flex align="center" gap={4}>
        <Button
          type="text"
          size="small"
          icon={<HolderOutlined />}
          style={{ cursor: 'grab', touchAction: 'none' }}
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('canvas.drag', { name, position: index + 1, total: count })}
        />
        <button
          type="button"
          className={styles.cardTitle}
          onClick={props.onSelect}
          aria-pressed={props.selected}
        >
          <Typography.Text strong>{name}</Typography.Text>{' '}
          <Typography.Text type="secondary" code>
            {field.key}
          </Typography.Text>{' '}
          <Tag>{t(`types.${field.type}`)}</Tag>{' '}
          {field.required && <Tag color="red">{t('props.required')}</Tag>}{' '}
          {field.computed && <Tag color="blue">= {field.computed}</Tag>}
        </button>
        <Button
          size="small"
          type="text"
          icon={<ArrowUpOutlined />}
          disabled={index === 0}
          aria-label={t('canvas.up', { name })}
          onClick={() => props.onMove(index - 1)}
        />
        <Button
          size="small"
          type="text"
          icon={<ArrowDownOutlined />}
          disabled={index === count - 1}
          aria-label={t('canvas.down', { name })}
          onClick={() => props.onMove(index + 1)}
        />
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('canvas.remove', { name })}
          onClick={props.onRemove}
        />
      </Flex>
      {issues.map((issue) => (
        <Typography.Text
          key={issue.path + issue.code}
          type="danger"
          className={styles.issue}
          role="alert"
        >
          {issueText(issue)}
        </Typography.Text>
      ))}
      {props.children}
    </div>
  )
}
