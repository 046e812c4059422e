import { Checkbox, DatePicker, Input, Radio, Select } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import { DictionarySelect } from '@/modules/system'
import { localize } from '../form-schema/display-values'
import { isPickerType } from '../form-schema/field-values'
import type { ColumnField } from '../form-schema/form-schema-types'
import { DecimalInput } from './decimal-input'
import type { PickerScope } from './picker-options'
import { PickerSelect } from './picker-select'
import { UploadField } from './upload-field'

export interface FieldInputProps {
  field: ColumnField
  value: unknown
  onChange: (value: unknown) => void
  id?: string
  /** A cell has no visible label of its own: "Quantity, row 4". */
  ariaLabel?: string
  describedBy?: string
  hasError?: boolean
  scope: PickerScope
}

const dateFormat = 'YYYY-MM-DD'
const toDay = (value: unknown): Dayjs | null =>
  typeof value === 'string' && value !== '' ? dayjs(value.slice(0, 10), dateFormat) : null

/** The control that fills in one value field (§1's types); display fields and tables are not here. */
export function FieldInput({
  field,
  value,
  onChange,
  id,
  ariaLabel,
  describedBy,
  hasError,
  scope,
}: FieldInputProps) {
  const { i18n } = useTranslation()
  const language = i18n.language
  const common = {
    id,
    'aria-label': ariaLabel,
    'aria-describedby': describedBy,
    status: hasError ? ('error' as const) : undefined,
    placeholder: field.placeholder ? localize(field.placeholder, language) : undefined,
  }
  const text = typeof value === 'string' ? value : ''
  switch (field.type) {
    case 'input':
      return (
        <Input
          {...common}
          value={text}
          maxLength={field.maxLength}
          onChange={(e) => onChange(e.target.value)}
        />
      )
    case 'textarea':
      return (
        <Input.TextArea
          {...common}
          value={text}
          maxLength={field.maxLength}
          autoSize={{ minRows: 2, maxRows: 8 }}
          onChange={(e) => onChange(e.target.value)}
        />
      )
    case 'number':
    case 'decimal':
    case 'money':
      return (
        <DecimalInput
          {...common}
          aria-invalid={hasError || undefined}
          value={value}
          onChange={onChange}
          scale={field.type === 'money' ? 2 : field.type === 'decimal' ? (field.scale ?? 0) : 0}
          allowNegative={field.min === undefined || field.min < 0}
        />
      )
    case 'date':
      return (
        <DatePicker
          {...common}
          style={{ width: '100%' }}
          value={toDay(value)}
          onChange={(day: Dayjs | null) => onChange(day ? day.format(dateFormat) : null)}
        />
      )
    case 'dateRange': {
      const [start, end] = Array.isArray(value) ? (value as unknown[]) : []
      return (
        <DatePicker.RangePicker
          id={id}
          status={common.status}
          style={{ width: '100%' }}
          value={[toDay(start), toDay(end)]}
          onChange={(days) =>
            onChange(
              days?.[0] && days[1]
                ? [days[0].format(dateFormat), days[1].format(dateFormat)]
                : null,
            )
          }
        />
      )
    }
    case 'select':
      return (
        <Select<string>
          {...common}
          allowClear
          style={{ width: '100%' }}
          value={text || undefined}
          onChange={(next) => onChange(next ?? null)}
          options={field.options.map((option) => ({
            value: option.value,
            label: localize(option.label, language),
          }))}
        />
      )
    case 'radio':
      return (
        <Radio.Group
          id={id}
          aria-label={ariaLabel}
          value={text || undefined}
          onChange={(e) => onChange(e.target.value)}
          options={field.options.map((option) => ({
            value: option.value,
            label: localize(option.label, language),
          }))}
        />
      )
    case 'checkbox':
      return (
        <div id={id} role="group" aria-label={ariaLabel} aria-describedby={describedBy}>
          <Checkbox.Group
            value={Array.isArray(value) ? (value as string[]) : []}
            onChange={(next) => onChange(next)}
            options={field.options.map((option) => ({
              value: option.value,
              label: localize(option.label, language),
            }))}
          />
        </div>
      )
    case 'dict':
      return (
        <DictionarySelect
          {...common}
          code={field.dictionary}
          allowClear
          style={{ width: '100%', minWidth: 96 }}
          value={text || null}
          onChange={(next) => onChange(next ?? null)}
        />
      )
    case 'upload':
      return (
        <UploadField
          id={id}
          aria-describedby={describedBy}
          value={value}
          onChange={onChange}
          maxCount={field.maxCount}
        />
      )
    default:
      if (!isPickerType(field.type)) return null
      return (
        <PickerSelect
          {...common}
          type={field.type}
          value={value}
          onChange={onChange}
          scope={scope}
        />
      )
  }
}
