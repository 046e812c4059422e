import type { AbpValidationError } from '../abp-error.ts'
import { isRecord } from '../http/mock-http.ts'
import type { CultureName } from '../localization/culture.ts'
import { validationText, type ValidationRule } from '../localization/validation-texts.ts'

/**
 * Declarative input validation after business-api.md §0.3–0.4: strings are trimmed, blank optional
 * strings become null, every field error of a request is reported together. Pure: the messages
 * are localized only when the 400 answer is built.
 */

/** The "In" column: C required on create, CU on create and update, C! create-only, – optional. */
export type Presence = 'C' | 'CU' | 'C!' | '-'
export type WriteMode = 'create' | 'update'

export interface ValidationIssue {
  /** camelCase member name. */
  member: string
  rule: ValidationRule
  args: string[]
}

type Parsed<T> = { value: T } | { rule: ValidationRule; args?: string[] }

export interface FieldSpec<T> {
  presence: Presence
  /** Value of an absent, null or blank field that is not required. */
  absent: T
  parse: (raw: unknown) => Parsed<T>
}

export type FieldSpecs = Record<string, FieldSpec<unknown>>
export type InputOf<F extends FieldSpecs> = {
  [K in keyof F]: F[K] extends FieldSpec<infer T> ? T : never
}

const guidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
// The shape [EmailAddress] accepts: one @ with text on both sides.
const emailPattern = /^[^@\s]+@[^@\s]+$/

export function isGuid(value: string): boolean {
  return guidPattern.test(value)
}

export function text(presence: Presence, max: number, pattern?: RegExp): FieldSpec<string | null> {
  return {
    presence,
    absent: null,
    parse: (raw) => {
      if (typeof raw !== 'string') return { rule: 'V5' }
      const value = raw.trim()
      if (value.length > max) return { rule: 'V2', args: [String(max)] }
      if (pattern && !pattern.test(value)) return { rule: 'V4', args: [pattern.source] }
      return { value }
    },
  }
}

export function email(presence: Presence, max: number): FieldSpec<string | null> {
  const base = text(presence, max)
  return {
    ...base,
    parse: (raw) => {
      const parsed = base.parse(raw)
      if ('value' in parsed && parsed.value && !emailPattern.test(parsed.value)) {
        return { rule: 'email' }
      }
      return parsed
    },
  }
}

export function integer(min: number, max: number, fallback: number): FieldSpec<number> {
  return {
    presence: '-',
    absent: fallback,
    parse: (raw) => {
      if (typeof raw !== 'number' || !Number.isInteger(raw)) return { rule: 'V5' }
      if (raw < min || raw > max) return { rule: 'V3', args: [String(min), String(max)] }
      return { value: raw }
    },
  }
}

export function enumeration(presence: Presence, values: readonly number[]): FieldSpec<number> {
  return {
    presence,
    absent: values[0],
    parse: (raw) =>
      typeof raw === 'number' && values.includes(raw) ? { value: raw } : { rule: 'V5' },
  }
}

export function boolean(fallback: boolean): FieldSpec<boolean> {
  return {
    presence: '-',
    absent: fallback,
    parse: (raw) => (typeof raw === 'boolean' ? { value: raw } : { rule: 'V5' }),
  }
}

export function guid(presence: Presence = '-'): FieldSpec<string | null> {
  return {
    presence,
    absent: null,
    parse: (raw) =>
      typeof raw === 'string' && isGuid(raw.trim())
        ? { value: raw.trim().toLowerCase() }
        : { rule: 'V5' },
  }
}

/** An array of ids; null stays null (on update: "unchanged"). Duplicates collapse. */
export function guidList(maxCount: number): FieldSpec<string[] | null> {
  return {
    presence: '-',
    absent: null,
    parse: (raw) => {
      if (!Array.isArray(raw)) return { rule: 'V5' }
      if (raw.length > maxCount) return { rule: 'V6', args: [String(maxCount)] }
      if (!raw.every((item) => typeof item === 'string' && isGuid(item))) return { rule: 'V5' }
      return { value: [...new Set(raw.map((item: string) => item.toLowerCase()))] }
    },
  }
}

export function stringList(): FieldSpec<string[] | null> {
  return {
    presence: '-',
    absent: null,
    parse: (raw) =>
      Array.isArray(raw) && raw.every((item) => typeof item === 'string')
        ? { value: [...new Set(raw.map((item: string) => item.trim()).filter(Boolean))] }
        : { rule: 'V5' },
  }
}

/** `extraProperties`: stored as given. */
export function extraProperties(): FieldSpec<Record<string, unknown>> {
  return {
    presence: '-',
    absent: {},
    parse: (raw) => (isRecord(raw) ? { value: { ...raw } } : { rule: 'V5' }),
  }
}

function isRequired(presence: Presence, mode: WriteMode): boolean {
  return presence === 'CU' || (mode === 'create' && (presence === 'C' || presence === 'C!'))
}

export type ValidationResult<F extends FieldSpecs> =
  { ok: true; input: InputOf<F> } | { ok: false; issues: ValidationIssue[] }

/** The body members validateInput reads in a mode: an update skips the create-only ("C!"). */
export function readMembers(fields: FieldSpecs, mode: WriteMode): string[] {
  return Object.entries(fields)
    .filter(([, spec]) => !(mode === 'update' && spec.presence === 'C!'))
    .map(([member]) => member)
}

export function validateInput<F extends FieldSpecs>(
  body: unknown,
  fields: F,
  mode: WriteMode,
): ValidationResult<F> {
  if (!isRecord(body)) return { ok: false, issues: [{ member: 'input', rule: 'V1', args: [] }] }
  const input: Record<string, unknown> = {}
  const issues: ValidationIssue[] = []
  for (const [member, spec] of Object.entries(fields)) {
    // Create-only fields are ignored on update (business-api.md §0.3 "C!").
    if (mode === 'update' && spec.presence === 'C!') {
      input[member] = spec.absent
      continue
    }
    const raw = body[member]
    const blank = raw === undefined || raw === null || (typeof raw === 'string' && !raw.trim())
    if (blank) {
      if (isRequired(spec.presence, mode)) issues.push({ member, rule: 'V1', args: [] })
      input[member] = spec.absent
      continue
    }
    const parsed = spec.parse(raw)
    if ('value' in parsed) input[member] = parsed.value
    else issues.push({ member, rule: parsed.rule, args: parsed.args ?? [] })
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, input: input as InputOf<F> }
}

/** `{0}` of the messages is the PascalCase property name; `members` keep camelCase. */
export function toValidationErrors(
  culture: CultureName,
  issues: readonly ValidationIssue[],
): AbpValidationError[] {
  return issues.map(({ member, rule, args }) => ({
    message: validationText(culture, rule, member[0].toUpperCase() + member.slice(1), ...args),
    members: [member],
  }))
}
