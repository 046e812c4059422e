import { compileForm } from './compiled-form.ts'
import { decimalPlaces, maxSignificantDigits, significantDigits, toDecimal } from './decimal.ts'
import { isEmptyValue, isPickerType, pickerId, readMember, tableRows } from './field-values.ts'
import {
  isFieldVisible,
  recomputeFormData,
  scaleOf,
  type ExpressionContext,
} from './form-evaluation.ts'
import {
  isDisplayField,
  type ColumnField,
  type FormData,
  type FormRow,
  type FormSchema,
  type PickerFieldType,
} from './form-schema-types.ts'

/** The rules of business-api.md §0.4 a form field can break. */
export type FormDataRule = 'V1' | 'V2' | 'V3' | 'V5' | 'V6'

/** One field error: the mock backend's ValidationIssue shape (camelCase `items[3].qty`). */
export interface FormDataIssue {
  member: string
  rule: FormDataRule
  args: string[]
}

export interface FormDataValidationOptions {
  /** The instance's section: an `htd` field keyed `htdId` must hold it (§1; else V5). */
  htdId?: string | null
  context?: ExpressionContext
  /** Does this id name something the caller may pick? (the backend's lookups; absent: any id) */
  isKnownPickerValue?: (type: PickerFieldType, id: string) => boolean
  /** Is this a value of that dictionary? (absent: any string) */
  isKnownDictionaryValue?: (dictionary: string, value: string) => boolean
}

export interface FormDataValidation {
  /** Known fields only, hidden ones dropped, computed ones worked out again. */
  data: FormData
  issues: FormDataIssue[]
}

/** Without a schema limit, strings are still bounded (the instance is stored and signed). */
const defaultMaxLength = { input: 200, textarea: 2000 }
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/

function isDate(value: unknown): value is string {
  const match = typeof value === 'string' ? datePattern.exec(value) : null
  if (!match) return false
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return date.toISOString().slice(0, 10) === value
}

type Check = { value: unknown } | { rule: FormDataRule; args?: string[] }

function checkNumber(field: ColumnField, raw: unknown): Check {
  const value = typeof raw === 'number' ? toDecimal(raw) : null
  if (!value) return { rule: 'V5' }
  if (decimalPlaces(value) > scaleOf(field) || significantDigits(value) > maxSignificantDigits) {
    return { rule: 'V5' }
  }
  const { min, max } = field
  if ((min !== undefined && value.lt(min)) || (max !== undefined && value.gt(max))) {
    return { rule: 'V3', args: [String(min ?? ''), String(max ?? '')] }
  }
  return { value: raw }
}

function checkText(field: ColumnField, raw: unknown): Check {
  if (typeof raw !== 'string') return { rule: 'V5' }
  const max =
    field.maxLength ??
    (field.type === 'textarea' ? defaultMaxLength.textarea : defaultMaxLength.input)
  return raw.length > max ? { rule: 'V2', args: [String(max)] } : { value: raw }
}

/** Checks one present (non-empty) value of a value field; returns the value to keep. */
function checkValue(field: ColumnField, raw: unknown, options: FormDataValidationOptions): Check {
  switch (field.type) {
    case 'input':
    case 'textarea':
      return checkText(field, raw)
    case 'number':
    case 'decimal':
    case 'money':
      return checkNumber(field, raw)
    case 'date':
      return isDate(raw) ? { value: raw } : { rule: 'V5' }
    case 'dateRange':
      return Array.isArray(raw) && raw.length === 2 && raw.every(isDate) && raw[0] <= raw[1]
        ? { value: raw }
        : { rule: 'V5' }
    case 'select':
    case 'radio':
      return field.options.some((option) => option.value === raw) ? { value: raw } : { rule: 'V5' }
    case 'checkbox': {
      const values = Array.isArray(raw) ? raw : []
      const known = values.every((item) => field.options.some((option) => option.value === item))
      return Array.isArray(raw) && known && new Set(values).size === values.length
        ? { value: raw }
        : { rule: 'V5' }
    }
    case 'dict': {
      const known = options.isKnownDictionaryValue?.(field.dictionary, raw as string) ?? true
      return typeof raw === 'string' && known ? checkText(field, raw) : { rule: 'V5' }
    }
    case 'upload': {
      if (!Array.isArray(raw) || !raw.every((item) => pickerId(item) !== null))
        return { rule: 'V5' }
      if (field.maxCount !== undefined && raw.length > field.maxCount) {
        return { rule: 'V6', args: [String(field.maxCount)] }
      }
      return { value: raw }
    }
    default: {
      if (!isPickerType(field.type)) return { rule: 'V5' }
      // Kept as the bare id: the server freezes `{id, name}` itself (display-values.ts).
      const id = pickerId(raw)
      if (!id || !(options.isKnownPickerValue?.(field.type, id) ?? true)) return { rule: 'V5' }
      if (field.type === 'htd' && field.key === 'htdId' && options.htdId && id !== options.htdId) {
        return { rule: 'V5' }
      }
      return { value: id }
    }
  }
}

/**
 * Validates form data against a (pinned) schema as the server does (§1): V1 for a required field,
 * V2/V3/V5/V6 per field, members as field paths (`items[3].qty`, 0-based rows). Computed fields
 * are worked out again and what was sent for them is ignored; a field hidden by `visibleWhen` is
 * not required and its value is dropped; unknown keys are dropped. Pure: the backend calls it to
 * check and to store, the runtime to mark fields before sending.
 */
export function validateFormData(
  schema: FormSchema,
  data: FormData,
  options: FormDataValidationOptions = {},
): FormDataValidation {
  const form = compileForm(schema)
  const issues: FormDataIssue[] = []
  const recomputed = recomputeFormData(form, data, options.context)
  const cleaned: FormData = {}

  const checkField = (
    field: ColumnField,
    raw: unknown,
    member: string,
  ): { keep: boolean; value?: unknown } => {
    if (isEmptyValue(raw)) {
      if (field.required) issues.push({ member, rule: 'V1', args: [] })
      return { keep: false }
    }
    if (field.computed) return { keep: true, value: raw }
    const check = checkValue(field, raw, options)
    if ('rule' in check) {
      issues.push({ member, rule: check.rule, args: check.args ?? [] })
      return { keep: false }
    }
    return { keep: true, value: check.value }
  }

  for (const field of schema.fields) {
    if (isDisplayField(field)) continue
    if (!isFieldVisible(form, recomputed, field.key)) continue
    const raw = readMember(recomputed, field.key)
    if (field.type !== 'table') {
      const result = checkField(field, raw, field.key)
      if (result.keep) cleaned[field.key] = result.value
      continue
    }
    if (raw !== undefined && raw !== null && !Array.isArray(raw)) {
      issues.push({ member: field.key, rule: 'V5', args: [] })
      continue
    }
    const rows = tableRows(raw)
    const { minRows = field.required ? 1 : 0, maxRows } = field
    if (rows.length === 0 && minRows > 0) {
      issues.push({ member: field.key, rule: 'V1', args: [] })
    } else if (rows.length < minRows) {
      issues.push({ member: field.key, rule: 'V3', args: [String(minRows), String(maxRows ?? '')] })
    }
    if (maxRows !== undefined && rows.length > maxRows) {
      issues.push({ member: field.key, rule: 'V6', args: [String(maxRows)] })
      continue
    }
    cleaned[field.key] = rows.map((values, index) => {
      const row: FormRow = {}
      for (const column of field.columns) {
        if (!isFieldVisible(form, recomputed, column.key, { table: field.key, values })) continue
        const member = `${field.key}[${index}].${column.key}`
        const result = checkField(column, readMember(values, column.key), member)
        if (result.keep) row[column.key] = result.value
      }
      return row
    })
  }
  return { data: recomputeFormData(form, cleaned, options.context), issues }
}
