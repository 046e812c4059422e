import { namesOf, parseExpression } from '../../form-schema/expression-parser'
import { ExpressionError } from '../../form-schema/expression-tokens'
import type { FormField, FormSchema } from '../../form-schema/form-schema-types'
import {
  fieldKeyPattern,
  reservedFieldKeys,
  validateFormSchema,
} from '../../form-schema/schema-validation'

/**
 * The designer's checks as the user types: keys, and the `computed` / `visibleWhen` expressions
 * read with the one parser the runtime and the backend use (nothing is compiled from text).
 * Each issue has the JSON path validate-schema would give it, so the server's issues and these
 * are marked on the fields the same way.
 */

/** Refused as field keys (§1): they would reach an object's prototype or a context name. */
export const reservedKeys: ReadonlySet<string> = new Set(reservedFieldKeys)

// Names an expression must never read: the reserved keys and the globals an attacker would try.
const unsafeNames: ReadonlySet<string> = new Set([...reservedKeys, 'this', 'globalThis', 'window'])

const keyPattern = fieldKeyPattern

export type KeyProblem = 'BadKey' | 'ReservedKey' | 'DuplicateKey'

/** Why a key cannot be used among its level's other keys, or null. */
export function keyProblem(key: string, otherKeys: readonly string[]): KeyProblem | null {
  if (reservedKeys.has(key)) return 'ReservedKey'
  if (!keyPattern.test(key)) return 'BadKey'
  if (otherKeys.includes(key)) return 'DuplicateKey'
  return null
}

export interface DesignIssue {
  /** `fields[2].columns[1].computed`. */
  path: string
  code: string
  /** The name at fault (UnknownField, UnsafeName) or the parser's detail (BadExpression). */
  detail?: string
  /** The server's message, when it came from validate-schema. */
  message?: string
}

type Scope = (name: [string] | [string, string]) => boolean

function topScope(schema: FormSchema): Scope {
  const byKey = new Map(schema.fields.map((f) => [f.key, f]))
  return ([first, second]) => {
    const field = byKey.get(first)
    if (!field) return false
    if (second === undefined) return true
    return field.type === 'table' && field.columns.some((c) => c.key === second)
  }
}

/** One expression's issue, or null: syntax first, then each name it reads. */
export function expressionIssue(
  source: string,
  inScope: Scope,
): { code: string; detail?: string } | null {
  let tree
  try {
    tree = parseExpression(source)
  } catch (error) {
    if (error instanceof ExpressionError) return { code: 'BadExpression', detail: String(error.at + 1) } // prettier-ignore
    throw error
  }
  for (const name of namesOf(tree)) {
    const unsafe = name.find((part) => unsafeNames.has(part))
    if (unsafe !== undefined) return { code: 'UnsafeName', detail: unsafe }
    if (!inScope(name)) return { code: 'UnknownField', detail: name.join('.') }
  }
  return null
}

function fieldIssues(field: FormField, path: string, inScope: Scope): DesignIssue[] {
  const issues: DesignIssue[] = []
  for (const member of ['computed', 'visibleWhen'] as const) {
    const source = field[member]
    if (!source?.trim()) continue
    const issue = expressionIssue(source, inScope)
    if (issue) issues.push({ path: `${path}.${member}`, ...issue })
  }
  return issues
}

/** Every expression issue of a schema: a column sees its row's columns first, then the fields. */
export function expressionIssues(schema: FormSchema): DesignIssue[] {
  const top = topScope(schema)
  return schema.fields.flatMap((field, i) => {
    const path = `fields[${i}]`
    const own = fieldIssues(field, path, top)
    if (field.type !== 'table') return own
    const rowKeys = new Set(field.columns.map((c) => c.key))
    const rowScope: Scope = (name) => (name.length === 1 && rowKeys.has(name[0])) || top(name)
    return [
      ...own,
      ...field.columns.flatMap((column, c) =>
        fieldIssues(column, `${path}.columns[${c}]`, rowScope),
      ),
    ]
  })
}

/** Every key that breaks the rules, at its level (edited JSON can hold any). */
export function keyIssues(schema: FormSchema): DesignIssue[] {
  const level = (fields: readonly FormField[], path: string): DesignIssue[] =>
    fields.flatMap((field, i) => {
      const others = fields.filter((_, j) => j < i).map((f) => f.key)
      const problem = keyProblem(String(field.key), others)
      const own = problem ? [{ path: `${path}[${i}].key`, code: problem, detail: String(field.key) }] : [] // prettier-ignore
      return field.type === 'table' ? [...own, ...level(field.columns, `${path}[${i}].columns`)] : own // prettier-ignore
    })
  return level(schema.fields, 'fields')
}

/**
 * The checks as typed: keys, the expressions above and the shared schema validation
 * (form-schema/schema-validation.ts, the one the backend's validate-schema runs), without
 * repeating an issue both report at one path.
 */
export function designIssues(schema: FormSchema): DesignIssue[] {
  const own = [...keyIssues(schema), ...expressionIssues(schema)]
  const seen = new Set(own.map((i) => i.path))
  const shared = validateFormSchema(schema).filter((i) => !seen.has(i.path))
  return [...own, ...shared]
}

/** Where an issue's path points: a top-level field, a column of it, and the member. */
export interface IssuePlace {
  field: number
  column?: number
  member?: string
}

const placePattern = /^fields\[(\d+)\](?:\.columns\[(\d+)\])?(?:\.([A-Za-z]+))?/

export function issuePlace(path: string): IssuePlace | null {
  const match = placePattern.exec(path)
  if (!match) return null
  return {
    field: Number(match[1]),
    ...(match[2] !== undefined ? { column: Number(match[2]) } : {}),
    ...(match[3] !== undefined ? { member: match[3] } : {}),
  }
}
