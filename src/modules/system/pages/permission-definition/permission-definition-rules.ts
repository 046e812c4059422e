import type {
  GrantMatrixDto,
  MultiTenancySide,
  PermissionDefinitionFilters,
} from '@/modules/system/api/permission-definition-api'

/** The page's URL params: the search (keyword, group, side) and the open view. */
export const filterKeys = ['filter', 'groupName', 'multiTenancySide', 'view'] as const
export type FilterKey = (typeof filterKeys)[number]
export type UrlFilters = Partial<Record<FilterKey, string>>

export type DefinitionView = 'definitions' | 'matrix'

/** The text key and Tag colour of a side (ABP `MultiTenancySides`). */
export const sides: Record<MultiTenancySide, { key: string; color: string }> = {
  1: { key: 'sideTenant', color: 'blue' },
  2: { key: 'sideHost', color: 'purple' },
  3: { key: 'sideBoth', color: 'green' },
}

/** A side from the URL; anything but 1, 2 or 3 is no side. */
export function parseSide(text: string | undefined): MultiTenancySide | undefined {
  return text === '1' || text === '2' || text === '3'
    ? (Number(text) as MultiTenancySide)
    : undefined
}

/**
 * The server's filters from the URL. The side is a host user's choice only: a tenant sees Tenant
 * and Both definitions anyway, so a side in a shared link is left out for them.
 */
export function toServerFilters(url: UrlFilters, isHost: boolean): PermissionDefinitionFilters {
  const side = isHost ? parseSide(url.multiTenancySide) : undefined
  return {
    ...(url.filter ? { filter: url.filter } : {}),
    ...(url.groupName ? { groupName: url.groupName } : {}),
    ...(side ? { multiTenancySide: side } : {}),
  }
}

export function parseView(text: string | undefined): DefinitionView {
  return text === 'matrix' ? 'matrix' : 'definitions'
}

/** A search replaces the search fields and keeps the open view. */
export function withSearch(current: UrlFilters, search: UrlFilters): UrlFilters {
  const { view } = current
  return { ...search, ...(view ? { view } : {}) }
}

/** Another view or group keeps the rest of the search; the default view is left out. */
export function withChange(current: UrlFilters, change: UrlFilters): UrlFilters {
  const next: UrlFilters = {}
  for (const key of filterKeys) {
    const value = key in change ? change[key] : current[key]
    if (value && !(key === 'view' && value === 'definitions')) next[key] = value
  }
  return next
}

/** Whether a role grants a permission; the matrix lists granted permissions only. */
export function isGrantedTo(matrix: GrantMatrixDto, permission: string, role: string): boolean {
  return matrix.grants[permission]?.includes(role) ?? false
}
