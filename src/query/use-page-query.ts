import {
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query'
import { useState } from 'react'

/**
 * A page's query. The page cache keeps a hidden page in React <Activity>: its effects (and so
 * its query subscriptions) are torn down and re-created when it is shown again, but its state
 * survives. That state remembers when this page instance was opened: data loaded before it is
 * stale (a page opened afresh, or refreshed, loads again), data loaded since is fresh until a
 * mutation invalidates it or the key changes (a kept page shown again calls nothing).
 */
export function usePageQuery<TData, TKey extends QueryKey>(
  options: UseQueryOptions<TData, Error, TData, TKey>,
): UseQueryResult<TData> {
  const [openedAt] = useState(Date.now)
  return useQuery({
    ...options,
    staleTime: (query) => (query.state.dataUpdatedAt < openedAt ? 0 : Infinity),
  })
}
