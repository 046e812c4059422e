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
 * button and a shared link show the same list. Each change is a new history entry.
 */
export function useListUrlState<K extends string>(filterKeys: readonly K[]): ListUrlState<K> {
  const [params, setParams] = useSearchParams()
  const keysId = filterKeys.join('\n')
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keysId stands for filterKeys
  const view = useMemo(() => readListView(params, filterKeys), [params, keysId])

  const write = useCallback(
    (change: (current: ListUrlView<K>) => ListUrlView<K>) =>
      setParams((current) => {
        const keys = keysId.split('\n') as K[]
        return writeListView(current, change(readListView(current, keys)), keys)
      }),
    [setParams, keysId],
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
