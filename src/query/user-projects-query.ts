import { queryOptions } from '@tanstack/react-query'
import type { TenantScope } from '@/query/query-keys'
import { getUserProjectAssignments } from '@/api/session/user-projects-api'

/**
 * The signed-in user's projects and contract sections (spec §4 Current project). `speculative`:
 * asked at start-up before the session is confirmed (its 401 neither renews nor signs out).
 */
export function userProjectsQuery(scope: TenantScope, userId: string, speculative = false) {
  return queryOptions({
    queryKey: [...scope, 'base', 'htd', 'by-user', userId] as const,
    queryFn: ({ signal }) =>
      getUserProjectAssignments(userId, { signal, silent: true, speculative }),
    enabled: userId !== '',
  })
}
