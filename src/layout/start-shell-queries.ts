import type { SessionIdentity } from '@/auth/session'
import { prefetchSilently } from '@/query/intent-prefetch'
import { queryClient } from '@/query/query-client'
import { tenantScope } from '@/query/query-keys'
import { userProjectsQuery } from '@/query/user-projects-query'

/**
 * The shell's calls that need only the token, started beside the application configuration
 * instead of after the shell's first render: the user's projects and sections, which the project
 * switcher and the dashboard's counts wait for. Speculative and silent: had it failed, the shell's
 * own query asks again once the session is confirmed, and shows the failure.
 */
export function startShellQueries(identity: SessionIdentity): void {
  const projects = userProjectsQuery(tenantScope(identity.tenantId), identity.userId, true)
  void prefetchSilently(queryClient, projects)
}
