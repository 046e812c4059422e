import { namesOf, parseExpression, type ExpressionNode } from './expression-parser.ts'
import { ExpressionError } from './expression-tokens.ts'

/**
 * Checks an expression of §1's language against the names it may read, without evaluating it:
 * the form designer marks it as typed (with its fault), validate-schema and the scheme's validate
 * report it.
 * Shared by schema-validation.ts and the scheme model's validation.
 */

/** What an expression may name. */
export interface ExpressionNames {
  /** Top-level fields by key; a table's value is the set of its column keys, any other null. */
  fields: ReadonlyMap<string, ReadonlySet<string> | null>
  /** Inside a table column's expression: that row's columns (read before the top level). */
  rowColumns?: ReadonlySet<string>
  /** Branch conditions also see `starter.organizationIds`, `htd.code` and the other context names. */
  context?: boolean
}

/**
 * What a reader may show of a failed check in its own words (the message is the API's English):
 * where the text stops reading (0-based), or the name at fault (an unsafe part, or an unknown name).
 */
export type ExpressionFault =
  | { kind: 'syntax'; at: number }
  | { kind: 'unsafe'; name: string }
  | { kind: 'unknown'; name: string }

export type ExpressionCheck =
  | { ok: true; tree: ExpressionNode }
  | { ok: false; code: 'BadExpression' | 'UnknownField'; message: string; fault?: ExpressionFault }

/** The context names of branch conditions (§1 "Scope"). */
export const contextNames = [
  'starter.organizationIds',
  'starter.positionIds',
  'htd.code',
  'project.code',
] as const

// Names that reach the JavaScript object model or the global scope: refused outright, whatever
// the form holds (the evaluator reads through maps, this keeps a schema from even trying).
const unsafeNames = new Set([
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  'this',
  'globalThis',
  'window',
  'self',
  'document',
  'eval',
  'Function',
])

export const isUnsafeName = (name: string) => unsafeNames.has(name) || name.startsWith('__')

function nameProblem(path: [string] | [string, string], names: ExpressionNames) {
  const text = path.join('.')
  const unsafe = path.find(isUnsafeName)
  if (unsafe !== undefined) return { code: 'BadExpression' as const, message: `Unsafe name '${text}'`, fault: { kind: 'unsafe' as const, name: unsafe } } // prettier-ignore
  const [owner, member] = path
  const known =
    member === undefined
      ? names.rowColumns?.has(owner) || names.fields.has(owner)
      : (names.context && (contextNames as readonly string[]).includes(text)) ||
        names.fields.get(owner)?.has(member) === true
  return known ? null : { code: 'UnknownField' as const, message: `Unknown field '${text}'`, fault: { kind: 'unknown' as const, name: text } } // prettier-ignore
}

/** Parses `source` and checks every name it reads; the first problem is the answer. */
export function checkExpression(source: unknown, names: ExpressionNames): ExpressionCheck {
  if (typeof source !== 'string' || source.trim() === '') {
    return { ok: false, code: 'BadExpression', message: 'An expression is a non-empty text' }
  }
  let tree: ExpressionNode
  try {
    tree = parseExpression(source)
  } catch (error) {
    if (error instanceof ExpressionError) return { ok: false, code: 'BadExpression', message: error.message, fault: { kind: 'syntax', at: error.at } } // prettier-ignore
    throw error
  }
  for (const path of namesOf(tree)) {
    const problem = nameProblem(path, names)
    if (problem) return { ok: false, ...problem }
  }
  return { ok: true, tree }
}
