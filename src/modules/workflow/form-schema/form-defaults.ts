import { compileForm } from './compiled-form.ts'
import { recomputeFormData } from './form-evaluation.ts'
import type { FormData, FormRow, FormSchema, TableField } from './form-schema-types.ts'

/** A new row of a table: each column's `defaultValue`, computed ones left to the recompute. */
export function createRow(table: TableField): FormRow {
  const row: FormRow = {}
  for (const column of table.columns) {
    if (column.defaultValue !== undefined && !column.computed) row[column.key] = column.defaultValue
  }
  return row
}

/**
 * The data of a new form: default values, `minRows` empty rows in each table, the instance's
 * section in the `htdId` field (§1: chosen before the form), computed fields worked out.
 */
export function createInitialFormData(
  schema: FormSchema,
  options: { htdId?: string | null } = {},
): FormData {
  const data: FormData = {}
  for (const field of schema.fields) {
    if (field.type === 'table') {
      data[field.key] = Array.from({ length: field.minRows ?? 0 }, () => createRow(field))
    } else if (field.type === 'htd' && field.key === 'htdId' && options.htdId) {
      data[field.key] = options.htdId
    } else if (field.defaultValue !== undefined && !field.computed) {
      data[field.key] = field.defaultValue
    }
  }
  return recomputeFormData(compileForm(schema), data)
}
