// STAND-IN, to be replaced by the form runtime (branch i23-form: a lazily loaded
// `<FormRuntime schema value onChange mode fieldPermissions errors>` in
// src/modules/workflow/form-runtime/). It has the same props so that the swap is an import: it
// renders the top-level fields and tables' cells as plain inputs, computes nothing (the server
// recomputes every computed field) and shows server errors on their fields and cells.
import { Button, Form, Input, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  FieldPermission,
  type FieldPermissions,
  type FormData,
  type FormField,
  type FormSchema,
  type LocalizedText,
} from '@/modules/workflow/api/form-schema-stand-in'
import styles from './stand-in-form.module.css'

export interface StandInFormProps {
  schema: FormSchema
  value: FormData
  onChange?: (next: FormData) => void
  mode: 'fill' | 'read'
  fieldPermissions?: FieldPermissions
  /** Server errors by member: `period`, `items[3].qty`. */
  errors?: Readonly<Record<string, readonly string[]>>
  /** Where an `upload` field's control comes from (the start page's attachments). */
  renderUpload?: (field: FormField, readOnly: boolean, label: string) => React.ReactNode
}

function labelOf(text: LocalizedText, language: string): string {
  const lang = language.startsWith('zh') ? 'zh-Hans' : (language.slice(0, 2) as 'en' | 'ja' | 'es')
  return text[lang] || text.en || text['zh-Hans']
}

function textOf(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value)
  }
  // A frozen picker value `{id, name}` shows its name; anything else shows nothing.
  const name: unknown = value && typeof value === 'object' && 'name' in value ? value.name : null
  return typeof name === 'string' ? name : ''
}

type Row = Record<string, unknown>

const numericTypes: ReadonlySet<string> = new Set(['number', 'decimal', 'money'])

/** A typed number is sent as a number; anything else as typed, for the server to refuse on the field. */
function valueOf(field: FormField, text: string): unknown {
  if (!numericTypes.has(field.type)) return text
  if (text.trim() === '') return null
  return /^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : text
}

export function StandInForm(props: StandInFormProps) {
  const { schema, value, onChange, mode, fieldPermissions = {}, errors = {} } = props
  const { i18n } = useTranslation()
  const { t } = useTranslation('workflow-instance')
  const language = i18n.language
  const set = (key: string, next: unknown) => onChange?.({ ...value, [key]: next })
  const isReadOnly = (field: FormField) =>
    mode === 'read' || !!field.computed || fieldPermissions[field.key] === FieldPermission.Read
  const help = (member: string) => errors[member]?.join(' ')

  const cellInput = (table: FormField, rows: Row[], index: number, column: FormField) => {
    const member = `${table.key}[${index}].${column.key}`
    const readOnly = isReadOnly(table) || !!column.computed
    const label = `${labelOf(column.label, language)} ${index + 1}`
    return (
      <td key={column.key}>
        {readOnly ? (
          <span>{textOf(rows[index][column.key])}</span>
        ) : (
          <Input
            aria-label={label}
            status={help(member) ? 'error' : undefined}
            value={textOf(rows[index][column.key])}
            onChange={
              (e) =>
              set(table.key, rows.map((row, i) => (i === index ? { ...row, [column.key]: valueOf(column, e.target.value) } : row))) // prettier-ignore
            }
          />
        )}
        {help(member) && <div className={styles.cellError}>{help(member)}</div>}
      </td>
    )
  }

  const tableOf = (field: FormField) => {
    const rows = Array.isArray(value[field.key]) ? (value[field.key] as Row[]) : []
    const columns = field.columns ?? []
    return (
      <div>
        <div className={styles.tableBox}>
          <table className={styles.table}>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.key}>{labelOf(c.label, language)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((_, index) => (
                <tr key={index}>{columns.map((c) => cellInput(field, rows, index, c))}</tr>
              ))}
            </tbody>
          </table>
        </div>
        {!isReadOnly(field) && (
          <Button size="small" onClick={() => set(field.key, [...rows, {}])}>
            {t('addRow')}
          </Button>
        )}
      </div>
    )
  }

  const controlOf = (field: FormField) => {
    if (field.type === 'table') return tableOf(field)
    if (field.type === 'upload')
      return props.renderUpload?.(field, isReadOnly(field), labelOf(field.label, language)) ?? null
    if (isReadOnly(field)) return <Typography.Text>{textOf(value[field.key]) || '—'}</Typography.Text> // prettier-ignore
    const common = {
      id: `field-${field.key}`,
      value: textOf(value[field.key]),
      maxLength: field.maxLength,
    }
    return field.type === 'textarea' ? (
      <Input.TextArea {...common} onChange={(e) => set(field.key, e.target.value)} />
    ) : (
      <Input {...common} onChange={(e) => set(field.key, valueOf(field, e.target.value))} />
    )
  }

  const shown = schema.fields.filter(
    (field) => fieldPermissions[field.key] !== FieldPermission.Hidden && field.type !== 'divider',
  )
  return (
    <Form layout="vertical" component="div" className={styles.form}>
      {shown.map((field) => (
        <Form.Item
          key={field.key}
          label={labelOf(field.label, language)}
          htmlFor={`field-${field.key}`}
          required={mode === 'fill' && field.required && !isReadOnly(field)}
          validateStatus={help(field.key) ? 'error' : undefined}
          help={help(field.key)}
          data-field={field.key}
        >
          {controlOf(field)}
        </Form.Item>
      ))}
    </Form>
  )
}
