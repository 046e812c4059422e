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
