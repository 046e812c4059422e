import { queryOptions } from '@tanstack/react-query'
import type { TenantScope } from '@/query/query-keys'
import { listDictionaries } from './dictionary-api'

/**
 * Every dictionary with its details (spec §3 "data dictionary details"), loaded once per session:
 * fresh for good (staleTime ∞) until sign-out clears the cache, or a write to dictionaries
 * invalidates `[...scope, 'base', 'dictionary']`. The kit's dictionary select and tag read it
 * (src/components/crud/use-dictionary.ts).
 */
export function dictionaryListQuery(scope: TenantScope) {
  return queryOptions({
    queryKey: [...scope, 'base', 'dictionary', 'with-details'] as const,
    queryFn: ({ signal }) => listDictionaries({ signal, silent: true }),
    staleTime: Infinity,
  })
}
