import { skipToken, useQuery } from '@tanstack/react-query'
import type { LiveCounts } from '@/api/live-counts/live-counts-dto'
import { liveCountsKey } from '@/query/live-counts'
import { useTenantScope } from '@/query/query-scope'

/**
 * The live counts the menu's badges show (`meta.badge`), as the last reading gave them. It only
 * reads the one live-counts query: the stream and the bell's polling fill it.
 */
export function useMenuCounts(): Partial<LiveCounts> | undefined {
  const { data } = useQuery<LiveCounts>({
    queryKey: liveCountsKey(useTenantScope()),
    queryFn: skipToken,
  })
  return data
}

/** The count a menu entry shows for its badges: their sum, nothing at zero or before a reading. */
export function menuBadgeText(
  badges: readonly (keyof LiveCounts)[] | undefined,
  counts: Partial<LiveCounts> | undefined,
): string | undefined {
  if (!badges || !counts) return undefined
  const total = badges.reduce((sum, name) => sum + (counts[name] ?? 0), 0)
  if (total <= 0) return undefined
  return total > 99 ? '99+' : String(total)
}
