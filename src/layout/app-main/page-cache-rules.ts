/**
 * Which page elements the page cache keeps (pure; the element and location types are generic so
 * the rules are tested without React). The active page is always kept; the others only while the
 * tags view lists them in its cached views.
 */
export interface CachedPage<Element, Location> {
  /** The tab's path (see toViewPath): one cached page per tab. */
  key: string
  /** The location the page was last shown at; hidden pages keep seeing it. */
  location: Location
  /** The route element (react-router's outlet) the page was last rendered with. */
  element: Element
}

/**
 * The next cached pages: the active one updated in place (or appended), pages that lost their
 * place in `keep` dropped. Returns `pages` itself when nothing changed, so the caller can tell.
 *
 * A page shown again at the address it was left at keeps its element and location, although the
 * router made new ones for the new navigation: handing them over would re-render the whole page
 * (its table and every cell) for nothing. `isSameAddress` says when two locations are one address.
 */
export function nextCachedPages<E, L>(
  pages: readonly CachedPage<E, L>[],
  active: CachedPage<E, L>,
  keep: readonly string[],
  isSameAddress: (kept: L, shown: L) => boolean,
): CachedPage<E, L>[] {
  const kept = new Set(keep)
  let changed = false
  const next: CachedPage<E, L>[] = []
  for (const page of pages) {
    if (page.key === active.key) {
      const isSame =
        page.location === active.location || isSameAddress(page.location, active.location)
      next.push(isSame ? page : active)
      changed ||= !isSame
    } else if (kept.has(page.key)) {
      next.push(page)
    } else {
      changed = true
    }
  }
  if (!pages.some((page) => page.key === active.key)) {
    next.push(active)
    changed = true
  }
  return changed ? next : (pages as CachedPage<E, L>[])
}

/** How many pages the page cache keeps alive at most; the least recently shown clean one goes first. */
export const maxCachedViews = 10

export interface Eviction {
  /** Pages to drop now: nothing of them is unsaved. */
  drop: string[]
  /** Pages that must go as well but hold unsaved changes: drop them only if the user agrees. */
  ask: string[]
}

/**
 * Which pages leave the cache when it holds more than `cap` (`cached`: least recently shown
 * first, the one on screen last, never evicted). Clean pages go first, least recently shown
 * first, so a page with unsaved changes outlives clean ones shown after it; only when every page
 * that could go is dirty are the least recently shown of them asked about.
 */
export function pickEvictions(
  cached: readonly string[],
  isDirty: (page: string) => boolean,
  cap = maxCachedViews,
): Eviction {
  const over = cached.length - Math.max(1, cap)
  if (over <= 0) return { drop: [], ask: [] }
  const candidates = cached.slice(0, -1)
  const drop = candidates.filter((page) => !isDirty(page)).slice(0, over)
  const ask = candidates.filter(isDirty).slice(0, over - drop.length)
  return { drop, ask }
}
