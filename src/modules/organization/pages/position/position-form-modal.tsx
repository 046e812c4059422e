import { Form, Input, InputNumber, Switch } from 'antd'
import { useTranslation } from 'react-i18next'
import { positionResource, type PositionCreateDto } from '@/modules/organization/api/position-api'
import { CrudRecordModal } from '@/components/crud/crud-record-modal'
import type { CrudDialog } from '@/components/crud/use-dialog-record'

const defaults: Partial<PositionCreateDto> = { sort: 0, enabled: true }
const fieldErrorCodes = { 'Base:DuplicatePositionName': 'name' }

const toCreate = (values: PositionCreateDto) => ({
  ...values,
  description: values.description?.trim() || null,
})

/** Create or edit a position (business-api.md §1.2: name 64, sort 0–9999, description 256). */
export function PositionFormModal(props: { dialog: CrudDialog; onClose: () => void }) {
  const { t } = useTranslation('position')
  return (
    <CrudRecordModal
      {...props}
      resource={positionResource}
      titles={{ create: t('createTitle'), edit: t('editTitle') }}
      defaults={defaults}
      toCreate={toCreate}
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
    </CrudRecordModal>
  )
}
