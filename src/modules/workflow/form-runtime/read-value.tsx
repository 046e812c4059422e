import { PaperClipOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useTranslation } from 'react-i18next'
import { useDictionaryTags } from '@/modules/system'
import { formatFieldValue } from '../form-schema/display-values'
import { isPickerType, pickerId, pickerName } from '../form-schema/field-values'
import type { ColumnField, PickerFieldType } from '../form-schema/form-schema-types'
import { downloadAttachment } from './form-runtime-api'
import { usePickerOptions, type PickerScope } from './picker-options'
import { downloadFile } from '@/utils/download-file'

function DictionaryValue({ code, value }: { code: string; value: string }) {
  return useDictionaryTags(code, { bordered: false })(value)
}

/** A picker id the server has not frozen yet (a draft): named from the picker's own list. */
function PickerValue({
  type,
  id,
  scope,
}: {
  type: PickerFieldType
  id: string
  scope: PickerScope
}) {
  const { options } = usePickerOptions(type, scope)
  return options.find((option) => option.value === id)?.label ?? id
}

async function saveAttachment(instanceId: string, id: string, name: string) {
  downloadFile(await downloadAttachment(instanceId, id), name)
}

function Attachments({ value, instanceId }: { value: unknown[]; instanceId?: string }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {value.map((item) => {
        const id = pickerId(item) ?? ''
        const name = pickerName(item) ?? id
        return (
          <li key={id}>
            <PaperClipOutlined />{' '}
            {instanceId ? (
              <Button
                type="link"
                size="small"
                onClick={() => void saveAttachment(instanceId, id, name)}
              >
                {name}
              </Button>
            ) : (
              name
            )}
          </li>
        )
      })}
    </ul>
  )
}

export interface ReadValueProps {
  field: ColumnField
  value: unknown
  scope: PickerScope
  instanceId?: string
}

/** A value as read (§1 display values): money with separators, labels and names, never an input. */
export function ReadValue({ field, value, scope, instanceId }: ReadValueProps) {
  const { t, i18n } = useTranslation('form-runtime')
  const empty = <span className="form-runtime-empty">{t('empty')}</span>
  if (value === null || value === undefined || value === '') return empty
  if (field.type === 'dict' && typeof value === 'string') {
    return <DictionaryValue code={field.dictionary} value={value} />
  }
  if (field.type === 'upload') {
    return Array.isArray(value) && value.length > 0 ? (
      <Attachments value={value} instanceId={instanceId} />
    ) : (
      empty
    )
  }
  const id = isPickerType(field.type) ? pickerId(value) : null
  if (isPickerType(field.type) && id && !pickerName(value)) {
    return <PickerValue type={field.type} id={id} scope={scope} />
  }
  return formatFieldValue(field, value, { language: i18n.language }) || empty
}
