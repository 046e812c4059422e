import type { FieldSpec } from '../../core/crud/validation.ts'
import type { ResourceSecretRecord } from './identity-server-types.ts'
import { isRecord } from '../../core/http/mock-http.ts'

/**
 * Body fields of the IdentityServer resources that the generic specs lack (abp-api.md §8.3):
 * `userClaims: [{type}]`, `scopes: [{scope}]`, `properties: {k: v}`, `secrets: [{type, value,
 * description, expiration}]`. Limits are IdentityServer's column lengths. An absent or null
 * collection is null (on update: unchanged).
 */

/** IdentityServer's `ApiResourceConsts`/`ApiScopeConsts` lengths. */
export const limits = {
  name: 200,
  displayName: 200,
  description: 1000,
  claimType: 200,
  propertyKey: 250,
  propertyValue: 2000,
  secretType: 250,
  secretValue: 4000,
  secretDescription: 2000,
} as const

const nullable = <T>(parse: FieldSpec<T>['parse']): FieldSpec<T | null> => ({
  presence: '-',
  absent: null,
  parse,
})

/** `[{type}]` (plain strings accepted too) → distinct trimmed claim types. */
function objectStrings(member: string, max: number): FieldSpec<string[] | null> {
  return nullable<string[]>((raw) => {
    if (!Array.isArray(raw)) return { rule: 'V5' }
    const values: string[] = []
    for (const item of raw) {
      const value = typeof item === 'string' ? item : isRecord(item) ? item[member] : undefined
      if (typeof value !== 'string' || !value.trim()) return { rule: 'V5' }
      if (value.trim().length > max) return { rule: 'V2', args: [String(max)] }
      values.push(value.trim())
    }
    return { value: [...new Set(values)] }
  })
}

export const userClaimsField = () => objectStrings('type', limits.claimType)
export const scopesField = () => objectStrings('scope', limits.name)

/** `{key: value}` with string values (null → empty). */
export function propertiesField(): FieldSpec<Record<string, string> | null> {
  return nullable<Record<string, string>>((raw) => {
    if (!isRecord(raw)) return { rule: 'V5' }
    const result: Record<string, string> = {}
    for (const [key, value] of Object.entries(raw)) {
      if (value !== null && typeof value !== 'string') return { rule: 'V5' }
      if (!key.trim() || key.length > limits.propertyKey) {
        return { rule: 'V2', args: [String(limits.propertyKey)] }
      }
      if ((value ?? '').length > limits.propertyValue) {
        return { rule: 'V2', args: [String(limits.propertyValue)] }
      }
      result[key.trim()] = value ?? ''
    }
    return { value: result }
  })
}

const isoDate = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/

const optionalText = (raw: unknown): string | null | undefined =>
  raw === undefined || raw === null
    ? null
    : typeof raw === 'string'
      ? raw.trim() || null
      : undefined

/** `[{type, value, description, expiration}]`; `type` defaults to `SharedSecret`. */
export function secretsField(): FieldSpec<ResourceSecretRecord[] | null> {
  return nullable<ResourceSecretRecord[]>((raw) => {
    if (!Array.isArray(raw)) return { rule: 'V5' }
    const secrets: ResourceSecretRecord[] = []
    for (const item of raw) {
      if (!isRecord(item) || typeof item.value !== 'string' || !item.value.trim()) {
        return { rule: 'V5' }
      }
      const type = optionalText(item.type) ?? 'SharedSecret'
      const description = optionalText(item.description)
      const expiration = optionalText(item.expiration)
      if (description === undefined || expiration === undefined) return { rule: 'V5' }
      if (expiration !== null && !isoDate.test(expiration)) return { rule: 'V5' }
      if (item.value.length > limits.secretValue) {
        return { rule: 'V2', args: [String(limits.secretValue)] }
      }
      if (
        type.length > limits.secretType ||
        (description?.length ?? 0) > limits.secretDescription
      ) {
        return { rule: 'V2', args: [String(limits.secretType)] }
      }
      secrets.push({ type, value: item.value.trim(), description, expiration })
    }
    return { value: secrets }
  })
}
