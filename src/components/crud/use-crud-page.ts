import type { QueryKey } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SortOrder } from '@/api/abp/paging'
import { useGrantCheck } from '@/access/use-is-granted'
import type { QueryScope } from '@/query/query-keys'
import { useTenantScope } from '@/query/query-scope'
import type { Policy } from '@/access/permission-rules'
import { filterKeysOf, namesOfSelected, selectionOf, withoutKeys } from './crud-page-rules'
import type { SearchField } from './crud-search-form'
import type { RowAction } from './table-columns'
import { useConfirmDelete } from './use-confirm-delete'
import { useCrudList, type CrudList, type PagedListQueries } from './use-crud-list'
import { useCrudMutations, type CrudResource } from './use-crud-mutations'
import { useDialogOpening, type DialogOpening } from './use-dialog-opening'
import type { CrudDialog } from './use-dialog-record'

/** The permission children of a resource a list page uses (its `…Policies` object). */
export interface CrudPolicies {
  create?: Policy
  update?: Policy
  delete?: Policy
}

interface Row {
  id: string
}

export interface CrudPageOptions<
  T extends Row,
  TFilters extends object,
  K extends string,
  TKey extends QueryKey,
  TDialog = CrudDialog,
> {
  /** What the list reads: a resource (`…Resource`: its queries, and its api for deletes)… */
  resource?: CrudResource<T, never, never, TFilters>
  /** …or only paged queries (a list that is no CRUD resource: my notices, the audit log). */
  queries?: PagedListQueries<T, TFilters, TKey>
  /** The list's scope; the signed-in tenant's by default. */
  scope?: QueryScope
  /** The scope of writes when it is not the list's (sections: listed per project, written per tenant). */
  writeScope?: QueryScope
  /** The search form's fields: each names a URL filter (`<CrudPage>` shows them). */
  search?: SearchField<K>[]
  /** The other URL filters: those the page's own controls set (the organisation tree, tabs). */
  filterKeys?: readonly K[]
  fixedFilters?: Partial<TFilters>
  enabled?: boolean
  urlPrefix?: string
  defaultSort?: { field: string; order: SortOrder }
  /** The record's name: row buttons, the delete question and the selection boxes say it. */
  nameOf: (row: T) => string
  policies?: CrudPolicies
  /**
   * Selection and "Delete selected" for holders of the delete permission (a resource with a bulk
   * delete). The selection belongs to the list it was made in: `selectionOwner` names it.
   */
  bulkDelete?: boolean
  selectionOwner?: unknown
  /** After records were deleted (their ids; the row too when it was one row's Delete). */
  onDeleted?: (ids: string[], row?: T) => void
  /**
   * What the create dialog opens with, when it carries more than `{ mode: 'create' }` (the Users
   * page's organisation chosen in the tree); its type is the page's dialog type.
   */
  createDialog?: () => TDialog
}

export interface CrudPage<T extends Row, K extends string, TDialog = CrudDialog> {
  list: CrudList<T, K>
  /** The search form's fields, when the page declared them to useCrudPage. */
  search: SearchField<K>[] | undefined
  scope: QueryScope
  nameOf: (row: T) => string
  policies: CrudPolicies
  /** The create/edit dialog: `dialog.open({ mode: 'edit', id })`; CrudPage mounts the form. */
  dialog: DialogOpening<TDialog>
  /** Opens the create dialog (the New button). */
  openCreate: () => void
  /**
   * The standard row buttons, for a page that adds its own between them; Delete is disabled with
   * `disabledReason` where the row cannot be deleted (a static role). Null without the permission.
   */
  actions: {
    edit: (row: T) => RowAction | null
    remove: (row: T, disabledReason?: string) => RowAction | null
  }
  /** Asks, naming the record, then deletes it; resolves true once deleted. */
  remove: (row: T) => Promise<boolean>
  /** The bulk selection (undefined without bulk delete or its permission). */
  selection:
    { keys: string[]; onChange: (keys: string[]) => void; nameOf: (row: T) => string } | undefined
  deleteSelected: () => void
}

/**
 * The machinery of a list page (the declaration is `<CrudPage>`): the list in the URL, the
 * create/edit dialog's opening, the delete question naming the record, the selection and its
 * bulk delete, and the standard row buttons under the resource's permissions.
 */
export function useCrudPage<
  T extends Row,
  TFilters extends object,
  K extends string,
  TKey extends QueryKey = QueryKey,
  TDialog = CrudDialog,
>(options: CrudPageOptions<T, TFilters, K, TKey, TDialog>): CrudPage<T, K, TDialog> {
  const { resource, nameOf, policies = {}, onDeleted } = options
  const { t } = useTranslation('crud')
  const tenant = useTenantScope()
  const scope = options.scope ?? tenant
  const queries = (options.queries ?? resource?.queries) as
    PagedListQueries<T, TFilters, TKey> | undefined
  if (!queries) throw new Error('useCrudPage needs a resource or queries')
  const list = useCrudList({
    queries,
    scope,
    filterKeys: filterKeysOf(options.search, options.filterKeys),
    fixedFilters: options.fixedFilters,
    enabled: options.enabled,
    urlPrefix: options.urlPrefix,
    defaultSort: options.defaultSort,
  })
  const mutations = useCrudMutations(
    resource ?? (noResource as unknown as CrudResource<T, never, never, TFilters>),
    options.writeScope ?? (options.scope ? scope : tenant),
  )
  const confirmDelete = useConfirmDelete()
  const dialog = useDialogOpening<TDialog>()
  const canUse = useGrantCheck()
  const owner = options.selectionOwner
  const [selected, setSelected] = useState({ owner, keys: [] as string[] })
  const keys = selectionOf(selected, owner)
  const select = (next: string[]) => setSelected({ owner, keys: next })

  const remove = (row: T) =>
    confirmDelete({ name: nameOf(row) }, () => mutations.remove.mutateAsync(row.id)).then(
      (done) => {
        if (done) {
          setSelected((now) => ({ owner: now.owner, keys: withoutKeys(now.keys, [row.id]) }))
          onDeleted?.([row.id], row)
        }
        return done
      },
    )
  const deleteSelected = () => {
    const ids = keys
    const names = namesOfSelected(list.query.data?.items ?? [], ids, nameOf)
    void confirmDelete({ count: ids.length, names }, () =>
      mutations.removeMany.mutateAsync(ids),
    ).then((done) => {
      if (!done) return
      select([])
      onDeleted?.(ids)
    })
  }
  const canBulkDelete =
    options.bulkDelete === true && policies.delete !== undefined && canUse(policies.delete)

  return {
    list,
    search: options.search,
    scope,
    nameOf,
    policies,
    dialog,
    openCreate: () => dialog.open(options.createDialog?.() ?? ({ mode: 'create' } as TDialog)),
    actions: {
      edit: (row) =>
        policies.update
          ? {
              label: t('edit'),
              policy: policies.update,
              onClick: () => dialog.open({ mode: 'edit', id: row.id } as TDialog),
            }
          : null,
      remove: (row, disabledReason) =>
        policies.delete
          ? {
              label: t('delete'),
              policy: policies.delete,
              danger: true,
              onClick: () => void remove(row),
              disabledReason,
            }
          : null,
    },
    remove,
    selection: canBulkDelete ? { keys, onChange: select, nameOf } : undefined,
    deleteSelected,
  }
}

const refuse = () => Promise.reject(new Error('this list has no writes'))
const noResource: CrudResource<never, never, never, object> = {
  api: {
    path: '',
    getList: refuse,
    get: refuse,
    create: refuse,
    update: refuse,
    delete: refuse,
  },
  queries: undefined as never,
}
