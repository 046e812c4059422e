import { htdPolicies, htdQueries } from '@/modules/project'
import { projectPolicies, projectQueries } from '@/modules/project'
import { workAreaQueries } from '@/modules/project'
import { useIsGranted } from '@/access/use-is-granted'
import { useProjectScope, useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'
import { selectCurrentProject, useProjectStore } from '@/stores/project-store'

/** Counts need only `totalCount`: one row is the least a paged list gives. */
const countInput = { skipCount: 0, maxResultCount: 1 }
/** A project's sections, all of them (by sort number): the chart's bars and their count. */
const allInput = { skipCount: 0, maxResultCount: 1000 }
const silent = { silent: true }

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

/** The tenant's projects (`Project.Project`): only their count is read. */
export function useProjectCount(enabled: boolean) {
  return usePageQuery({
    ...projectQueries.list(useTenantScope(), countInput),
    enabled,
    meta: silent,
  })
}

/**
 * The current project's contract sections (`Project.Htd`) under its project key: a switch loads
 * the new project's, and an htd or work-area write invalidates them (the htd pages' refreshes).
 * The count and the chart share this one call.
 */
export function useCurrentProjectHtds(enabled: boolean) {
  const { scope, isReady } = useProjectScope()
  const projectId = useCurrentProject()?.id ?? ''
  return usePageQuery({
    ...htdQueries.list(scope, { ...allInput, projectId }),
    enabled: enabled && isReady && projectId !== '',
    meta: silent,
  })
}

/** The current project's work areas (`Project.Htd`): only their count is read. */
export function useCurrentProjectWorkAreaCount(enabled: boolean) {
  const { scope, isReady } = useProjectScope()
  const projectId = useCurrentProject()?.id ?? ''
  return usePageQuery({
    ...workAreaQueries.list(scope, { ...countInput, projectId }),
    enabled: enabled && isReady && projectId !== '',
    meta: silent,
  })
}
