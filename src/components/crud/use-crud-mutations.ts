import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CrudApi } from '@/api/abp/crud-api'
import type { CrudQueries } from '@/query/crud-queries'
import type { QueryScope } from '@/query/query-keys'

export interface CrudResource<TDto, TCreate, TUpdate, TFilters extends object> {
  api: CrudApi<TDto, TCreate, TUpdate, TFilters>
  queries: CrudQueries<TDto, TFilters>
  /**
   * Views of other resources that a write of this one changes (an app's name and state show in
   * placements and the dashboard launcher): the cached queries of the tenant whose key this
   * picks reload too, in every scope.
   */
  refreshAlso?: (queryKey: readonly unknown[]) => boolean
}

/**
 * Create, update, delete and bulk delete of a resource. Each is one call (no retry): a failure
 * shows its one toast from the HTTP client and rejects, so the form can keep its values. A
 * success invalidates everything of the resource in this scope, and the tenant's views the
 * resource names in `refreshAlso`: the visible list reloads now, hidden pages when they are
 * shown again.
 */
export function useCrudMutations<TDto, TCreate, TUpdate, TFilters extends object>(
  { api, queries, refreshAlso }: CrudResource<TDto, TCreate, TUpdate, TFilters>,
  scope: QueryScope,
) {
  const client = useQueryClient()
  const onSuccess = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queries.all(scope) }),
      refreshAlso &&
        client.invalidateQueries({
          queryKey: scope.slice(0, 2),
          predicate: ({ queryKey }) => refreshAlso(queryKey),
        }),
    ])
  return {
    create: useMutation({ mutationFn: (input: TCreate) => api.create(input), onSuccess }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: TUpdate }) => api.update(id, input),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => api.delete(id), onSuccess }),
    removeMany: useMutation({
      mutationFn: (ids: readonly string[]) => {
        if (!api.deleteMany) throw new Error(`${api.path} has no bulk delete`)
        return api.deleteMany(ids)
      },
      onSuccess,
    }),
  }
}
