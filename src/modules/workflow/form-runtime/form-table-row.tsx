import { DeleteOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { localize } from '../form-schema/display-values'
import { readMember } from '../form-schema/field-values'
import type { ColumnField, FormRow, TableField } from '../form-schema/form-schema-types'
import { FieldInput } from './field-input'
import styles from './form-runtime.module.css'
import type { PickerScope } from './picker-options'
import { ReadValue } from './read-value'

export interface FormTableRowProps {
  table: TableField
  index: number
  row: FormRow
  isWritable: boolean
  /** This row's server errors by column; the same object until the errors change. */
  cellErrors: Readonly<Record<string, readonly string[]>> | undefined
  /** Columns hidden in this row by `visibleWhen`, joined: a string, so the row's memo holds. */
  hiddenColumns: string
  canRemove: boolean
  onCellChange: (index: number, column: string, value: unknown) => void
  onRemove: (index: number) => void
  scope: PickerScope
  idPrefix: string
}

const isNumeric = (column: ColumnField) =>
  column.type === 'number' || column.type === 'decimal' || column.type === 'money'

/**
 * One row of a table field. Memoized on its props: a key press in one cell repaints that row and
 * the total, not the other 499 (the callbacks are stable; rows keep their identity when unchanged).
 */
export const FormTableRow = memo(function FormTableRow({
  table,
  index,
  row,
  isWritable,
  cellErrors,
  hiddenColumns,
  canRemove,
  onCellChange,
  onRemove,
  scope,
  idPrefix,
}: FormTableRowProps) {
  const { t, i18n } = useTranslation('form-runtime')
  const hidden = hiddenColumns ? hiddenColumns.split(',') : []
  const rowNumber = index + 1
  return (
    <tr data-row={rowNumber}>
      <td className={styles.rowNumber}>{rowNumber}</td>
      {table.columns.map((column) => {
        if (hidden.includes(column.key)) return <td key={column.key} />
        const value = readMember(row, column.key)
        const errors = cellErrors?.[column.key]
        const errorId = errors ? `${idPrefix}-${index}-${column.key}-error` : undefined
        const label = t('cellLabel', {
          column: localize(column.label, i18n.language),
          row: rowNumber,
        })
        return (
          <td
            key={column.key}
            className={
              isNumeric(column) && (!isWritable || column.computed) ? styles.number : undefined
            }
          >
            {isWritable && !column.computed ? (
              <FieldInput
                field={column}
                value={value}
                onChange={(next) => onCellChange(index, column.key, next)}
                ariaLabel={label}
                describedBy={errorId}
                hasError={!!errors}
                scope={scope}
              />
            ) : (
              <ReadValue field={column} value={value} scope={scope} />
            )}
            {errors && (
              <div id={errorId} className={styles.cellError} role="alert">
                {errors.join(' ')}
              </div>
            )}
          </td>
        )
      })}
      {isWritable && (
        <td className={styles.actions}>
          <Button
            type="text"
            size="small"
            icon={<DeleteOutlined />}
            aria-label={t('removeRow', { row: rowNumber })}
            disabled={!canRemove}
            onClick={() => onRemove(index)}
          />
        </td>
      )}
    </tr>
  )
})
