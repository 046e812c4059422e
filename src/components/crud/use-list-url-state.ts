import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { SortOrder } from '@/api/abp/paging'
import { readListView, writeListView, type ListFilters, type ListUrlView } from './list-url-state'

export interface ListUrlState<K extends string> {
  view: ListUrlView<K>
  setPage: (page: number, pageSize: number) => void
  setSort: (field: string | undefined, order: SortOrder | undefined) => void
  /** A new search: back to page 1. */
  setFilters: (filters: ListFilters<K>) => void
}

/**
 * The state of a list lives in the URL (page, page size, sort, filters): a refresh, the back
 * button and a shared link show the same list. Each change is a new history entry. A second list
 * on the page names its params with a `prefix` (`detail.page`).
 */
export function useListUrlState<K extends string>(
  filterKeys: readonly K[],
  prefix = '',
): ListUrlState<K> {
  const [params, setParams] = useSearchParams()
  const keysId = filterKeys.join('\n')
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keysId stands for filterKeys
  const view = useMemo(() => readListView(params, filterKeys, prefix), [params, keysId, prefix])

  const write = useCallback(
    (change: (current: ListUrlView<K>) => ListUrlView<K>) =>
      setParams((current) => {
        const keys = keysId.split('\n') as K[]
        const view = change(readListView(current, keys, prefix))
        return writeListView(current, view, keys, prefix)
      }),
    [setParams, keysId, prefix],
  )

  return {
    view,
    setPage: useCallback(
      (page, pageSize) =>
        write((v) => ({ ...v, page: pageSize === v.pageSize ? page : 1, pageSize })),
      [write],
    ),
    setSort: useCallback(
      (sortField, sortOrder) => write((v) => ({ ...v, page: 1, sortField, sortOrder })),
      [write],
    ),
    setFilters: useCallback((filters) => write((v) => ({ ...v, page: 1, filters })), [write]),
  }
}
