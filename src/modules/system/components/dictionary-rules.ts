/** What the kit reads of a dictionary entry (the API's DataDictionaryDetailDto has these). */
export interface DictionaryEntry {
  value: string
  label: string
  sort: number | null
  /** false for a retired entry; absent (older servers) means enabled. */
  enabled?: boolean
}

export interface DictionaryWithEntries {
  name: string
  details: readonly DictionaryEntry[]
}

export interface DictionaryOption {
  value: string
  label: string
  /** A retired entry, offered only because the edited record still holds it. */
  disabled?: boolean
}

/** Details without a sort number go last. */
function bySort(a: DictionaryEntry, b: DictionaryEntry): number {
  return (a.sort ?? Number.MAX_SAFE_INTEGER) - (b.sort ?? Number.MAX_SAFE_INTEGER)
}

/**
 * The details of the dictionary named `code` (e.g. 'ProjectStatus'; case-insensitive, as the
 * server's lookup), sorted by `sort` (the server's order is unspecified). [] for an unknown code.
 */
export function findDictionaryDetails(
  dictionaries: readonly DictionaryWithEntries[],
  code: string,
): DictionaryEntry[] {
  const wanted = code.toLowerCase()
  const dictionary = dictionaries.find((d) => d.name.toLowerCase() === wanted)
  return dictionary ? [...dictionary.details].sort(bySort) : []
}

/**
 * The choices of a select: the enabled entries. A retired entry the record still holds is kept,
 * disabled, so the field shows its label rather than the raw value.
 */
export function toDictionaryOptions(
  details: readonly DictionaryEntry[],
  currentValues: readonly unknown[] = [],
): DictionaryOption[] {
  return details.flatMap((detail): DictionaryOption[] => {
    if (detail.enabled !== false) return [{ value: detail.value, label: detail.label }]
    if (!currentValues.includes(detail.value)) return []
    return [{ value: detail.value, label: detail.label, disabled: true }]
  })
}

/** The label of `value`, retired entries included; the raw value when the dictionary lacks it. */
export function findDictionaryLabel(details: readonly DictionaryEntry[], value: string): string {
  return details.find((detail) => detail.value === value)?.label ?? value
}
