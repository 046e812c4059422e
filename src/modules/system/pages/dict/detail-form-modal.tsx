import { Form, Input, InputNumber, Switch } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  dictionaryDetailResource,
  type DictionaryDetailUpdateDto,
} from '@/modules/system/api/dictionary-api'
import { CrudRecordModal } from '@/components/crud/crud-record-modal'
import type { CrudDialog } from '@/components/crud/use-dialog-record'
import type { DictionaryLocks } from './dict-rules'

type DetailValues = Omit<DictionaryDetailUpdateDto, 'concurrencyStamp'>

const defaults: Partial<DetailValues> = { sort: 0, enabled: true }
const fieldErrorCodes = {
  'Base:DuplicateDictionaryDetailLabel': 'label',
  'Base:DuplicateDictionaryDetailValue': 'value',
  'Base:StaticDictionary': 'value',
}

/**
 * Create or edit an entry of dictionary `pid` (label and value 64, unique in the dictionary; sort
 * 0–9999). In a system dictionary an entry keeps its value: the field is locked and says why.
 */
export function DetailFormModal({
  pid,
  locks,
  ...props
}: {
  dialog: CrudDialog
  pid: string
  locks: DictionaryLocks
  onClose: () => void
}) {
  const { t } = useTranslation('dict')
  return (
    <CrudRecordModal
      {...props}
      resource={dictionaryDetailResource}
      titles={{ create: t('createDetail'), edit: t('editDetail') }}
      defaults={defaults}
      createWith={{ pid }}
      fieldErrorCodes={fieldErrorCodes}
    >
      {({ isEdit }) => (
        <>
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
            extra={isEdit && locks.detailValue ? t('staticValue') : undefined}
            rules={[{ required: true, whitespace: true }, { max: 64 }]}
          >
            <Input maxLength={64} showCount disabled={isEdit && locks.detailValue} />
          </Form.Item>
          <Form.Item name="sort" label={t('sort')} rules={[{ type: 'integer', min: 0, max: 9999 }]}>
            <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="enabled" label={t('enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </>
      )}
    </CrudRecordModal>
  )
}
