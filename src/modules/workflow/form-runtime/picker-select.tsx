import { Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { OrganizationSelect } from '@/modules/organization'
import { pickerId, pickerName } from '../form-schema/field-values'
import type { PickerFieldType } from '../form-schema/form-schema-types'
import { usePickerOptions, type PickerScope } from './picker-options'

export interface PickerSelectProps {
  id?: string
  type: PickerFieldType
  /** The bare id, or `{id, name}` as the server froze it. */
  value: unknown
  onChange: (id: string | null) => void
  scope: PickerScope
  placeholder?: string
  status?: 'error'
  'aria-label'?: string
  'aria-describedby'?: string
}

const searchByLabel = { optionFilterProp: 'label' } as const

/** One picker field (§1); the form stores the id. A frozen value keeps its name when not offered. */
export function PickerSelect({ type, value, onChange, scope, ...props }: PickerSelectProps) {
  const { t } = useTranslation('form-runtime')
  const { options, isPending, isError } = usePickerOptions(type, scope)
  const id = pickerId(value)
  if (type === 'organization') {
    return <OrganizationSelect {...props} value={id} onChange={onChange} />
  }
  const name = pickerName(value)
  const shown =
    id && name && !options.some((option) => option.value === id)
      ? [...options, { value: id, label: name }]
      : options
  return (
    <Select<string>
      {...props}
      allowClear
      showSearch={searchByLabel}
      value={isPending && !name ? undefined : (id ?? undefined)}
      onChange={(next) => onChange(next ?? null)}
      options={shown}
      loading={isPending}
      notFoundContent={
        isError
          ? t('pickerLoadFailed')
          : type === 'workArea' && !scope.htdId
            ? t('chooseSectionFirst')
            : undefined
      }
    />
  )
}
