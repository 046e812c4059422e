import type { ListFilters } from './list-url-state'

/**
 * The filters after a search in the search form: what it sent, plus the filters that other
 * controls of the page own (the Users page's organisation tree, the to-dos' status tabs), which
 * the form neither shows nor clears.
 */
export function searchKeeping<K extends string>(
  searched: ListFilters<K>,
  current: ListFilters<K>,
  kept: readonly K[],
): ListFilters<K> {
  const next: ListFilters<K> = { ...searched }
  for (const key of kept) {
    if (current[key] === undefined) delete next[key]
    else next[key] = current[key]
  }
  return next
}

/** A list's URL filters: its search fields' names, then the filters other controls set. */
export function filterKeysOf<K extends string>(
  search: readonly { name: K }[] | undefined,
  others: readonly K[] = [],
): K[] {
  const keys = (search ?? []).map((field) => field.name)
  return [...keys, ...others.filter((key) => !keys.includes(key))]
}

/** The selected keys once some records are deleted. */
export function withoutKeys(keys: readonly string[], deleted: readonly string[]): string[] {
  return keys.filter((key) => !deleted.includes(key))
}

/**
 * The selection shown: the keys chosen in the list they were chosen in (`owner`: the section of
 * the Work areas list), none once the page lists something else.
 */
export function selectionOf(
  selection: { owner: unknown; keys: string[] },
  owner: unknown,
): string[] {
  return selection.owner === owner ? selection.keys : []
}

/** What a bulk delete question names: at most this many records; the others are counted. */
export const namedInDeleteQuestion = 5

/**
 * The selected records a bulk delete question names: those of the shown page in its order (a
 * selection made on other pages is counted, not named), at most `max`; `more` counts the others.
 */
export function namesOfSelected<T extends { id: string }>(
  rows: readonly T[],
  keys: readonly string[],
  nameOf: (row: T) => string,
  max = namedInDeleteQuestion,
): { names: string[]; more: number } {
  const names = rows.filter((row) => keys.includes(row.id)).map(nameOf)
  const shown = names.slice(0, max)
  return { names: shown, more: keys.length - shown.length }
}
