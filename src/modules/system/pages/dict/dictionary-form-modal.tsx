import { Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  dictionaryResource,
  type DictionaryCreateDto,
  type DictionaryDto,
} from '@/modules/system/api/dictionary-api'
import { CrudRecordModal } from '@/components/crud/crud-record-modal'
import type { CrudDialog } from '@/components/crud/use-dialog-record'
import { dictionaryLocks } from './dict-rules'

/** The server's rule (business-api.md §2.2, V4): a code name such as `ProjectStatus`. */
const namePattern = /^[A-Za-z][A-Za-z0-9_.]*$/
const fieldErrorCodes = {
  'Base:DuplicateDictionaryName': 'name',
  'Base:StaticDictionary': 'name',
}

/**
 * Create or edit a dictionary (name 64 with the pattern, description 256). A system dictionary
 * keeps its name: the field is locked and says why. Mounted per opening (fresh stamp).
 */
export function DictionaryFormModal({
  onCreated,
  ...props
}: {
  dialog: CrudDialog
  onClose: () => void
  onCreated: (row: DictionaryDto) => void
}) {
  const { t } = useTranslation('dict')
  return (
    <CrudRecordModal
      {...props}
      resource={dictionaryResource}
      titles={{ create: t('createDictionary'), edit: t('editDictionary') }}
      toCreate={(values: DictionaryCreateDto) => ({
        ...values,
        description: values.description?.trim() || null,
      })}
      onSaved={(row, isEdit) => isEdit || onCreated(row)}
      fieldErrorCodes={fieldErrorCodes}
    >
      {({ isEdit, record }) => {
        const nameLocked = isEdit && dictionaryLocks(record).name
        return (
          <>
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
          </>
        )
      }}
    </CrudRecordModal>
  )
}
