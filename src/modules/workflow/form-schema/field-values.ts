import { toDecimal } from './decimal.ts'
import type { ExpressionValue } from './expression-evaluate.ts'
import {
  pickerFieldTypes,
  type ColumnField,
  type FormField,
  type FormRow,
  type PickerFieldType,
} from './form-schema-types.ts'

/**
 * Reads one member of form data. Only own members: a key such as `constructor` must never reach
 * Object.prototype (§1: evaluators read form data through maps or null-prototype objects only).
 */
export function readMember(data: unknown, key: string): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined
  return Object.hasOwn(data, key) ? (data as Record<string, unknown>)[key] : undefined
}

export function isPickerType(type: string): type is PickerFieldType {
  return (pickerFieldTypes as readonly string[]).includes(type)
}

/** A picker's id, whether the bare id (as typed) or `{id, name}` (as the server froze it). */
export function pickerId(value: unknown): string | null {
  if (typeof value === 'string') return value === '' ? null : value
  const id = readMember(value, 'id')
  return typeof id === 'string' && id !== '' ? id : null
}

/** The frozen display text of a picker value, when the server stored one. */
export function pickerName(value: unknown): string | null {
  const name = readMember(value, 'name')
  return typeof name === 'string' ? name : null
}

/** A row's array of a table field, or none. */
export function tableRows(value: unknown): FormRow[] {
  return Array.isArray(value)
    ? value.filter((row): row is FormRow => typeof row === 'object' && row !== null)
    : []
}

/** True for what §1 counts as missing: null, undefined, an empty string or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  )
}

const datePattern = /^\d{4}-\d{2}-\d{2}/

/** A field's value as the expression language sees it (§1 "Types"); a missing or empty one is null. */
export function toExpressionValue(field: FormField | ColumnField, raw: unknown): ExpressionValue {
  if (field.type === 'table') return tableRows(raw).map(() => null)
  if (isEmptyValue(raw)) return null
  switch (field.type) {
    case 'number':
    case 'decimal':
    case 'money':
      return toDecimal(raw)
    case 'date':
      return typeof raw === 'string' && datePattern.test(raw) ? { date: raw.slice(0, 10) } : null
    case 'dateRange':
    case 'checkbox':
    case 'upload':
      return Array.isArray(raw)
        ? raw.map((item) =>
            field.type === 'dateRange' && typeof item === 'string'
              ? { date: item.slice(0, 10) }
              : field.type === 'upload'
                ? pickerId(item)
                : typeof item === 'string'
                  ? item
                  : null,
          )
        : null
    default:
      if (isPickerType(field.type)) return pickerId(raw)
      return typeof raw === 'string' ? raw : null
  }
}
