import {
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query'
import { useState } from 'react'
import { intentStartedAt } from './intent-prefetch'

/**
 * A page's query. The page cache keeps a hidden page in React <Activity>: its effects (and so
 * its query subscriptions) are torn down and re-created when it is shown again, but its state
 * survives. That state remembers when this page instance was opened: data loaded before it is
 * stale (a page opened afresh, or refreshed, loads again), data loaded since is fresh until a
 * mutation invalidates it or the key changes (a kept page shown again calls nothing). A page
 * opened from a menu entry counts as opened when the entry was pointed at, if its query was
 * prefetched then (src/query/intent-prefetch.ts): that answer is not asked for again.
 */
export function usePageQuery<TData, TKey extends QueryKey>(
  options: UseQueryOptions<TData, Error, TData, TKey>,
): UseQueryResult<TData> {
  // Opened when the user showed the intent to open it, if a prefetch then asked for this key.
  const [openedAt] = useState(() => intentStartedAt(options.queryKey) ?? Date.now())
  return useQuery({
    ...options,
    staleTime: (query) => (query.state.dataUpdatedAt < openedAt ? 0 : Infinity),
  })
}
