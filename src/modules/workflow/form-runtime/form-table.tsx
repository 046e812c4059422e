import { PlusOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { CompiledForm } from '../form-schema/compiled-form'
import { localize } from '../form-schema/display-values'
import { tableRows } from '../form-schema/field-values'
import { isFieldVisible } from '../form-schema/form-evaluation'
import type { FormData, TableField } from '../form-schema/form-schema-types'
import styles from './form-runtime.module.css'
import { FormTableRow } from './form-table-row'
import { useRowWindow } from './use-row-window'
import type { PickerScope } from './picker-options'

export interface FormTableProps {
  form: CompiledForm
  table: TableField
  data: FormData
  isWritable: boolean
  /** Server errors by member (`items[3].qty`), as grouped once by the runtime. */
  errors: ReadonlyMap<string, string[]>
  onCellChange: (table: string, index: number, column: string, value: unknown) => void
  onAddRow: (table: string) => void
  onRemoveRow: (table: string, index: number) => void
  scope: PickerScope
  idPrefix: string
}

/** This table's errors by row, then column; built again only when the errors change. */
function useRowErrors(errors: ReadonlyMap<string, string[]>, key: string) {
  return useMemo(() => {
    const byRow = new Map<number, Record<string, string[]>>()
    const pattern = new RegExp(`^${key}\\[(\\d+)\\]\\.(\\w+)$`)
    for (const [member, messages] of errors) {
      const match = pattern.exec(member)
      if (!match) continue
      const index = Number(match[1])
      byRow.set(index, { ...byRow.get(index), [match[2]]: messages })
    }
    return byRow
  }, [errors, key])
}

/**
 * A table field: a plain table in a box that scrolls on its own (a phone keeps its page still),
 * one memoized row per entry, a row number, add and remove within `minRows`…`maxRows`.
 */
export function FormTable({
  form,
  table,
  data,
  isWritable,
  errors,
  onCellChange,
  onAddRow,
  onRemoveRow,
  scope,
  idPrefix,
}: FormTableProps) {
  const { t, i18n } = useTranslation('form-runtime')
  const rows = tableRows(data[table.key])
  const rowErrors = useRowErrors(errors, table.key)
  const { key } = table
  const changeCell = useCallback(
    (index: number, column: string, value: unknown) => onCellChange(key, index, column, value),
    [onCellChange, key],
  )
  const removeRow = useCallback((index: number) => onRemoveRow(key, index), [onRemoveRow, key])
  const conditional = table.columns.filter((column) => column.visibleWhen)
  const canRemove = rows.length > (table.minRows ?? 0)
  const canAdd = rows.length < (table.maxRows ?? Infinity)
  const { boxRef, onScroll, isWindowed, start, end, rowHeight } = useRowWindow(rows.length)
  const columnCount = table.columns.length + (isWritable ? 2 : 1)
  const rowsWithErrors = [...rowErrors.keys()].sort((a, b) => a - b).map((index) => index + 1)

  return (
    <div>
      <div
        ref={boxRef}
        onScroll={isWindowed ? onScroll : undefined}
        className={isWindowed ? `${styles.tableBox} ${styles.windowedBox}` : styles.tableBox}
      >
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.rowNumber}>#</th>
              {table.columns.map((column) => (
                <th key={column.key}>{localize(column.label, i18n.language)}</th>
              ))}
              {isWritable && (
                <th className={styles.actions}>
                  <span className={styles.srOnly}>{t('actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {start > 0 && (
              <tr aria-hidden style={{ height: start * rowHeight }}>
                <td colSpan={columnCount} />
              </tr>
            )}
            {rows.slice(start, end).map((row, offset) => (
              <FormTableRow
                // Rows have no ids of their own; a removed row shifts the rest, whose inputs
                // take their new values (DecimalInput follows a value set from outside).
                key={start + offset}
                table={table}
                index={start + offset}
                row={row}
                isWritable={isWritable}
                cellErrors={rowErrors.get(start + offset)}
                hiddenColumns={conditional
                  .filter(
                    (column) =>
                      !isFieldVisible(form, data, column.key, { table: key, values: row }),
                  )
                  .map((column) => column.key)
                  .join(',')}
                canRemove={canRemove}
                onCellChange={changeCell}
                onRemove={removeRow}
                scope={scope}
                idPrefix={idPrefix}
              />
            ))}
            {end < rows.length && (
              <tr aria-hidden style={{ height: (rows.length - end) * rowHeight }}>
                <td colSpan={columnCount} />
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {rowsWithErrors.length > 0 && (
        <div className={styles.cellError}>
          {t('rowsWithErrors', { rows: rowsWithErrors.join(', ') })}
        </div>
      )}
      <div className={styles.tableFooter}>
        {isWritable ? (
          <Button icon={<PlusOutlined />} disabled={!canAdd} onClick={() => onAddRow(key)}>
            {t('addRow')}
          </Button>
        ) : (
          <span />
        )}
        <span className={styles.rowCount}>{t('rowCount', { count: rows.length })}</span>
      </div>
    </div>
  )
}
