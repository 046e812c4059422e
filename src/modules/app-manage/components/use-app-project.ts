import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'
import { pageParam } from '@/components/crud/list-url-state'
import { projectOptionsQuery, resolvePageProject, type PageProject } from '@/modules/project'
import { useProjectScope, useTenantScope } from '@/query/query-scope'
import { useProjectStore } from '@/stores/project-store'

/** The URL param of the shown project: `/app/project-folder?project=<id>`. */
export const projectParam = 'project'

export interface AppPageProject extends PageProject {
  /** The project as `东环高速公路改扩建工程 (DHGS-2023)`, once the projects are known. */
  label: string
  /** Another project (into the URL, page 1, the folder cleared); none → follow the switcher. */
  selectProject: (projectId: string | undefined) => void
}

/**
 * The project of the folder and placement pages: the URL's (`?project=`, a shared link or the
 * page's picker), else the project switcher's current one, followed as it changes (the rule of
 * the Contract sections page). Queries are keyed by the tenant with the project in their input.
 */
export function useAppProject(): AppPageProject {
  const [params, setParams] = useSearchParams()
  const switcher = useProjectScope()
  const currentProjectId = useProjectStore((s) => s.currentProjectId)
  // The same query as the picker: one request.
  const projects = useQuery(projectOptionsQuery(useTenantScope()))
  const resolved = resolvePageProject({
    urlProjectId: params.get(projectParam) ?? '',
    currentProjectId,
    isSwitcherReady: switcher.isReady,
    projectIds: projects.data?.map((project) => project.id),
  })
  const project = projects.data?.find((item) => item.id === resolved.projectId)

  const selectProject = useCallback(
    (projectId: string | undefined) =>
      setParams((current) => {
        const next = new URLSearchParams(current)
        if (projectId) next.set(projectParam, projectId)
        else next.delete(projectParam)
        // A folder belongs to one project.
        next.delete(folderParam)
        next.delete(pageParam)
        return next
      }),
    [setParams],
  )

  return {
    ...resolved,
    label: project ? `${project.projName} (${project.projCode})` : '',
    selectProject,
  }
}

/** The URL filter of the placements' folder (the Project apps page's tree). */
export const folderParam = 'folderId'
