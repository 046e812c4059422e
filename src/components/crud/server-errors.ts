import { isApiError } from '@/api/http/api-error'

/**
 * Business errors that belong to a field: ABP error code → form field, e.g.
 * `{ 'Base:DuplicatePositionName': 'name' }`. A code ending in `*` is a prefix
 * (`'Volo.Abp.Identity:Password*': 'password'`).
 */
export type FieldErrorCodes = Readonly<Record<string, string>>

export interface FieldError {
  name: string
  errors: string[]
}

function fieldOfCode(code: string, codes: FieldErrorCodes): string | undefined {
  if (codes[code]) return codes[code]
  const prefix = Object.keys(codes).find(
    (key) => key.endsWith('*') && code.startsWith(key.slice(0, -1)),
  )
  return prefix ? codes[prefix] : undefined
}

/**
 * The errors of a failed save that the form shows on its fields: ABP `validationErrors` (a 400;
 * `members` are camelCase field names) on the fields the form has, and a business error whose
 * code maps to a field. Errors of fields the form does not have stay with the toast.
 */
export function toFieldErrors(
  error: unknown,
  fieldNames: readonly string[],
  codes: FieldErrorCodes = {},
): FieldError[] {
  if (!isApiError(error)) return []
  const byField = new Map<string, string[]>()
  const add = (name: string, message: string) => {
    if (fieldNames.includes(name)) byField.set(name, [...(byField.get(name) ?? []), message])
  }
  for (const { message, members } of error.validationErrors) {
    for (const member of members) add(member, message)
  }
  const field = error.code ? fieldOfCode(error.code, codes) : undefined
  if (field) add(field, error.message)
  return [...byField].map(([name, errors]) => ({ name, errors }))
}

/**
 * The record changed since it was loaded: 409 from the base services (`concurrencyStamp`; its
 * code, when a server gives one, `Volo.Abp.Data:DbConcurrency`), or 403
 * `Volo.Abp.Identity:ConcurrencyFailure` from identity users and roles.
 */
export function isStaleRecordError(error: unknown): boolean {
  if (!isApiError(error)) return false
  return error.status === 409 || (error.code !== null && staleCodes.includes(error.code))
}

const staleCodes: readonly string[] = [
  'Volo.Abp.Identity:ConcurrencyFailure',
  'Volo.Abp.Data:DbConcurrency',
]
