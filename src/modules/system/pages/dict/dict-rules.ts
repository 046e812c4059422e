/** Pure rules of the Data dictionary page (business-api.md §2). */

/** The URL param of the selected dictionary; the entries list's own params carry a prefix. */
export const dictParam = 'dict'
export const detailPrefix = 'detail.'

/**
 * Selects a dictionary (or none): the entries list starts afresh (page 1, no filter), the
 * dictionaries list keeps its page and search.
 */
export function selectDictionary(params: URLSearchParams, id: string | undefined): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const key of [...next.keys()]) if (key.startsWith(detailPrefix)) next.delete(key)
  if (id) next.set(dictParam, id)
  else next.delete(dictParam)
  return next
}

/** What a static dictionary (code relies on it) refuses; labels, sort and status stay editable. */
export interface DictionaryLocks {
  name: boolean
  deleteDictionary: boolean
  detailValue: boolean
  deleteDetail: boolean
}

export function dictionaryLocks(dictionary: { isStatic: boolean } | undefined): DictionaryLocks {
  const locked = dictionary?.isStatic === true
  return { name: locked, deleteDictionary: locked, detailValue: locked, deleteDetail: locked }
}

/** Only host users write dictionaries; a tenant user (tenantId set) sees a read-only page. */
export function canWriteDictionaries(identity: { tenantId: string | null } | undefined): boolean {
  return !identity?.tenantId
}
