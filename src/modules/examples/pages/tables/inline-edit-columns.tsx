import { Button, Flex } from 'antd'
import type { Rule } from 'antd/es/form'
import type { ColumnsType } from 'antd/es/table'
import { useTranslation } from 'react-i18next'
import type { SampleRecord } from '../sample-data/sample-records'
import type { EditableCellProps, EditableField } from './editable-cell'
import { materialError, materialMaxLength, quantityError } from './inline-edit-rules'

interface InlineEditColumnsOptions {
  editingId: string | undefined
  /** The row whose Edit button takes the focus back when its editing ends. */
  focusEditOf: string | undefined
  onEdit: (row: SampleRecord) => void
  onSave: (row: SampleRecord) => void
  onCancel: () => void
}

export function useInlineEditColumns({
  editingId,
  focusEditOf,
  onEdit,
  onSave,
  onCancel,
}: InlineEditColumnsOptions): ColumnsType<SampleRecord> {
  const { t } = useTranslation('example-tables')
  const rules: Record<EditableField, Rule[]> = {
    material: [
      {
        validator: (_, value) => {
          const error = materialError(value)
          if (!error) return Promise.resolve()
          return Promise.reject(
            new Error(t(`inline.errors.material.${error}`, { max: materialMaxLength })),
          )
        },
      },
    ],
    quantity: [
      {
        validator: (_, value) => {
          const error = quantityError(value)
          return error
            ? Promise.reject(new Error(t(`inline.errors.quantity.${error}`)))
            : Promise.resolve()
        },
      },
    ],
  }
  const editable = (field: EditableField, labelKey: string) => (row: SampleRecord) =>
    ({
      editing: row.id === editingId,
      field,
      inputLabel: t(labelKey, { code: row.code }),
      rules: rules[field],
    }) as EditableCellProps

  return [
    { title: t('columns.code'), dataIndex: 'code', width: 110 },
    {
      title: t('columns.material'),
      dataIndex: 'material',
      onCell: editable('material', 'inline.materialOf'),
    },
    {
      title: t('columns.quantity'),
      dataIndex: 'quantity',
      width: 150,
      align: 'right',
      onCell: editable('quantity', 'inline.quantityOf'),
    },
    { title: t('columns.unit'), dataIndex: 'unit', width: 70 },
    {
      title: t('columns.actions'),
      key: 'actions',
      width: 170,
      render: (_, row) =>
        row.id === editingId ? (
          <Flex gap="small">
            <Button
              type="primary"
              size="small"
              aria-label={t('inline.saveRow', { code: row.code })}
              onClick={() => onSave(row)}
            >
              {t('inline.save')}
            </Button>
            <Button
              size="small"
              aria-label={t('inline.cancelRow', { code: row.code })}
              onClick={onCancel}
            >
              {t('inline.cancel')}
            </Button>
          </Flex>
        ) : (
          <Button
            size="small"
            aria-label={t('inline.editRow', { code: row.code })}
            // One row at a time: another row's open edit is saved or cancelled first.
            disabled={editingId !== undefined}
            // Mounted afresh when its row leaves editing, so the focus comes back here.
            autoFocus={row.id === focusEditOf}
            onClick={() => onEdit(row)}
          >
            {t('inline.edit')}
          </Button>
        ),
    },
  ]
}
