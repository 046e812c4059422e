import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { dictionaryListQuery } from '@/modules/system/api/dictionary-queries'
import { useTenantScope } from '@/query/query-scope'
import { findDictionaryDetails, type DictionaryEntry } from './dictionary-rules'

/**
 * The entries of the dictionary named `code` (e.g. 'ProjectStatus'), sorted, retired ones
 * included. Every dictionary loads once per session, the first time any of them is needed; a
 * failure shows the query layer's one toast.
 */
export function useDictionary(code: string): UseQueryResult<DictionaryEntry[]> {
  return useQuery({
    ...dictionaryListQuery(useTenantScope()),
    select: (dictionaries) => findDictionaryDetails(dictionaries, code),
  })
}
