import { Form, Input, InputNumber, Switch } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  positionResource,
  type PositionCreateDto,
  type PositionDto,
} from '@/modules/organization/api/position-api'
import { CrudFormModal } from '@/components/crud/crud-form-modal'
import { useDialogRecord, type CrudDialog } from '@/components/crud/use-dialog-record'

const defaults: Partial<PositionCreateDto> = { sort: 0, enabled: true }
const fieldErrorCodes = { 'Base:DuplicatePositionName': 'name' }

function toForm(row: PositionDto): Partial<PositionCreateDto> {
  return { name: row.name, sort: row.sort, enabled: row.enabled, description: row.description }
}

/**
 * Create or edit a position (business-api.md §1.2: name 64, sort 0–9999, description 256).
 * Mounted per opening, so the record to edit is read afresh (its current concurrencyStamp).
 */
export function PositionFormModal({
  dialog,
  onClose,
}: {
  dialog: CrudDialog
  onClose: () => void
}) {
  const { t } = useTranslation('position')
  const editId = dialog.mode === 'edit' ? dialog.id : ''
  const { record, isLoading, reload, create, update } = useDialogRecord(positionResource, editId)
  const data = record.data
  const initialValues = useMemo(() => (editId ? data && toForm(data) : defaults), [editId, data])

  const submit = (values: PositionCreateDto) => {
    const input = { ...values, description: values.description?.trim() || null }
    if (!editId) return create.mutateAsync(input)
    return update.mutateAsync({
      id: editId,
      input: { ...input, concurrencyStamp: record.data?.concurrencyStamp },
    })
  }

  return (
    <CrudFormModal<PositionCreateDto>
      open
      title={editId ? t('editTitle') : t('createTitle')}
      initialValues={initialValues}
      loading={isLoading}
      onSubmit={submit}
      onClose={onClose}
      onStale={reload}
      fieldErrorCodes={fieldErrorCodes}
    >
      <Form.Item
        name="name"
        label={t('name')}
        rules={[{ required: true, whitespace: true }, { max: 64 }]}
      >
        <Input maxLength={64} showCount />
      </Form.Item>
      <Form.Item name="sort" label={t('sort')} rules={[{ type: 'integer', min: 0, max: 9999 }]}>
        <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="enabled" label={t('enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="description" label={t('description')} rules={[{ max: 256 }]}>
        <Input.TextArea maxLength={256} showCount rows={3} />
      </Form.Item>
    </CrudFormModal>
  )
}
