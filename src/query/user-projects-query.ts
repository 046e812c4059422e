import { queryOptions } from '@tanstack/react-query'
import type { TenantScope } from '@/query/query-keys'
import { getUserProjectAssignments } from '@/api/session/user-projects-api'

/** The signed-in user's projects and contract sections (spec §4 Current project). */
export function userProjectsQuery(scope: TenantScope, userId: string) {
  return queryOptions({
    queryKey: [...scope, 'base', 'htd', 'by-user', userId] as const,
    queryFn: ({ signal }) => getUserProjectAssignments(userId, { signal, silent: true }),
    enabled: userId !== '',
  })
}
