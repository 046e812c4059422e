import { defaultPageSize, type ListView, type SortOrder } from '@/api/abp/paging'

/** The search params a list owns: `page`, `size`, `sort` (`name:asc`) and its filter names. */
export const pageParam = 'page'
export const sizeParam = 'size'
export const sortParam = 'sort'

export type ListFilters<K extends string> = Partial<Record<K, string>>

export interface ListUrlView<K extends string> extends ListView {
  filters: ListFilters<K>
}

function readInt(value: string | null, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10)
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback
}

/**
 * The list the URL describes; anything missing or malformed falls back to page 1, default size.
 * `prefix` tells a second list of the page apart (`detail.` → `detail.page`, `detail.filter`).
 */
export function readListView<K extends string>(
  params: URLSearchParams,
  filterKeys: readonly K[],
  prefix = '',
): ListUrlView<K> {
  const get = (name: string) => params.get(`${prefix}${name}`)
  const [sortField, direction] = (get(sortParam) ?? '').split(':')
  const sortOrder: SortOrder | undefined =
    direction === 'asc' ? 'ascend' : direction === 'desc' ? 'descend' : undefined
  const filters: ListFilters<K> = {}
  for (const key of filterKeys) {
    const value = get(key)?.trim()
    if (value) filters[key] = value
  }
  return {
    page: readInt(get(pageParam), 1),
    pageSize: readInt(get(sizeParam), defaultPageSize),
    sortField: sortOrder && sortField ? sortField : undefined,
    sortOrder: sortOrder && sortField ? sortOrder : undefined,
    filter: filters['filter' as K],
    filters,
  }
}

/**
 * The URL of a list: defaults are left out (a plain link is page 1), other params of the page
 * are kept.
 */
export function writeListView<K extends string>(
  params: URLSearchParams,
  view: ListUrlView<K>,
  filterKeys: readonly K[],
  prefix = '',
): URLSearchParams {
  const next = new URLSearchParams(params)
  const set = (key: string, value: string | undefined) => {
    if (value) next.set(`${prefix}${key}`, value)
    else next.delete(`${prefix}${key}`)
  }
  set(pageParam, view.page > 1 ? String(view.page) : undefined)
  set(sizeParam, view.pageSize !== defaultPageSize ? String(view.pageSize) : undefined)
  const direction = view.sortOrder === 'ascend' ? 'asc' : view.sortOrder === 'descend' ? 'desc' : ''
  set(sortParam, view.sortField && direction ? `${view.sortField}:${direction}` : undefined)
  for (const key of filterKeys) set(key, view.filters[key]?.trim())
  return next
}
