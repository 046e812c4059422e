import type { QueryScope } from '@/query/query-keys'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'
import { useCrudMutations, type CrudResource } from './use-crud-mutations'

/** What a plain CRUD page's dialog is open for: create, or edit of one record (useDialogOpening). */
export type CrudDialog = { mode: 'create' } | { mode: 'edit'; id: string }

/**
 * What a create/edit dialog needs of its resource: the record to edit (`editId`; '' on create),
 * read afresh each time the dialog mounts, so its concurrencyStamp is current; whether it is still
 * loading and how to read it again; and the resource's mutations in the signed-in tenant's scope.
 */
export function useDialogRecord<TDto, TCreate, TUpdate, TFilters extends object>(
  resource: CrudResource<TDto, TCreate, TUpdate, TFilters>,
  editId: string,
  /** The write scope; the signed-in tenant's by default. */
  writeScope?: QueryScope,
) {
  const tenant = useTenantScope()
  const scope = writeScope ?? tenant
  const record = usePageQuery({
    ...resource.queries.detail(scope, editId),
    enabled: editId !== '',
  })
  return {
    scope,
    record,
    isLoading: editId !== '' && !record.data,
    /** Reads the record again: CrudFormModal's `onStale` (someone else changed it). */
    reload: () => record.refetch(),
    ...useCrudMutations(resource, scope),
  }
}
