import { htdPolicies, htdQueries } from '@/modules/project'
import { projectPolicies, projectQueries } from '@/modules/project'
import { workAreaQueries } from '@/modules/project'
import { isGranted } from '@/access/permission-rules'
import { useIsGranted } from '@/access/use-is-granted'
import { intentWindowMs, prefetchForPage, type IntentContext } from '@/query/intent-prefetch'
import { projectScope, type ProjectScope, type TenantScope } from '@/query/query-keys'
import { useProjectScope, useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'
import { usePermissionStore } from '@/stores/permission-store'
import {
  selectCurrentProject,
  useProjectStore,
  whenCurrentProjectKnown,
} from '@/stores/project-store'

/** Counts need only `totalCount`: one row is the least a paged list gives. */
const countInput = { skipCount: 0, maxResultCount: 1 }
/** A project's sections, all of them (by sort number): the chart's bars and their count. */
const allInput = { skipCount: 0, maxResultCount: 1000 }
const silent = { silent: true }

/** The tenant's projects (`Project.Project`): only their count is read. */
const projectCountQuery = (tenant: TenantScope) => ({
  ...projectQueries.list(tenant, countInput),
  meta: silent,
})

/** The project's contract sections (`Project.Htd`): the count and the chart share this call. */
const projectHtdsQuery = (scope: ProjectScope, projectId: string) => ({
  ...htdQueries.list(scope, { ...allInput, projectId }),
  meta: silent,
})

/** The project's work areas (`Project.Htd`): only their count is read. */
const workAreaCountQuery = (scope: ProjectScope, projectId: string) => ({
  ...workAreaQueries.list(scope, { ...countInput, projectId }),
  meta: silent,
})

/**
 * The figures' calls when the home page is the first of a load (its `prefetchOnLoad`), beside the
 * shell's: the project's once the current project is known. Only those the user's grants show
 * (the session is checked, so they are known); silent, as a refusal is the card's to show.
 */
export function prefetchProjectFigures({ tenant, client }: IntentContext): void {
  const { granted } = usePermissionStore.getState()
  if (isGranted(granted, projectPolicies.read)) {
    prefetchForPage(client, projectCountQuery(tenant))
  }
  if (!isGranted(granted, htdPolicies.read)) return
  void whenCurrentProjectKnown(intentWindowMs).then((projectId) => {
    if (!projectId) return
    const scope = projectScope(tenant, projectId)
    prefetchForPage(client, projectHtdsQuery(scope, projectId))
    prefetchForPage(client, workAreaCountQuery(scope, projectId))
  })
}

/** What the signed-in user may see of the project figures: each asks for its own permission. */
export function useProjectFigureGrants() {
  return {
    projects: useIsGranted(projectPolicies.read),
    htds: useIsGranted(htdPolicies.read),
  }
}

/** The switcher's current project (undefined with none, or before the projects are known). */
export function useCurrentProject() {
  return useProjectStore(selectCurrentProject)
}

export function useProjectCount(enabled: boolean) {
  return usePageQuery({ ...projectCountQuery(useTenantScope()), enabled })
}

/**
 * The current project's sections under its project key: a switch loads the new project's, and an
 * htd or work-area write invalidates them (the htd pages' refreshes).
 */
export function useCurrentProjectHtds(enabled: boolean) {
  const { scope, isReady } = useProjectScope()
  const projectId = useCurrentProject()?.id ?? ''
  return usePageQuery({
    ...projectHtdsQuery(scope, projectId),
    enabled: enabled && isReady && projectId !== '',
  })
}

export function useCurrentProjectWorkAreaCount(enabled: boolean) {
  const { scope, isReady } = useProjectScope()
  const projectId = useCurrentProject()?.id ?? ''
  return usePageQuery({
    ...workAreaCountQuery(scope, projectId),
    enabled: enabled && isReady && projectId !== '',
  })
}
