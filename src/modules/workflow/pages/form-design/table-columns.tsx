import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons'
import { Button, Flex, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { localize } from '../../form-schema/display-values'
import type { TableField } from '../../form-schema/form-schema-types'
import type { DesignerAction, FieldTarget } from './designer-state'
import { CardIssues, CardSummary } from './card-summary'
import styles from './form-design.module.css'
import { markKey, type IssueMarks } from './issue-marks'
import { columnTypes } from './new-field'

interface TableColumnsProps {
  id: string
  table: TableField
  selected: FieldTarget | null
  marks: IssueMarks
  dispatch: (action: DesignerAction) => void
}

/** A table field's own columns: each selected, moved and removed by button; new ones by type. */
export function TableColumns({ id, table, selected, marks, dispatch }: TableColumnsProps) {
  const { t, i18n } = useTranslation('workflow-form')
  const count = table.columns.length
  return (
    <div
      className={styles.columns}
      role="group"
      aria-label={t('canvas.columnsOf', { name: localize(table.label, i18n.language) })}
    >
      {table.columns.map((column, c) => {
        const name = localize(column.label, i18n.language) || column.key
        const isSelected = selected?.id === id && selected.column === c
        const issues = marks.get(markKey(id, c)) ?? []
        return (
          <div
            key={`${c}:${column.key}`}
            className={[
              styles.card,
              isSelected && styles.selected,
              issues.length > 0 && styles.faulty,
            ]
              .filter(Boolean)
              .join(' ')}
            data-testid={`column-${table.key}.${column.key}`}
          >
            <Flex align="center" gap={4}>
              <button
                type="button"
                className={styles.cardTitle}
                aria-pressed={isSelected}
                onClick={() => dispatch({ type: 'select', target: { id, column: c } })}
              >
                <CardSummary
                  name={name}
                  fieldKey={column.key}
                  type={column.type}
                  computed={column.computed}
                />
              </button>
              <Button
                size="small"
                type="text"
                icon={<ArrowUpOutlined />}
                disabled={c === 0}
                aria-label={t('canvas.up', { name })}
                onClick={() => dispatch({ type: 'moveColumn', table: id, from: c, to: c - 1 })}
              />
              <Button
                size="small"
                type="text"
                icon={<ArrowDownOutlined />}
                disabled={c === count - 1}
                aria-label={t('canvas.down', { name })}
                onClick={() => dispatch({ type: 'moveColumn', table: id, from: c, to: c + 1 })}
              />
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('canvas.remove', { name })}
                onClick={() => dispatch({ type: 'remove', target: { id, column: c } })}
              />
            </Flex>
            <CardIssues issues={issues} />
          </div>
        )
      })}
      <Select
        size="small"
        value={null}
        placeholder={t('canvas.addColumn')}
        aria-label={t('canvas.addColumnTo', { name: localize(table.label, i18n.language) })}
        options={columnTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        onChange={(type) => type && dispatch({ type: 'addColumn', table: id, fieldType: type })}
        style={{ width: 200 }}
      />
    </div>
  )
}
