import { Form, Input } from 'antd'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatFieldValue, localize } from '../form-schema/display-values'
import type { ColumnField } from '../form-schema/form-schema-types'
import type { FieldAccess } from './field-access'
import { FieldInput } from './field-input'
import styles from './form-runtime.module.css'
import type { PickerScope } from './picker-options'
import { ReadValue } from './read-value'

export interface FormFieldItemProps {
  field: ColumnField
  value: unknown
  access: Exclude<FieldAccess, 'hidden'>
  mode: 'fill' | 'read'
  /** The server's messages for this field; the same array until the errors change. */
  messages: readonly string[] | undefined
  onFieldChange: (key: string, value: unknown) => void
  scope: PickerScope
  id: string
  instanceId?: string
}

/**
 * One field that is not a table, with its label, help and errors. Memoized: a key press in a
 * table repaints the total, not the date picker, the pickers and the upload list beside it.
 */
export const FormFieldItem = memo(function FormFieldItem({
  field,
  value,
  access,
  mode,
  messages,
  onFieldChange,
  scope,
  id,
  instanceId,
}: FormFieldItemProps) {
  const { i18n } = useTranslation()
  const label = localize(field.label, i18n.language)
  const help = field.help ? localize(field.help, i18n.language) : undefined
  const errorProps = messages
    ? { validateStatus: 'error' as const, help: messages.join(' ') }
    : { extra: access === 'write' ? help : undefined }
  if (access === 'read' && mode === 'fill' && field.computed) {
    // A computed field while filling in: shown in a box like its neighbours, never typed in.
    return (
      <Form.Item layout="vertical" label={label} htmlFor={id} {...errorProps}>
        <Input
          id={id}
          readOnly
          className={styles.computedValue}
          value={formatFieldValue(field, value, { language: i18n.language })}
          aria-live="polite"
        />
      </Form.Item>
    )
  }
  if (access === 'read') {
    return (
      <Form.Item layout="vertical" label={label} {...errorProps}>
        <div className={styles.readText} id={id}>
          <ReadValue field={field} value={value} scope={scope} instanceId={instanceId} />
        </div>
      </Form.Item>
    )
  }
  return (
    <Form.Item
      layout="vertical"
      label={label}
      htmlFor={id}
      required={field.required}
      {...errorProps}
    >
      <FieldInput
        field={field}
        value={value}
        onChange={(next) => onFieldChange(field.key, next)}
        id={id}
        hasError={!!messages}
        scope={scope}
      />
    </Form.Item>
  )
})
