import type { QueryKey, UseQueryOptions, UseQueryResult } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { PagedListInput, PagedResultDto } from '@/api/abp/paged-result-dto'
import { lastPage, type SortOrder } from '@/api/abp/paging'
import type { QueryScope } from '@/query/query-keys'
import { usePageQuery } from '@/query/use-page-query'
import { keepsPreviousRows } from './list-placeholder-rules'
import { listRequest } from './list-request'
import { useListUrlState, type ListUrlState } from './use-list-url-state'

export interface CrudList<T, K extends string> extends ListUrlState<K> {
  query: UseQueryResult<PagedResultDto<T>>
}

/**
 * What the list needs of a resource's queries: its `list` query options (`CrudQueries` has them;
 * so do odd lists such as `notice/my` or `todo/my`, which have no detail route).
 */
export interface PagedListQueries<T, TFilters extends object, TKey extends QueryKey = QueryKey> {
  list: (
    scope: QueryScope,
    input: PagedListInput<TFilters>,
  ) => UseQueryOptions<PagedResultDto<T>, Error, PagedResultDto<T>, TKey>
}

interface CrudListOptions<T, TFilters extends object, K extends string, TKey extends QueryKey> {
  queries: PagedListQueries<T, TFilters, TKey>
  scope: QueryScope
  /** The URL params that are filters: `filter` (the keyword) and the resource's own. */
  filterKeys: readonly K[]
  /** False while the scope is not known yet (project-scoped lists wait for the project). */
  enabled?: boolean
  /** Names this list's URL params apart from another list's on the page (`detail.page`). */
  urlPrefix?: string
  /** Filters the page sets itself, not from the URL (the master row of a master–detail page). */
  fixedFilters?: Partial<TFilters>
  /**
   * The order while the URL names none (newest first): sent to the server and shown on its
   * column. Give that column `sortDirections` starting with this order, so a click reverses it.
   */
  defaultSort?: { field: string; order: SortOrder }
}

/** A server-paged list: URL state → ABP paged input → the list query. */
export function useCrudList<
  T,
  TFilters extends object,
  K extends string,
  TKey extends QueryKey = QueryKey,
>({
  queries,
  scope,
  filterKeys,
  enabled = true,
  urlPrefix = '',
  fixedFilters,
  defaultSort,
}: CrudListOptions<T, TFilters, K, TKey>): CrudList<T, K> {
  const state = useListUrlState(filterKeys, urlPrefix)
  const { setPage } = state
  const { view, input } = listRequest<TFilters, K>(state.view, fixedFilters, defaultSort)
  const query = usePageQuery({
    ...queries.list(scope, input),
    enabled,
    // The rows stay while the next page loads, not when the fixed filters name another list.
    placeholderData: (previous, previousQuery) =>
      keepsPreviousRows(previousQuery?.queryKey.at(-1), fixedFilters) ? previous : undefined,
  })
  const total = query.data?.totalCount
  const isPastEnd = !query.isPlaceholderData && query.data?.items.length === 0 && view.page > 1

  // A delete emptied the last page: show the new last page instead of an empty one.
  useEffect(() => {
    if (isPastEnd && total !== undefined) setPage(lastPage(total, view.pageSize), view.pageSize)
  }, [isPastEnd, total, setPage, view.pageSize])

  return { ...state, view, query }
}
