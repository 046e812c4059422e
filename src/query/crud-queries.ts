import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { QueryScope } from '@/query/query-keys'
import type { CrudApi } from '@/api/abp/crud-api'
import type { PagedListInput } from '@/api/abp/paged-result-dto'

/**
 * The query options of a conventional resource. Keys: `[...scope, ...resourceKey]` for all of
 * it (what a mutation invalidates), then `'list', input` or `'detail', id`. Calls are `silent`:
 * the query layer shows one toast after its last try (src/query/report-query-error.ts).
 */
export function createCrudQueries<TDto, TFilters extends object>(
  resourceKey: readonly string[],
  api: Pick<CrudApi<TDto, never, never, TFilters>, 'getList' | 'get'>,
) {
  const all = (scope: QueryScope) => [...scope, ...resourceKey] as const
  return {
    all,
    list: (scope: QueryScope, input: PagedListInput<TFilters>) =>
      queryOptions({
        queryKey: [...all(scope), 'list', input] as const,
        queryFn: ({ signal }) => api.getList(input, { signal, silent: true }),
        // The previous page stays on screen while the next one loads.
        placeholderData: keepPreviousData,
      }),
    detail: (scope: QueryScope, id: string) =>
      queryOptions({
        queryKey: [...all(scope), 'detail', id] as const,
        queryFn: ({ signal }) => api.get(id, { signal, silent: true }),
      }),
  }
}

export type CrudQueries<TDto, TFilters extends object> = ReturnType<
  typeof createCrudQueries<TDto, TFilters>
>
