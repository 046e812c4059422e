import { QueryCache, QueryClient, type QueryMeta } from '@tanstack/react-query'
import { useProjectStore } from '@/stores/project-store'
import { registerSessionReset } from '@/stores/reset-session-stores'
import { reportQueryError } from './report-query-error'
import { shouldRetryQuery } from './retry-rules'

/** A query whose data is an object URL (`meta.objectUrl`) revokes it when it leaves the cache. */
function revokeObjectUrl(query: { meta?: QueryMeta; state: { data: unknown } }): void {
  if (query.meta?.objectUrl === true && typeof query.state.data === 'string') {
    URL.revokeObjectURL(query.state.data)
  }
}

/**
 * The signed-in shell's query client. The refetch rule (docs/business-pages.md): data stays
 * fresh until a mutation invalidates it or its key changes (staleTime Infinity, kept while the
 * session lasts); no refetch on focus or reconnect. A kept page shown again (React <Activity>
 * re-subscribes its queries) therefore calls nothing. A page opened afresh refetches what it
 * shows (usePageQuery). Failed queries retry once on network errors and 5xx only, silently, and
 * show one toast after the last try.
 */
export function createAppQueryClient(): QueryClient {
  const queryCache = new QueryCache({
    onError: (error, query) => reportQueryError(error, query.meta),
  })
  queryCache.subscribe((event) => {
    if (event.type === 'removed') revokeObjectUrl(event.query)
  })
  return new QueryClient({
    queryCache,
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        gcTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: shouldRetryQuery,
      },
      // A failed save is shown by the HTTP client (one call, one toast) and by its form.
      mutations: { retry: false },
    },
  })
}

/** THE client of the signed-in shell (one per browser tab). */
export const queryClient = createAppQueryClient()

// Sign-out forgets every server answer of the session (and revokes object URLs).
registerSessionReset(() => queryClient.clear())

/**
 * A project switch changes the keys of project-scoped data; the answers for the other projects
 * are marked stale (not refetched now), so coming back to a project loads it again.
 */
useProjectStore.subscribe((state, previous) => {
  if (state.currentProjectId === previous.currentProjectId) return
  const current = state.currentProjectId ?? 'none'
  void queryClient.invalidateQueries({
    predicate: ({ queryKey }) => queryKey[2] === 'project' && queryKey[3] !== current,
    refetchType: 'none',
  })
})
