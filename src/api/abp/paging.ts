import type { PagedListRequest } from './paged-result-dto'

export type SortOrder = 'ascend' | 'descend'

/** A list as the user sees it: 1-based page, page size, one sort column, filter values. */
export interface ListView {
  page: number
  pageSize: number
  sortField?: string
  sortOrder?: SortOrder
  filter?: string
}

export const defaultPageSize = 10
export const pageSizeOptions = [10, 20, 50, 100] as const
/** ABP refuses `maxResultCount` outside 1..1000 (business-api.md §0.4). */
const maxPageSize = 1000

/** antd's sorter order as ABP's `sorting`: `name asc` / `name desc`; nothing without a column. */
export function toSorting(
  field: string | undefined,
  order: SortOrder | undefined,
): string | undefined {
  if (!field || !order) return undefined
  return `${field} ${order === 'ascend' ? 'asc' : 'desc'}`
}

/** The page the user looks at → ABP's skipCount/maxResultCount/sorting/filter. */
export function toPagedRequest(view: ListView): PagedListRequest {
  const pageSize = Math.min(Math.max(Math.trunc(view.pageSize) || defaultPageSize, 1), maxPageSize)
  const page = Math.max(Math.trunc(view.page) || 1, 1)
  const request: PagedListRequest = { skipCount: (page - 1) * pageSize, maxResultCount: pageSize }
  const sorting = toSorting(view.sortField, view.sortOrder)
  if (sorting) request.sorting = sorting
  const filter = view.filter?.trim()
  if (filter) request.filter = filter
  return request
}

/** The 1-based page that `skipCount` falls on. */
export function toPage(skipCount: number, maxResultCount: number): number {
  return Math.floor(Math.max(skipCount, 0) / Math.max(maxResultCount, 1)) + 1
}

/** The last page that still has rows (after a delete emptied the page the user was on). */
export function lastPage(totalCount: number, pageSize: number): number {
  return Math.max(Math.ceil(totalCount / Math.max(pageSize, 1)), 1)
}
