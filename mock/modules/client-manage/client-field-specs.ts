import type { FieldSpec } from '../../core/crud/validation.ts'
import type { ClientClaimRecord, ClientPropertyRecord, ClientSecretRecord } from './client-types.ts'
import { isRecord } from '../../core/http/mock-http.ts'

/**
 * Field specs of the client DTOs beyond `crud/validation.ts`: absolute URIs (400 V7 on the
 * member, like `[Url]`), URI and origin lists, nullable integers and the object lists
 * (secrets, claims, properties). Lists: null or absent stays null ("unchanged" on update).
 */

/** Absolute http(s) URI: a scheme, `//` and a host. */
export function isAbsoluteHttpUri(value: string): boolean {
  if (!/^https?:\/\/[^/?#\s]+/i.test(value)) return false
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/** An origin only: scheme, host and port, no path (not even `/`), query or fragment. */
export function isOrigin(value: string): boolean {
  return isAbsoluteHttpUri(value) && new URL(value).origin.toLowerCase() === value.toLowerCase()
}

export function absoluteUri(max: number): FieldSpec<string | null> {
  return {
    presence: '-',
    absent: null,
    parse: (raw) => {
      if (typeof raw !== 'string') return { rule: 'V5' }
      const value = raw.trim()
      if (value.length > max) return { rule: 'V2', args: [String(max)] }
      return isAbsoluteHttpUri(value) ? { value } : { rule: 'V7' }
    },
  }
}

/** Trimmed, non-empty, distinct strings, each at most `max` long and passing `isValid` (V7). */
export function textList(
  max: number,
  isValid?: (value: string) => boolean,
): FieldSpec<string[] | null> {
  return {
    presence: '-',
    absent: null,
    parse: (raw) => {
      if (!Array.isArray(raw) || !raw.every((item) => typeof item === 'string')) {
        return { rule: 'V5' }
      }
      const values = [...new Set(raw.map((item: string) => item.trim()).filter(Boolean))]
      if (values.some((value) => value.length > max)) return { rule: 'V5' }
      if (isValid && !values.every(isValid)) return { rule: 'V7' }
      return { value: values }
    },
  }
}

export function nullableInteger(min: number, max: number): FieldSpec<number | null> {
  return {
    presence: '-',
    absent: null,
    parse: (raw) => {
      if (typeof raw !== 'number' || !Number.isInteger(raw)) return { rule: 'V5' }
      if (raw < min || raw > max) return { rule: 'V3', args: [String(min), String(max)] }
      return { value: raw }
    },
  }
}

/** An optional text of an object list's row: absent/blank → null; too long or not text → undefined. */
function optionalText(raw: unknown, max: number): string | null | undefined {
  if (raw === undefined || raw === null) return null
  if (typeof raw !== 'string') return undefined
  const value = raw.trim()
  if (value.length > max) return undefined
  return value || null
}

/** A list of objects; one bad row makes the whole member invalid (V5). */
function objectList<T>(
  readRow: (row: Record<string, unknown>) => T | undefined,
): FieldSpec<T[] | null> {
  return {
    presence: '-',
    absent: null,
    parse: (raw) => {
      if (!Array.isArray(raw)) return { rule: 'V5' }
      const rows: T[] = []
      for (const item of raw) {
        const row = isRecord(item) ? readRow(item) : undefined
        if (row === undefined) return { rule: 'V5' }
        rows.push(row)
      }
      return { value: rows }
    },
  }
}

const isDateTime = (value: string) =>
  /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:\d{2})?$/.test(value) &&
  !Number.isNaN(Date.parse(value))

/** `[{type, value, description, expiration}]`: the value is required, the type defaults. */
export function secretList(): FieldSpec<ClientSecretRecord[] | null> {
  return objectList((row) => {
    const value = optionalText(row.value, 4000)
    const type = optionalText(row.type, 250)
    const description = optionalText(row.description, 2000)
    const expiration = optionalText(row.expiration, 40)
    if (!value || type === undefined || description === undefined) return undefined
    if (expiration === undefined || (expiration !== null && !isDateTime(expiration)))
      return undefined
    return { type: type ?? 'SharedSecret', value, description, expiration }
  })
}

/** `[{type, value}]`, both required. */
export function claimList(): FieldSpec<ClientClaimRecord[] | null> {
  return objectList((row) => {
    const type = optionalText(row.type, 250)
    const value = optionalText(row.value, 250)
    return type && value ? { type, value } : undefined
  })
}

/** `[{key, value}]`: a key is required. */
export function propertyList(): FieldSpec<ClientPropertyRecord[] | null> {
  return objectList((row) => {
    const key = optionalText(row.key, 250)
    const value = optionalText(row.value, 2000)
    return key && value !== undefined ? { key, value: value ?? '' } : undefined
  })
}
