import type { QueryClient } from '@tanstack/react-query'
import { launcherQueries } from '@/modules/app-manage'
import { intentWindowMs, prefetchForPage, type IntentContext } from '@/query/intent-prefetch'
import type { TenantScope } from '@/query/query-keys'
import {
  readStoredProjectId,
  selectCurrentProject,
  useProjectStore,
  whenCurrentProjectKnown,
} from '@/stores/project-store'

/** The launcher's call: the project's Web apps, silent (the card shows a failure itself). */
export const launcherQuery = (tenant: TenantScope, projectId: string) => ({
  ...launcherQueries.web(tenant, projectId),
  meta: { silent: true },
})

/**
 * The project the launcher asks for: the switcher's once the user's projects are known, the stored
 * choice before (which the store keeps when it is still allowed, the usual case); '' for none.
 */
export function launcherProjectId(isReady: boolean, currentId: string | undefined): string {
  return (isReady ? currentId : readStoredProjectId()) ?? ''
}

/** Starts the launcher's call unless it is already asked for (or answered). */
export function prefetchLauncher(client: QueryClient, tenant: TenantScope, projectId: string) {
  const options = launcherQuery(tenant, projectId)
  if (projectId !== '' && !client.getQueryState(options.queryKey)) {
    prefetchForPage(client, options)
  }
}

/**
 * As the first page of a load (the home page's `prefetchOnLoad`): the launcher's call goes first,
 * ahead of the counts' (issue 21), with the project the card will ask for. With no stored choice
 * that project is known only with the user's projects: `then` (the counts' calls) waits for it.
 */
export function prefetchLauncherOnLoad({ tenant, client }: IntentContext, then: () => void): void {
  const state = useProjectStore.getState()
  const isReady = state.status !== 'idle' && state.status !== 'loading'
  const projectId = launcherProjectId(isReady, selectCurrentProject(state)?.id)
  if (projectId !== '' || isReady) {
    prefetchLauncher(client, tenant, projectId)
    then()
    return
  }
  void whenCurrentProjectKnown(intentWindowMs).then((known) => {
    prefetchLauncher(client, tenant, known ?? '')
    then()
  })
}
