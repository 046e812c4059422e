import type { SessionIdentity } from '@/auth/session'
import { prefetchSilently } from '@/query/intent-prefetch'
import { queryClient } from '@/query/query-client'
import { tenantScope } from '@/query/query-keys'
import { userProjectsQuery } from '@/query/user-projects-query'
import { prefetchFirstPage } from '@/router/page-prefetch'
import { groupProjects } from '@/stores/project-rules'
import { useProjectStore } from '@/stores/project-store'

/** The first page of a load: its address, and whether the session check let the user in. */
export interface LandingPage {
  path: string
  /** Never rejects: false when the check failed or sent the user elsewhere. */
  sessionChecked: Promise<boolean>
}

/**
 * The shell's calls that need only the token, started beside the application configuration
 * instead of after the shell's first render: the user's projects and sections, which the project
 * switcher and the dashboard's counts wait for. Speculative and silent: had it failed, the shell's
 * own query asks again once the session is confirmed, and shows the failure.
 * And the first page's own calls (`PageModule.prefetchOnLoad`), once the session is confirmed:
 * they go out while the shell draws, not after the page's first render.
 */
export function startShellQueries(identity: SessionIdentity, landing?: LandingPage): void {
  const tenant = tenantScope(identity.tenantId)
  const projects = userProjectsQuery(tenant, identity.userId, true)
  void prefetchSilently(queryClient, projects).then((fetched) => {
    // The current project, known as soon as they are: project-scoped calls need not wait for the
    // shell's first render (useProjectAssignments applies them again, and says when there is none).
    const data = fetched ? queryClient.getQueryData(projects.queryKey) : undefined
    const store = useProjectStore.getState()
    if (data && store.status !== 'ready' && store.status !== 'empty') {
      store.applyProjects(identity.userId, groupProjects(data))
    }
  })
  void landing?.sessionChecked.then(
    (isIn) => isIn && prefetchFirstPage(landing.path, { tenant, client: queryClient }),
  )
}
