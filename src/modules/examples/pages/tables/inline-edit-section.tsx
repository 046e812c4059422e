import { Form, Table } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMessageApi } from '@/components/providers/message-api'
import { createSampleRecords, type SampleRecord } from '../sample-data/sample-records'
import { EditableCell } from './editable-cell'
import { useInlineEditColumns } from './inline-edit-columns'

type RowDraft = Pick<SampleRecord, 'material' | 'quantity'>

const components = { body: { cell: EditableCell } }

function isValidationFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'errorFields' in error
}

/**
 * antd's "editable rows": one form around the table holds the fields of the row being edited;
 * Save validates them and writes the row, Cancel drops them (the rows were never touched).
 */
export function InlineEditSection() {
  const { t } = useTranslation('example-tables')
  const message = useMessageApi()
  const [form] = Form.useForm<RowDraft>()
  const [rows, setRows] = useState(() => createSampleRecords(8))
  const [editingId, setEditingId] = useState<string>()
  const [focusEditOf, setFocusEditOf] = useState<string>()

  const stopEditing = () => {
    setFocusEditOf(editingId)
    setEditingId(undefined)
  }

  const columns = useInlineEditColumns({
    editingId,
    focusEditOf,
    onEdit: (row) => {
      form.setFieldsValue({ material: row.material, quantity: row.quantity })
      setEditingId(row.id)
    },
    onCancel: stopEditing,
    onSave: (row) => {
      form.validateFields().then(
        (draft) => {
          const changed = { material: draft.material.trim(), quantity: draft.quantity }
          setRows((all) => all.map((one) => (one.id === row.id ? { ...one, ...changed } : one)))
          stopEditing()
          void message.success(t('inline.saved', { code: row.code }))
        },
        (error: unknown) => {
          // A failed rule shows under its field and the row stays open; anything else is a bug.
          if (!isValidationFailure(error)) throw error
        },
      )
    },
  })

  return (
    <Form form={form} component={false}>
      <Table<SampleRecord>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        components={components}
        pagination={false}
      />
    </Form>
  )
}
