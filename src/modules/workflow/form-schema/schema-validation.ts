import { compileForm, FormSchemaError } from './compiled-form.ts'
import { checkExpression, type ExpressionFault, type ExpressionNames } from './expression-check.ts'
import { fieldKeyPattern, keyProblem } from './field-keys.ts'
import type { FormSchema } from './form-schema-types.ts'
import { numericFieldTypes, pickerFieldTypes } from './form-schema-types.ts'
import { fieldLimitIssues, isLocalizedText, optionIssues } from './schema-field-rules.ts'

/**
 * `POST /api/workflow/form/validate-schema` (workflow-api.md §1): every problem of a FormSchema,
 * each at its JSON path (`fields[2].columns[1].computed`). Pure: the form designer marks its
 * fields with it as they are typed (`checkFormSchema`, with each issue's fault), the embedded
 * backend answers validate-schema and refuses a save or publish with it.
 */

export const schemaIssueCodes = [
  'DuplicateKey',
  'ReservedKey',
  'BadKey',
  'UnknownField',
  'BadExpression',
  'ComputedCycle',
  'ComputedNotNumeric',
  'TooManyFields',
  'BadOptions',
  'UnknownDictionary',
  'BadLimits',
  // Not in §1's list: a shape the runtime cannot render (not an object, an unknown type, a
  // missing Chinese label, a table without columns). §1's codes all presume a readable field.
  'BadStructure',
] as const
export type SchemaIssueCode = (typeof schemaIssueCodes)[number]

export interface SchemaIssue {
  path: string
  code: SchemaIssueCode
  message?: string
}

/** Beyond the API's issue: the key at fault, or the expression's fault (position, name). */
export type SchemaIssueFault = ExpressionFault | { kind: 'key'; name: string }

export interface CheckedSchemaIssue extends SchemaIssue {
  fault?: SchemaIssueFault
}

export interface SchemaValidationOptions {
  /** The data dictionaries' names; when given, a `dict` field naming another is UnknownDictionary. */
  dictionaries?: readonly string[]
}

/** V6: fields of a schema, table columns included. */
export const maxFormFields = 200

const columnTypes = new Set<string>(['input', 'textarea', ...numericFieldTypes, 'date', 'dateRange', 'select', 'radio', 'checkbox', 'dict', ...pickerFieldTypes, 'upload']) // prettier-ignore
const fieldTypes = new Set<string>([...columnTypes, 'text', 'divider', 'table'])
const numeric = new Set<string>(numericFieldTypes)

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

type Raw = Record<string, unknown>

const keyMessages = {
  BadKey: (key: string) => (key === '' ? 'A key is required' : `'${key}' does not match ${fieldKeyPattern.source}`), // prettier-ignore
  ReservedKey: (key: string) => `'${key}' is reserved`,
  DuplicateKey: (key: string) => `'${key}' is used twice`,
}

/** The key's own problems, then a duplicate in its level (field-keys.ts). */
function keyIssues(field: Raw, path: string, seen: Set<string>): CheckedSchemaIssue[] {
  const problem = keyProblem(field.key, seen)
  if (problem === null) {
    seen.add(field.key as string)
    return []
  }
  const key = typeof field.key === 'string' ? field.key : ''
  return [{ path: `${path}.key`, code: problem, message: keyMessages[problem](key), fault: { kind: 'key', name: key } }] // prettier-ignore
}

/** A field's shape, key, labels, limits and options (not its expressions: they need every key). */
function fieldIssues(
  field: unknown,
  path: string,
  seen: Set<string>,
  inTable: boolean,
  options: SchemaValidationOptions,
): CheckedSchemaIssue[] {
  // prettier-ignore
  if (!isObject(field)) return [{ path, code: 'BadStructure', message: 'A field is an object' }]
  const issues = keyIssues(field, path, seen)
  const allowed = inTable ? columnTypes : fieldTypes
  if (typeof field.type !== 'string' || !allowed.has(field.type)) {
    issues.push({ path: `${path}.type`, code: 'BadStructure', message: `Type '${String(field.type)}' is not allowed ${inTable ? 'in a table' : 'here'}` }) // prettier-ignore
    return issues
  }
  if (!isLocalizedText(field.label)) issues.push({ path: `${path}.label`, code: 'BadStructure', message: 'The label needs its Chinese (zh-Hans) text' }) // prettier-ignore
  for (const member of ['placeholder', 'help'] as const) {
    if (field[member] !== undefined && !isLocalizedText(field[member])) issues.push({ path: `${path}.${member}`, code: 'BadStructure', message: `The ${member} needs its Chinese (zh-Hans) text` }) // prettier-ignore
  }
  issues.push(...fieldLimitIssues(field, path), ...optionIssues(field, path))
  if (field.type === 'dict') {
    const name = field.dictionary
    const known = typeof name === 'string' && name !== '' && (!options.dictionaries || options.dictionaries.includes(name)) // prettier-ignore
    if (!known) issues.push({ path: `${path}.dictionary`, code: 'UnknownDictionary', message: `Unknown dictionary '${typeof name === 'string' ? name : ''}'` }) // prettier-ignore
  }
  if (field.computed !== undefined && !numeric.has(field.type)) issues.push({ path: `${path}.computed`, code: 'ComputedNotNumeric', message: 'Only number, decimal and money fields are computed' }) // prettier-ignore
  return issues
}

interface ExpressionSite {
  path: string
  source: unknown
  rowColumns?: ReadonlySet<string>
}

/** Every `computed` and `visibleWhen` of a readable field, with the row it is evaluated in. */
function expressionSites(fields: Raw[]): ExpressionSite[] {
  const sites: ExpressionSite[] = []
  const add = (field: Raw, path: string, rowColumns?: ReadonlySet<string>) => {
    if (field.computed !== undefined && numeric.has(field.type as string)) sites.push({ path: `${path}.computed`, source: field.computed, rowColumns }) // prettier-ignore
    if (field.visibleWhen !== undefined) sites.push({ path: `${path}.visibleWhen`, source: field.visibleWhen, rowColumns }) // prettier-ignore
  }
  fields.forEach((field, index) => {
    add(field, `fields[${index}]`)
    if (field.type !== 'table' || !Array.isArray(field.columns)) return
    const columns = field.columns.filter(isObject)
    const rowColumns = new Set(columns.map((column) => String(column.key)))
    columns.forEach((column, columnIndex) => add(column, `fields[${index}].columns[${columnIndex}]`, rowColumns)) // prettier-ignore
  })
  return sites
}

/** What the top level's expressions may name: every field, a table with its columns. */
export function expressionNamesOf(fields: readonly Raw[]): ExpressionNames['fields'] {
  const names = new Map<string, ReadonlySet<string> | null>()
  for (const field of fields) {
    if (!isObject(field) || typeof field.key !== 'string') continue
    const columns = field.type === 'table' && Array.isArray(field.columns) ? field.columns.filter(isObject) : null // prettier-ignore
    names.set(field.key, columns ? new Set(columns.map((column) => String(column.key))) : null)
  }
  return names
}

/** A cycle of computed fields, found by the runtime's own dependency order (compileForm). */
function cycleIssues(schema: FormSchema): SchemaIssue[] {
  const pathOf = new Map<string, string>()
  schema.fields.forEach((field, index) => {
    pathOf.set(field.key, `fields[${index}].computed`)
    if (field.type === 'table') field.columns.forEach((column, columnIndex) => pathOf.set(`${field.key}.${column.key}`, `fields[${index}].columns[${columnIndex}].computed`)) // prettier-ignore
  })
  try {
    // A copy: compileForm caches by object, and this schema may still be edited.
    compileForm({ ...schema, fields: [...schema.fields] })
    return []
  } catch (error) {
    if (!(error instanceof FormSchemaError)) throw error
    // A computed text on a field that is not computed is ComputedNotNumeric, reported already.
    if (error.code !== 'ComputedCycle') return []
    return [{ path: pathOf.get(error.path) ?? 'fields', code: 'ComputedCycle', message: error.message }] // prettier-ignore
  }
}

/** validate-schema's answer: the issues as the API writes them. */
export function validateFormSchema(
  schema: unknown,
  options: SchemaValidationOptions = {},
): SchemaIssue[] {
  return checkFormSchema(schema, options).map(({ path, code, message }) => ({
    path,
    code,
    message,
  }))
}

/** Every issue with what is known of its fault: what the form designer shows, in its words. */
export function checkFormSchema(
  schema: unknown,
  options: SchemaValidationOptions = {},
): CheckedSchemaIssue[] {
  if (!isObject(schema)) return [{ path: '', code: 'BadStructure', message: 'A schema is an object' }] // prettier-ignore
  const issues: CheckedSchemaIssue[] = []
  if (schema.schemaVersion !== 1) issues.push({ path: 'schemaVersion', code: 'BadStructure', message: 'schemaVersion is 1' }) // prettier-ignore
  const columns = isObject(schema.layout) ? schema.layout.columns : undefined
  if (schema.layout !== undefined && (!isObject(schema.layout) || (columns !== undefined && columns !== 1 && columns !== 2))) issues.push({ path: 'layout.columns', code: 'BadLimits', message: 'The layout has 1 or 2 columns' }) // prettier-ignore
  if (!Array.isArray(schema.fields)) return [...issues, { path: 'fields', code: 'BadStructure', message: 'fields is a list' }] // prettier-ignore

  const fields = schema.fields as unknown[]
  const seen = new Set<string>()
  let count = 0
  fields.forEach((field, index) => {
    const path = `fields[${index}]`
    count += 1
    issues.push(...fieldIssues(field, path, seen, false, options))
    if (!isObject(field) || field.type !== 'table') return
    if (!Array.isArray(field.columns) || field.columns.length === 0) {
      issues.push({ path: `${path}.columns`, code: 'BadStructure', message: 'A table has columns' })
      return
    }
    const columnKeys = new Set<string>()
    field.columns.forEach((column: unknown, columnIndex) => {
      count += 1
      issues.push(...fieldIssues(column, `${path}.columns[${columnIndex}]`, columnKeys, true, options)) // prettier-ignore
    })
  })
  if (count > maxFormFields) issues.push({ path: 'fields', code: 'TooManyFields', message: `${count} fields; at most ${maxFormFields}` }) // prettier-ignore

  const readable = fields.filter(isObject)
  const topLevel = expressionNamesOf(readable)
  for (const site of expressionSites(readable)) {
    const check = checkExpression(site.source, { fields: topLevel, rowColumns: site.rowColumns })
    if (!check.ok) issues.push({ path: site.path, code: check.code, message: check.message, fault: check.fault }) // prettier-ignore
  }
  const blocking = issues.some((issue) => issue.code === 'BadStructure' || issue.code === 'BadExpression') // prettier-ignore
  return blocking ? issues : [...issues, ...cycleIssues(schema as unknown as FormSchema)]
}
