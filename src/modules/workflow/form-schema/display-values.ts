import { formatDecimal, toDecimal } from './decimal.ts'
import { isPickerType, pickerId, pickerName, readMember, tableRows } from './field-values.ts'
import { scaleOf } from './form-evaluation.ts'
import {
  isDisplayField,
  type ColumnField,
  type FormData,
  type FormSchema,
  type LocalizedText,
  type PickerFieldType,
} from './form-schema-types.ts'

type SchemaLanguage = Exclude<keyof LocalizedText, 'zh-Hans'> | 'zh-Hans'

/** The app's language as the schema names it: the app's `zh-CN` reads `zh-Hans` (§1). */
export function toSchemaLanguage(language: string): SchemaLanguage {
  const lower = language.toLowerCase()
  if (lower.startsWith('zh')) return 'zh-Hans'
  if (lower.startsWith('ja')) return 'ja'
  if (lower.startsWith('es')) return 'es'
  return 'en'
}

/** A label in the UI's language, else English, else zh-Hans (always there). */
export function localize(text: LocalizedText | undefined, language: string): string {
  if (!text) return ''
  return text[toSchemaLanguage(language)] || text.en || text['zh-Hans']
}

/** A scalar as text; an object (a malformed value) shows as nothing rather than "[object Object]". */
function plainText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : ''
}

export interface DisplayLookups {
  language: string
  /** The display text of a picker id not frozen yet (the picker's own list); else the id. */
  pickerLabel?: (type: PickerFieldType, id: string) => string | undefined
  /** A dictionary entry's label; else the value. */
  dictionaryLabel?: (dictionary: string, value: string) => string | undefined
}

/**
 * A value field's value as text for reading (the read mode, summaries, a document): money and
 * decimals with thousands separators at their scale, option and dictionary labels, picker names
 * (frozen `{id, name}` first), dates as stored, attachments by name. Empty is ''.
 */
export function formatFieldValue(
  field: ColumnField,
  value: unknown,
  lookups: DisplayLookups,
): string {
  if (value === null || value === undefined || value === '') return ''
  const { language } = lookups
  switch (field.type) {
    case 'number':
    case 'decimal':
    case 'money': {
      const decimal = toDecimal(value)
      return decimal ? formatDecimal(decimal, scaleOf(field)) : ''
    }
    case 'dateRange':
      return Array.isArray(value) ? value.join(' ~ ') : ''
    case 'select':
    case 'radio':
    case 'checkbox': {
      const values: unknown[] = Array.isArray(value) ? value : [value]
      return values
        .map((item) => {
          const option = field.options.find((candidate) => candidate.value === item)
          return option ? localize(option.label, language) : String(item)
        })
        .join(', ')
    }
    case 'dict': {
      const text = plainText(value)
      return lookups.dictionaryLabel?.(field.dictionary, text) ?? text
    }
    case 'upload':
      return Array.isArray(value)
        ? value.map((item) => pickerName(item) ?? pickerId(item) ?? '').join(', ')
        : ''
    default: {
      if (!isPickerType(field.type)) return plainText(value)
      const id = pickerId(value)
      if (!id) return ''
      return pickerName(value) ?? lookups.pickerLabel?.(field.type, id) ?? id
    }
  }
}

/**
 * Form data with every picker value (top level and in table rows) stored as `{id, name}`: what
 * the server does on submit and on every approval (§1), so the instance, its summary and its
 * document show names to everyone, frozen like images. `nameOf` answers undefined for an id it
 * does not know: that value keeps its id as its name.
 */
export function freezePickerValues(
  schema: FormSchema,
  data: FormData,
  nameOf: (type: PickerFieldType, id: string) => string | undefined,
): FormData {
  const freeze = (field: ColumnField, value: unknown) => {
    if (!isPickerType(field.type)) return value
    const id = pickerId(value)
    if (!id) return value
    return { id, name: nameOf(field.type, id) ?? pickerName(value) ?? id }
  }
  const frozen: FormData = { ...data }
  for (const field of schema.fields) {
    if (!Object.hasOwn(data, field.key)) continue
    const value = readMember(data, field.key)
    if (field.type === 'table') {
      frozen[field.key] = tableRows(value).map((row) => {
        const next = { ...row }
        for (const column of field.columns) {
          if (Object.hasOwn(row, column.key)) next[column.key] = freeze(column, row[column.key])
        }
        return next
      })
    } else if (!isDisplayField(field)) {
      frozen[field.key] = freeze(field, value)
    }
  }
  return frozen
}
