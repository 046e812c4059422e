import { dictionaryQueries } from '@/modules/system/api/dictionary-api'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'

/**
 * The dictionary the URL selects (its name, title and whether it is static). Silent: a link to a
 * deleted dictionary, or the selected one just deleted, is said in the panel, not in a toast.
 */
export function useSelectedDictionary(id: string) {
  return usePageQuery({
    ...dictionaryQueries.detail(useTenantScope(), id),
    meta: { silent: true },
  })
}
