import type { PagedListInput } from '@/api/abp/paged-result-dto'
import { toPagedRequest, type SortOrder } from '@/api/abp/paging'
import type { ListUrlView } from './list-url-state'

export interface ListRequest<TFilters extends object, K extends string> {
  /** What the list shows: the URL's view, its order the default one while the URL names none. */
  view: ListUrlView<K>
  /** What the list call sends (ABP's paged input with the filters). */
  input: PagedListInput<TFilters>
}

/**
 * The list a URL view asks for: the page's fixed filters over the URL's, and `defaultSort` while
 * the URL names no order. The page's list and a prefetch ahead of its opening use this one rule,
 * so both ask with the same query key.
 */
export function listRequest<TFilters extends object, K extends string>(
  urlView: ListUrlView<K>,
  fixedFilters?: Partial<TFilters>,
  defaultSort?: { field: string; order: SortOrder },
): ListRequest<TFilters, K> {
  const view =
    urlView.sortField || !defaultSort
      ? urlView
      : { ...urlView, sortField: defaultSort.field, sortOrder: defaultSort.order }
  // URL filter values are strings; the query string carries them as such.
  const input = {
    ...view.filters,
    ...fixedFilters,
    ...toPagedRequest(view),
  } as PagedListInput<TFilters>
  return { view, input }
}
