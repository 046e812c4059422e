import type { CompiledForm } from './compiled-form.ts'
import { isDecimal, moneyScale, roundDecimal, toWireNumber } from './decimal.ts'
import {
  evaluateExpression,
  type ExpressionScope,
  type ExpressionValue,
} from './expression-evaluate.ts'
import { readMember, tableRows, toExpressionValue } from './field-values.ts'
import type { FormData, FormField, FormRow, ColumnField } from './form-schema-types.ts'

/** What branch conditions see besides the form (§1 "Scope"); the form's own expressions do not. */
export interface ExpressionContext {
  starter?: { organizationIds?: readonly string[]; positionIds?: readonly string[] }
  htd?: { code?: string | null }
  project?: { code?: string | null }
}

function readContext(
  context: ExpressionContext,
  [owner, member]: [string, string],
): ExpressionValue {
  if (owner === 'starter' && (member === 'organizationIds' || member === 'positionIds')) {
    return [...(context.starter?.[member] ?? [])]
  }
  if ((owner === 'htd' || owner === 'project') && member === 'code') {
    return context[owner]?.code ?? null
  }
  return null
}

/**
 * The names an expression sees: inside a row, that row's columns first, then the top-level
 * fields; `table.column` is the column of every row (for `sum`); the context names last.
 */
export function createFormScope(
  form: CompiledForm,
  data: FormData,
  options: { row?: { table: string; values: FormRow }; context?: ExpressionContext } = {},
): ExpressionScope {
  const { row, context = {} } = options
  const rowColumns = row ? form.columns.get(row.table) : undefined
  return {
    read(path) {
      if (path.length === 1) {
        const [key] = path
        const column = rowColumns?.get(key)
        if (row && column) return toExpressionValue(column, readMember(row.values, key))
        const field = form.fields.get(key)
        return field ? toExpressionValue(field, readMember(data, key)) : null
      }
      const [owner, member] = path
      const column = form.columns.get(owner)?.get(member)
      if (column) {
        return tableRows(readMember(data, owner)).map((values) =>
          toExpressionValue(column, readMember(values, member)),
        )
      }
      return readContext(context, [owner, member])
    },
  }
}

/** Decimal places a computed result is rounded to: money 2, decimal its scale, number whole. */
export function scaleOf(field: FormField | ColumnField): number {
  if (field.type === 'money') return moneyScale
  if (field.type === 'decimal') return field.scale ?? 0
  return 0
}

/** A computed result as stored: rounded half away from zero to the field's scale; else null. */
function toStoredNumber(value: ExpressionValue, field: FormField | ColumnField): number | null {
  return isDecimal(value) ? toWireNumber(roundDecimal(value, scaleOf(field))) : null
}

/**
 * Form data with every computed field worked out again, in dependency order (§1). What the
 * client sent for them is ignored. Unchanged rows and an unchanged form keep their identity, so a
 * renderer that compares rows by reference repaints only the rows whose values moved.
 */
export function recomputeFormData(
  form: CompiledForm,
  data: FormData,
  context?: ExpressionContext,
): FormData {
  let current = data
  for (const step of form.computed) {
    if (step.kind === 'field') {
      const value = toStoredNumber(
        evaluateExpression(step.expression, createFormScope(form, current, { context })),
        step.field,
      )
      if (!Object.is(readMember(current, step.field.key), value)) {
        current = { ...current, [step.field.key]: value }
      }
      continue
    }
    const { table, column } = step
    const rows = tableRows(readMember(current, table.key))
    let changed = false
    const nextRows = rows.map((values) => {
      const scope = createFormScope(form, current, { row: { table: table.key, values }, context })
      const value = toStoredNumber(evaluateExpression(step.expression, scope), column)
      if (Object.is(readMember(values, column.key), value)) return values
      changed = true
      return { ...values, [column.key]: value }
    })
    if (changed) current = { ...current, [table.key]: nextRows }
  }
  return current
}

/** `visibleWhen` of a top-level field (or, with `row`, of a column in that row): true without one. */
export function isFieldVisible(
  form: CompiledForm,
  data: FormData,
  key: string,
  row?: { table: string; values: FormRow },
): boolean {
  const expression = form.visibleWhen.get(row ? `${row.table}.${key}` : key)
  if (!expression) return true
  return evaluateExpression(expression, createFormScope(form, data, { row })) === true
}
