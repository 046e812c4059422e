import { Form, Input, InputNumber, Switch } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  dictionaryDetailResource,
  type DictionaryDetailDto,
  type DictionaryDetailUpdateDto,
} from '@/modules/system/api/dictionary-api'
import { CrudFormModal } from '@/components/crud/crud-form-modal'
import { useDialogRecord, type CrudDialog } from '@/components/crud/use-dialog-record'
import type { DictionaryLocks } from './dict-rules'

type DetailValues = Omit<DictionaryDetailUpdateDto, 'concurrencyStamp'>

const defaults: Partial<DetailValues> = { sort: 0, enabled: true }
const fieldErrorCodes = {
  'Base:DuplicateDictionaryDetailLabel': 'label',
  'Base:DuplicateDictionaryDetailValue': 'value',
  'Base:StaticDictionary': 'value',
}

function toForm({ label, value, sort, enabled }: DictionaryDetailDto): Partial<DetailValues> {
  return { label, value, sort, enabled }
}

/**
 * Create or edit an entry of dictionary `pid` (label and value 64, unique in the dictionary; sort
 * 0–9999). In a system dictionary an entry keeps its value: the field is locked and says why.
 */
export function DetailFormModal({
  dialog,
  pid,
  locks,
  onClose,
}: {
  dialog: CrudDialog
  pid: string
  locks: DictionaryLocks
  onClose: () => void
}) {
  const { t } = useTranslation('dict')
  const editId = dialog.mode === 'edit' ? dialog.id : ''
  const resource = dictionaryDetailResource
  const { record, isLoading, reload, create, update } = useDialogRecord(resource, editId)
  const data = record.data
  const initialValues = useMemo(() => (editId ? data && toForm(data) : defaults), [editId, data])
  const valueLocked = editId !== '' && locks.detailValue

  const submit = (values: DetailValues) => {
    if (!editId) return create.mutateAsync({ ...values, pid })
    const input = { ...values, concurrencyStamp: data?.concurrencyStamp }
    return update.mutateAsync({ id: editId, input })
  }

  return (
    <CrudFormModal<DetailValues>
      open
      title={editId ? t('editDetail') : t('createDetail')}
      initialValues={initialValues}
      loading={isLoading}
      onSubmit={submit}
      onClose={onClose}
      onStale={reload}
      fieldErrorCodes={fieldErrorCodes}
    >
      <Form.Item
        name="label"
        label={t('label')}
        rules={[{ required: true, whitespace: true }, { max: 64 }]}
      >
        <Input maxLength={64} showCount />
      </Form.Item>
      <Form.Item
        name="value"
        label={t('value')}
        extra={valueLocked ? t('staticValue') : undefined}
        rules={[{ required: true, whitespace: true }, { max: 64 }]}
      >
        <Input maxLength={64} showCount disabled={valueLocked} />
      </Form.Item>
      <Form.Item name="sort" label={t('sort')} rules={[{ type: 'integer', min: 0, max: 9999 }]}>
        <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="enabled" label={t('enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </CrudFormModal>
  )
}
