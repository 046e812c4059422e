import { Form, Input } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  dictionaryResource,
  type DictionaryCreateDto,
  type DictionaryDto,
} from '@/modules/system/api/dictionary-api'
import { CrudFormModal } from '@/components/crud/crud-form-modal'
import { useDialogRecord, type CrudDialog } from '@/components/crud/use-dialog-record'
import { dictionaryLocks } from './dict-rules'

/** The server's rule (business-api.md §2.2, V4): a code name such as `ProjectStatus`. */
const namePattern = /^[A-Za-z][A-Za-z0-9_.]*$/
const defaults: Partial<DictionaryCreateDto> = {}
const fieldErrorCodes = {
  'Base:DuplicateDictionaryName': 'name',
  'Base:StaticDictionary': 'name',
}

function toForm(row: DictionaryDto): Partial<DictionaryCreateDto> {
  return { name: row.name, description: row.description }
}

/**
 * Create or edit a dictionary (name 64 with the pattern, description 256). A system dictionary
 * keeps its name: the field is locked and says why. Mounted per opening (fresh stamp).
 */
export function DictionaryFormModal({
  dialog,
  onClose,
  onCreated,
}: {
  dialog: CrudDialog
  onClose: () => void
  onCreated: (row: DictionaryDto) => void
}) {
  const { t } = useTranslation('dict')
  const editId = dialog.mode === 'edit' ? dialog.id : ''
  const { record, isLoading, reload, create, update } = useDialogRecord(dictionaryResource, editId)
  const data = record.data
  const initialValues = useMemo(() => (editId ? data && toForm(data) : defaults), [editId, data])
  const nameLocked = editId !== '' && dictionaryLocks(data).name

  const submit = async (values: DictionaryCreateDto) => {
    const input = { ...values, description: values.description?.trim() || null }
    if (editId) {
      const stamp = data?.concurrencyStamp
      return update.mutateAsync({ id: editId, input: { ...input, concurrencyStamp: stamp } })
    }
    onCreated(await create.mutateAsync(input))
  }

  return (
    <CrudFormModal<DictionaryCreateDto>
      open
      title={editId ? t('editDictionary') : t('createDictionary')}
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
        extra={nameLocked ? t('staticName') : undefined}
        rules={[
          { required: true, whitespace: true },
          { max: 64 },
          { pattern: namePattern, message: t('namePattern') },
        ]}
      >
        <Input maxLength={64} showCount disabled={nameLocked} placeholder="ProjectStatus" />
      </Form.Item>
      <Form.Item name="description" label={t('description')} rules={[{ max: 256 }]}>
        <Input maxLength={256} showCount />
      </Form.Item>
    </CrudFormModal>
  )
}
