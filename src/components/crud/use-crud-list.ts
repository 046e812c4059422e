import type { UseQueryResult } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { CrudQueries } from '@/api/abp/crud-queries'
import type { PagedListInput, PagedResultDto } from '@/api/abp/paged-result-dto'
import { lastPage, toPagedRequest } from '@/api/abp/paging'
import type { QueryScope } from '@/query/query-keys'
import { usePageQuery } from '@/query/use-page-query'
import { useListUrlState, type ListUrlState } from './use-list-url-state'

export interface CrudList<T, K extends string> extends ListUrlState<K> {
  query: UseQueryResult<PagedResultDto<T>>
}

interface CrudListOptions<T, TFilters extends object, K extends string> {
  queries: CrudQueries<T, TFilters>
  scope: QueryScope
  /** The URL params that are filters: `filter` (the keyword) and the resource's own. */
  filterKeys: readonly K[]
  /** False while the scope is not known yet (project-scoped lists wait for the project). */
  enabled?: boolean
}

/** A server-paged list: URL state → ABP paged input → the list query. */
export function useCrudList<T, TFilters extends object, K extends string>({
  queries,
  scope,
  filterKeys,
  enabled = true,
}: CrudListOptions<T, TFilters, K>): CrudList<T, K> {
  const state = useListUrlState(filterKeys)
  const { view, setPage } = state
  // URL filter values are strings; the query string carries them as such.
  const input = { ...view.filters, ...toPagedRequest(view) } as PagedListInput<TFilters>
  const query = usePageQuery({ ...queries.list(scope, input), enabled })
  const total = query.data?.totalCount
  const isPastEnd = !query.isPlaceholderData && query.data?.items.length === 0 && view.page > 1

  // A delete emptied the last page: show the new last page instead of an empty one.
  useEffect(() => {
    if (isPastEnd && total !== undefined) setPage(lastPage(total, view.pageSize), view.pageSize)
  }, [isPastEnd, total, setPage, view.pageSize])

  return { ...state, query }
}
