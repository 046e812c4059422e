/** The bulk selection of a paged table (CrudTable): keys of the selected rows. Pure. */

/** The keys once one row's box is ticked or cleared. */
export function toggleRow(keys: readonly string[], key: string, checked: boolean): string[] {
  const others = keys.filter((selected) => selected !== key)
  return checked ? [...others, key] : others
}

/** The keys once the header's box is ticked (the page's rows added) or cleared (removed). */
export function togglePage(
  keys: readonly string[],
  pageKeys: readonly string[],
  checked: boolean,
): string[] {
  const others = keys.filter((selected) => !pageKeys.includes(selected))
  return checked ? [...others, ...pageKeys] : others
}

/** The header's box: ticked when every row of the page is, half when some are. */
export function pageSelectionState(
  keys: readonly string[],
  pageKeys: readonly string[],
): { checked: boolean; indeterminate: boolean } {
  const selected = pageKeys.filter((key) => keys.includes(key)).length
  const checked = pageKeys.length > 0 && selected === pageKeys.length
  return { checked, indeterminate: selected > 0 && !checked }
}

/**
 * The keys once a row's box is shift-clicked: every row of the page from the box clicked before
 * (`anchor`) to this one takes this box's new state, as antd's own boxes did. Without an anchor
 * on the page, only this row changes.
 */
export function toggleRange(
  keys: readonly string[],
  pageKeys: readonly string[],
  anchor: string | null,
  key: string,
  checked: boolean,
): string[] {
  const from = anchor === null ? -1 : pageKeys.indexOf(anchor)
  const to = pageKeys.indexOf(key)
  if (from < 0 || to < 0) return toggleRow(keys, key, checked)
  return togglePage(keys, pageKeys.slice(Math.min(from, to), Math.max(from, to) + 1), checked)
}
