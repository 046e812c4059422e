import type { QueryKey } from '@tanstack/react-query'
import type { SortOrder } from '@/api/abp/paging'
import i18n from '@/i18n/i18n'
import { prefetchOnIntent, type IntentContext } from '@/query/intent-prefetch'
import { listRequest } from './list-request'
import { readListView } from './list-url-state'
import type { PagedListQueries } from './use-crud-list'
import { warmListPageStyles } from './warm-list-page-styles'

export interface CrudPagePrefetch<T, TFilters extends object, TKey extends QueryKey> {
  /** The page's text namespaces (those of its `useTranslation`). */
  texts: readonly string[]
  /** The list's queries, in the tenant's scope (a resource's `queries`), as given to useCrudPage. */
  queries: PagedListQueries<T, TFilters, TKey>
  fixedFilters?: Partial<TFilters>
  defaultSort?: { field: string; order: SortOrder }
}

/**
 * A list page's `prefetch` (PageModule): when the user heads for its menu entry, its texts, the
 * first page of its list, asked exactly as the page will ask (listRequest), and a list page's antd
 * styles (warmListPageStyles), so the click shows rows without waiting. The list only for a plain
 * address: filters in the link's URL would need the page's search fields to read them.
 */
export function crudPagePrefetch<T, TFilters extends object, TKey extends QueryKey>(
  page: CrudPagePrefetch<T, TFilters, TKey>,
): (context: IntentContext) => void {
  return ({ target, tenant, client }) => {
    void i18n.loadNamespaces([...page.texts])
    warmListPageStyles()
    if (target.search !== '') return
    const view = readListView<never>(target.searchParams, [])
    const { input } = listRequest<TFilters, never>(view, page.fixedFilters, page.defaultSort)
    prefetchOnIntent(client, page.queries.list(tenant, input))
  }
}
