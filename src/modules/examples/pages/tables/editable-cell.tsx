import { Form, Input, InputNumber } from 'antd'
import type { Rule } from 'antd/es/form'
import type { TdHTMLAttributes } from 'react'

export type EditableField = 'material' | 'quantity'

/** What a column's `onCell` hands to the cell besides the usual `<td>` attributes. */
export interface EditableCellProps extends TdHTMLAttributes<HTMLTableCellElement> {
  /** Set on the cells of the row being edited only. */
  editing?: boolean
  field?: EditableField
  /** Accessible name of the input, naming the record ("Material of SD-00001"). */
  inputLabel?: string
  rules?: Rule[]
}

/**
 * antd's "editable rows" cell: the row being edited shows a Form.Item of the table's surrounding
 * form (its error under the input), every other cell its text.
 */
export function EditableCell({
  editing,
  field,
  inputLabel,
  rules,
  children,
  ...cell
}: EditableCellProps) {
  if (!editing || !field) return <td {...cell}>{children}</td>
  return (
    <td {...cell}>
      <Form.Item name={field} rules={rules} style={{ margin: 0 }}>
        {field === 'quantity' ? (
          <InputNumber aria-label={inputLabel} style={{ width: '100%' }} />
        ) : (
          // The material is the first input of the row: typing can start at once.
          <Input aria-label={inputLabel} autoFocus />
        )}
      </Form.Item>
    </td>
  )
}
