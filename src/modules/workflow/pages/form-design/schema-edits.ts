import type { FormField, FormSchema } from '../../form-schema/form-schema-types'

// Small pure edits of a schema and its ids that the designer's reducer is made of.

/** A field on the canvas: a top-level field by id, or a column of a table field. */
export interface FieldTarget {
  id: string
  column?: number
}

export interface Snapshot {
  schema: FormSchema
  ids: readonly string[]
}

export const indexOfId = (state: Snapshot, id: string) => state.ids.indexOf(id)

/** The field a target names, or undefined when it is gone. */
export function targetField(state: Snapshot, target: FieldTarget): FormField | undefined {
  const field = state.schema.fields[indexOfId(state, target.id)]
  if (target.column === undefined) return field
  return field?.type === 'table' ? field.columns[target.column] : undefined
}

export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item)
  return next
}

export const inRange = (length: number, ...indexes: number[]) =>
  indexes.every((i) => Number.isInteger(i) && i >= 0 && i < length)

/** A patch applied to a field: a member set to undefined is removed, not kept as `undefined`. */
export function patched<T extends FormField>(field: T, patch: Partial<Record<string, unknown>>): T {
  const next: Record<string, unknown> = { ...field }
  for (const [member, value] of Object.entries(patch)) {
    if (value === undefined) delete next[member]
    else next[member] = value
  }
  return next as T
}

export function withFields(schema: FormSchema, fields: FormField[]): FormSchema {
  return { ...schema, fields }
}

/** The table field a column action names, with its index; undefined when it is not a table. */
export function tableAt(state: Snapshot, id: string) {
  const index = indexOfId(state, id)
  const field = state.schema.fields[index]
  return field?.type === 'table' ? { index, field } : undefined
}

export function replaceField(state: Snapshot, index: number, field: FormField): FormSchema {
  return withFields(
    state.schema,
    state.schema.fields.map((f, i) => (i === index ? field : f)),
  )
}

/** A selection that still names a field after the schema changed (undo, redo, replace). */
export function keptSelection(state: Snapshot, selected: FieldTarget | null): FieldTarget | null {
  return selected && targetField(state, selected) ? selected : null
}
