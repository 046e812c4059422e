import { useState } from 'react'
import { nextCachedPages, type CachedPage } from './page-cache-rules'

/**
 * Keeps the route elements of cached pages across navigations. The elements live in state (not a
 * ref) and are updated while rendering, React's pattern for "state derived from the previous
 * render": the list returned is already the new one, and React re-renders this component once
 * before its children.
 */
export function usePageCache<E, L>(
  active: CachedPage<E, L>,
  keep: readonly string[],
  isSameAddress: (kept: L, shown: L) => boolean,
): CachedPage<E, L>[] {
  const [pages, setPages] = useState<CachedPage<E, L>[]>([])
  const next = nextCachedPages(pages, active, keep, isSameAddress)
  if (next !== pages) setPages(next)
  return next
}
