import { normalizeSearchText, type SearchItem } from './build-search-index'

/** Enough for a dropdown; more hits mean the query is too short to be useful anyway. */
export const defaultSearchLimit = 10

/** Lower is better: title prefix, title anywhere, then group title or path. */
function rank(item: SearchItem, query: string): number | undefined {
  if (item.titleKeys.some((key) => key.startsWith(query))) return 0
  if (item.titleKeys.some((key) => key.includes(query))) return 1
  if (item.contextKeys.some((key) => key.includes(query))) return 2
  return undefined
}

/** The pages whose title (or group title, pinyin or path) contains `query`, best first. */
export function searchMenu(
  index: readonly SearchItem[],
  query: string,
  limit = defaultSearchLimit,
): SearchItem[] {
  const normalized = normalizeSearchText(query)
  if (!normalized) return []
  return index
    .map((item, order) => ({ item, order, rank: rank(item, normalized) }))
    .filter(
      (hit): hit is { item: SearchItem; order: number; rank: number } => hit.rank !== undefined,
    )
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, limit)
    .map((hit) => hit.item)
}
