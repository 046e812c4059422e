import type { Dayjs } from 'dayjs'
import {
  claimTypesOf,
  toUserClaims,
  type IdentityServerResourceDto,
  type UserClaimInput,
} from '@/modules/client-manage/api/resource-dtos'
import { fromAbpDateTime, toAbpDateTime } from '@/utils/abp-date'

/**
 * Form values ↔ DTO members of the IdentityServer resource dialogs (abp-api.md §8.3): properties
 * are a dictionary on the wire and key/value rows in the form; secrets are rows too, where a held
 * secret carries its stored hash and a new one the plain value generated in the dialog.
 */

export interface PropertyRow {
  key?: string
  value?: string
}

export interface SecretRow {
  type: string
  /** Held: the stored hash (sent back unchanged); new: the plain value, shown once. */
  value: string
  description?: string | null
  expiration?: Dayjs | null
  isNew: boolean
}

export interface SecretInput {
  type: string
  value: string
  description: string | null
  expiration: string | null
}

export const sharedSecretType = 'SharedSecret'

export function toPropertyRows(properties: Readonly<Record<string, string>>): PropertyRow[] {
  return Object.entries(properties).map(([key, value]) => ({ key, value }))
}

/** Rows → dictionary: keys trimmed, rows without a key dropped. */
export function toProperties(rows: readonly PropertyRow[] | undefined): Record<string, string> {
  const entries = (rows ?? [])
    .map((row) => [row.key?.trim() ?? '', row.value ?? ''] as const)
    .filter(([key]) => key !== '')
  return Object.fromEntries(entries)
}

/** Whether `key` (trimmed) is used by more than one row: the dictionary would lose one. */
export function isDuplicateKey(rows: readonly PropertyRow[] | undefined, key: string): boolean {
  const wanted = key.trim()
  return wanted !== '' && (rows ?? []).filter((row) => row.key?.trim() === wanted).length > 1
}

export function toSecretRows(secrets: readonly SecretInput[]): SecretRow[] {
  return secrets.map((secret) => ({
    type: secret.type,
    value: secret.value,
    description: secret.description,
    expiration: fromAbpDateTime(secret.expiration),
    isNew: false,
  }))
}

export function newSecretRow(value: string): SecretRow {
  return { type: sharedSecretType, value, description: null, expiration: null, isNew: true }
}

export function toSecretInputs(rows: readonly SecretRow[] | undefined): SecretInput[] {
  return (rows ?? []).map((row) => ({
    type: row.type,
    value: row.value,
    description: row.description?.trim() || null,
    expiration: toAbpDateTime(row.expiration),
  }))
}

/** Optional text fields: blank → null, as ABP stores them. */
export function blankToNull(value: string | null | undefined): string | null {
  return value?.trim() || null
}

/** The form values the API scope and API resource dialogs share. */
export interface ResourceFormValues {
  name: string
  displayName?: string | null
  description?: string | null
  enabled: boolean
  showInDiscoveryDocument: boolean
  userClaims: string[]
  properties?: PropertyRow[]
}

/** A resource's shared members as the form shows them: claim types, property rows. */
export function toResourceForm(
  row: IdentityServerResourceDto & { userClaims: readonly UserClaimInput[] },
): ResourceFormValues {
  const { name, displayName, description, enabled, showInDiscoveryDocument } = row
  return {
    name,
    displayName,
    description,
    enabled,
    showInDiscoveryDocument,
    userClaims: claimTypesOf(row),
    properties: toPropertyRows(row.properties),
  }
}

/** The shared members of a resource's input: blank texts as null, claim types as claims. */
export function toResourceInput(values: ResourceFormValues) {
  return {
    displayName: blankToNull(values.displayName),
    description: blankToNull(values.description),
    userClaims: toUserClaims(values.userClaims),
  }
}
