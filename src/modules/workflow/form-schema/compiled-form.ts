import { parseExpression, namesOf, type ExpressionNode } from './expression-parser.ts'
import { ExpressionError } from './expression-tokens.ts'
import type { ColumnField, FormField, FormSchema, TableField } from './form-schema-types.ts'

/** A computed value to work out: a top-level field, or a column of every row of a table. */
export type ComputedStep =
  | { kind: 'field'; field: FormField; expression: ExpressionNode }
  | { kind: 'column'; table: TableField; column: ColumnField; expression: ExpressionNode }

/** A schema made ready to evaluate: its fields by key, parsed expressions, the computed order. */
export interface CompiledForm {
  schema: FormSchema
  fields: ReadonlyMap<string, FormField>
  /** Column maps of the tables, by table key. */
  columns: ReadonlyMap<string, ReadonlyMap<string, ColumnField>>
  /** Computed fields in dependency order (§1: "the order is their dependency order"). */
  computed: readonly ComputedStep[]
  /** Parsed `visibleWhen` by field (a column as `table.column`). */
  visibleWhen: ReadonlyMap<string, ExpressionNode>
}

/** A schema this runtime cannot run: `path` is the JSON path of the field (as validate-schema's). */
export class FormSchemaError extends Error {
  constructor(
    readonly code: 'BadExpression' | 'ComputedCycle',
    readonly path: string,
    detail: string,
  ) {
    super(`${code} at ${path}: ${detail}`)
    this.name = 'FormSchemaError'
  }
}

function parseAt(source: string, path: string): ExpressionNode {
  try {
    return parseExpression(source)
  } catch (error) {
    if (error instanceof ExpressionError)
      throw new FormSchemaError('BadExpression', path, error.message)
    throw error
  }
}

const compiledForms = new WeakMap<FormSchema, CompiledForm>()

/**
 * Parses a schema's expressions once (cached per schema object) and orders its computed fields.
 * Throws a FormSchemaError on an expression that does not parse or a cycle of computed fields.
 */
export function compileForm(schema: FormSchema): CompiledForm {
  const cached = compiledForms.get(schema)
  if (cached) return cached
  const fields = new Map(schema.fields.map((field) => [field.key, field]))
  const columns = new Map<string, Map<string, ColumnField>>()
  const visibleWhen = new Map<string, ExpressionNode>()
  const steps = new Map<string, ComputedStep>()
  const dependencies = new Map<string, string[]>()

  schema.fields.forEach((field, index) => {
    const path = `fields[${index}]`
    if (field.visibleWhen)
      visibleWhen.set(field.key, parseAt(field.visibleWhen, `${path}.visibleWhen`))
    if (field.computed) {
      const expression = parseAt(field.computed, `${path}.computed`)
      steps.set(field.key, { kind: 'field', field, expression })
      dependencies.set(
        field.key,
        namesOf(expression).map((name) => name.join('.')),
      )
    }
    if (field.type !== 'table') return
    const tableColumns = new Map(field.columns.map((column) => [column.key, column]))
    columns.set(field.key, tableColumns)
    field.columns.forEach((column, columnIndex) => {
      const columnPath = `${path}.columns[${columnIndex}]`
      const id = `${field.key}.${column.key}`
      if (column.visibleWhen)
        visibleWhen.set(id, parseAt(column.visibleWhen, `${columnPath}.visibleWhen`))
      if (!column.computed) return
      const expression = parseAt(column.computed, `${columnPath}.computed`)
      steps.set(id, { kind: 'column', table: field, column, expression })
      // Inside a row, a bare name is that row's column first, then a top-level field.
      dependencies.set(
        id,
        namesOf(expression).map((name) =>
          name.length === 1 && tableColumns.has(name[0])
            ? `${field.key}.${name[0]}`
            : name.join('.'),
        ),
      )
    })
  })

  // Depth-first topological order; meeting a step still on the path is a cycle.
  const order: ComputedStep[] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const visit = (id: string, trail: string[]) => {
    const step = steps.get(id)
    if (!step || state.get(id) === 'done') return
    if (state.get(id) === 'visiting') {
      throw new FormSchemaError('ComputedCycle', id, [...trail, id].join(' → '))
    }
    state.set(id, 'visiting')
    for (const dependency of dependencies.get(id) ?? []) visit(dependency, [...trail, id])
    state.set(id, 'done')
    order.push(step)
  }
  for (const id of steps.keys()) visit(id, [])

  const compiled: CompiledForm = { schema, fields, columns, computed: order, visibleWhen }
  compiledForms.set(schema, compiled)
  return compiled
}
