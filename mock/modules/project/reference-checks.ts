import { entityNotFound } from '../../core/abp-error.ts'
import { businessError } from '../../core/crud/business-error.ts'
import type { Check, CrudContext } from '../../core/crud/crud-resource.ts'
import { liveRows } from '../../core/db/database.ts'
import type { MockDatabase } from '../../core/db/types.ts'
import { detailsOf, liveDictionaries } from '../system/dictionary-dto.ts'

/** Checks of referenced rows shared by projects, htds and work areas. */

/**
 * Unit references (owner, constructor, contractor, supervisor): an existing organisation of the
 * tenant (404 `Organization`), enabled when newly referenced (`Base:OrganizationDisabled`); a unit
 * already referenced stays even when it was disabled since (business-api.md §1.1 "Disabling").
 */
export function checkOrganizations(
  ids: readonly (string | null)[],
  kept: readonly (string | null | undefined)[],
  { db, tenantId, culture }: CrudContext,
): Check {
  const organizations = liveRows(db.organizations, tenantId)
  for (const id of ids) {
    if (id === null) continue
    const org = organizations.find((o) => o.id === id)
    if (!org) return entityNotFound(culture, 'Organization', id)
    if (!org.enabled && !kept.includes(id)) {
      return businessError(culture, 'Base:OrganizationDisabled', org.name)
    }
  }
  return null
}

/** Whether `value` is an enabled value of the (host-owned) dictionary `name`. */
export function isEnabledDictionaryValue(db: MockDatabase, name: string, value: string): boolean {
  const dictionary = liveDictionaries(db).find((d) => d.name === name)
  if (!dictionary) return false
  return detailsOf(db, dictionary.id).some((detail) => detail.enabled && detail.value === value)
}

/**
 * Dictionary-valued fields must hold an enabled value on write (business-api.md §2 end), else
 * `Base:UnknownDictionaryValue` with the dictionary's name and the value.
 */
export function checkDictionaryValues(
  values: readonly [dictionaryName: string, value: string | null][],
  { db, culture }: CrudContext,
): Check {
  for (const [name, value] of values) {
    if (value !== null && !isEnabledDictionaryValue(db, name, value)) {
      return businessError(culture, 'Base:UnknownDictionaryValue', name, value)
    }
  }
  return null
}

/** Trimmed, case-insensitive equality of the uniqueness rules (business-api.md §0.4). */
export function sameText(a: string | null, b: string | null): boolean {
  return a !== null && b !== null && a.trim().toLowerCase() === b.trim().toLowerCase()
}
