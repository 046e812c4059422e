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
