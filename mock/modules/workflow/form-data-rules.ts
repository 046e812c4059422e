import type { ValidationIssue } from '../../core/crud/validation.ts'
import { addDec, decToNumber, mulDec, roundDec, subDec, toDec, type Dec } from './exact-decimal.ts'
import { evaluateCondition } from './port-engine/branch-condition.ts'
import type { FormField, FormSchema } from './workflow-model.ts'

/**
 * Form data checked against the pinned form version (workflow-api.md §1): hidden fields dropped,
 * V1 required, V2 lengths, V6 row and attachment counts, V5 for a malformed value or a section
 * other than the instance's; every computed field recomputed here in exact decimals (what the
 * client sent is ignored). `members` are field paths (`items[3].qty`). The computed forms served
 * are `a * b`, `a + b`, `a - b`, `sum(table.column)` and a plain key; the form runtime's shared
 * validator replaces this once merged. Pure.
 */

const numericTypes = new Set(['number', 'decimal', 'money'])
const scaleOf = (field: FormField) => (field.type === 'money' ? 2 : field.type === 'decimal' ? (field.scale ?? 0) : 0) // prettier-ignore

function computeValue(
  expression: string,
  scope: Record<string, unknown>,
  tables: Record<string, unknown>,
): Dec | null {
  // prettier-ignore
  const sum = /^sum\((\w+)\.(\w+)\)$/.exec(expression.trim())
  if (sum) {
    const rows = Array.isArray(tables[sum[1]]) ? (tables[sum[1]] as Record<string, unknown>[]) : []
    return rows.reduce<Dec>((acc, row) => { const v = toDec(row?.[sum[2]]); return v ? addDec(acc, v) : acc }, { units: 0n, scale: 0 }) // prettier-ignore
  }
  const binary = /^(\w+)\s*([*+-])\s*(\w+)$/.exec(expression.trim())
  if (binary) {
    const a = toDec(scope[binary[1]])
    const b = toDec(scope[binary[3]])
    if (!a || !b) return null
    return binary[2] === '*' ? mulDec(a, b) : binary[2] === '+' ? addDec(a, b) : subDec(a, b)
  }
  return toDec(scope[expression.trim()])
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0) // prettier-ignore

function checkField(field: FormField, value: unknown, path: string, issues: ValidationIssue[]) {
  if (isEmpty(value)) {
    if (field.required) issues.push({ member: path, rule: 'V1', args: [] })
    return
  }
  if (
    typeof value === 'string' &&
    field.maxLength !== undefined &&
    value.length > field.maxLength
  ) {
    issues.push({ member: path, rule: 'V2', args: [String(field.maxLength)] })
  }
  if (numericTypes.has(field.type) && !toDec(value)) issues.push({ member: path, rule: 'V5', args: [] }) // prettier-ignore
  if (
    field.type === 'upload' &&
    (!Array.isArray(value) || (field.maxCount !== undefined && value.length > field.maxCount))
  ) {
    // prettier-ignore
    issues.push({ member: path, rule: 'V6', args: [String(field.maxCount ?? 0)] })
  }
}

function computeRow(
  columns: FormField[],
  row: Record<string, unknown>,
  top: Record<string, unknown>,
) {
  // prettier-ignore
  const out: Record<string, unknown> = Object.create(null)
  for (const column of columns) if (!column.computed) out[column.key] = row?.[column.key] ?? null
  for (const column of columns) {
    if (!column.computed) continue
    const value = computeValue(column.computed, { ...top, ...out }, {})
    out[column.key] = value ? decToNumber(roundDec(value, scaleOf(column))) : null
  }
  return out
}

export function checkFormData(
  schema: FormSchema,
  input: Record<string, unknown>,
  options: { htdId: string | null; required: boolean },
) {
  // prettier-ignore
  const issues: ValidationIssue[] = []
  const data: Record<string, unknown> = Object.create(null)
  for (const field of schema.fields) {
    if (field.type === 'text' || field.type === 'divider' || field.computed) continue
    data[field.key] = input[field.key] ?? null
  }
  for (const field of schema.fields) {
    if (field.type !== 'table') continue
    const rows = Array.isArray(data[field.key])
      ? (data[field.key] as Record<string, unknown>[])
      : []
    data[field.key] = rows.map((row) => computeRow(field.columns ?? [], row, data))
  }
  for (const field of schema.fields) {
    if (!field.computed) continue
    const value = computeValue(field.computed, data, data)
    data[field.key] = value ? decToNumber(roundDec(value, scaleOf(field))) : null
  }
  for (const field of schema.fields) {
    if (field.visibleWhen && !evaluateCondition(field.visibleWhen, data)) {
      delete data[field.key]
      continue
    }
    const value = data[field.key]
    if (
      field.key === 'htdId' &&
      field.type === 'htd' &&
      options.htdId &&
      !isEmpty(value) &&
      String(value).toLowerCase() !== options.htdId.toLowerCase()
    ) {
      // prettier-ignore
      issues.push({ member: field.key, rule: 'V5', args: [] })
    }
    if (!options.required) continue
    if (field.type === 'table') {
      const rows = value as Record<string, unknown>[]
      if (rows.length < (field.minRows ?? 0) || rows.length > (field.maxRows ?? 500)) {
        issues.push({ member: field.key, rule: rows.length === 0 ? 'V1' : 'V6', args: [String(field.maxRows ?? 500)] }) // prettier-ignore
      }
      rows.forEach((row, index) => (field.columns ?? []).forEach((column) => { if (!column.computed) checkField(column, row[column.key], `${field.key}[${index}].${column.key}`, issues) })) // prettier-ignore
      continue
    }
    if (!field.computed) checkField(field, value, field.key, issues)
  }
  return { data: { ...data }, issues }
}
