import type { FormSchema } from '../../form-schema/form-schema-types'
import { checkFormSchema, type CheckedSchemaIssue } from '../../form-schema/schema-validation'

/**
 * The designer's checks as the user types: the shared schema check (form-schema/schema-validation.ts,
 * the one validate-schema and the scheme's validate run, expressions read with the runtime's one
 * parser), told in the designer's words. Each issue keeps the JSON path validate-schema gives it,
 * so the server's issues and these are marked on the fields the same way.
 */

export interface DesignIssue {
  /** `fields[2].columns[1].computed`. */
  path: string
  code: string
  /** The key or name at fault, or where an expression stops reading (1-based). */
  detail?: string
  /** The checker's (or the server's) English message: shown when there is no detail to word. */
  message?: string
}

/** Codes the designer words without a fault (`issues.<code>` in each language). */
const wordedWithoutFault = new Set(['BadKey', 'ComputedCycle', 'ComputedNotNumeric', 'TooManyFields', 'BadOptions', 'UnknownDictionary', 'BadLimits']) // prettier-ignore

/**
 * An issue in the designer's words (`issues.<code>`, in the UI language) when its fault is known
 * — the key, the name an expression reads, the character a syntax error is near; an unsafe name
 * has a code of its own — or its code needs none. Any other issue keeps the checker's (English)
 * message.
 */
function designIssue({ path, code, message, fault }: CheckedSchemaIssue): DesignIssue {
  if (!fault) return wordedWithoutFault.has(code) ? { path, code } : { path, code, message }
  switch (fault.kind) {
    case 'syntax':
      return { path, code, detail: String(fault.at + 1) }
    case 'unsafe':
      return { path, code: 'UnsafeName', detail: fault.name }
    default:
      return { path, code, detail: fault.name }
  }
}

/** Every issue of the draft, as the designer marks it on its field. */
export function designIssues(schema: FormSchema): DesignIssue[] {
  return checkFormSchema(schema).map(designIssue)
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
