import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'
import { projectOptionsQuery } from '@/modules/project/api/project-options-queries'
import { pageParam } from '@/components/crud/list-url-state'
import type { QueryScope } from '@/query/query-keys'
import { useProjectScope, useTenantScope } from '@/query/query-scope'
import { useProjectStore } from '@/stores/project-store'
import { resolveHtdProject, type HtdProject } from './htd-project-rules'

/** The URL param of the listed project: `/project/htd?project=<id>`. */
export const projectParam = 'project'

export interface HtdPageProject extends HtdProject {
  /** The list's key prefix: the current project's while following the switcher (a switch
   * changes it), else the tenant's (the project is then in the list's input). */
  scope: QueryScope
  /** The listed project as `东环高速公路改扩建工程 (DHGS-2023)`, once the projects are known. */
  label: string
  /** Another project (into the URL, page 1, other filters kept); none → follow the switcher. */
  selectProject: (projectId: string | undefined) => void
}

/** The project of the Contract sections page (htd-project-rules), and its scope. */
export function useHtdProject(): HtdPageProject {
  const [params, setParams] = useSearchParams()
  const tenant = useTenantScope()
  const switcher = useProjectScope()
  const currentProjectId = useProjectStore((s) => s.currentProjectId)
  // The same query as the page's ProjectSelect: one request.
  const projects = useQuery(projectOptionsQuery(tenant))
  const resolved = resolveHtdProject({
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
        next.delete(pageParam)
        return next
      }),
    [setParams],
  )

  return {
    ...resolved,
    scope: resolved.source === 'url' ? tenant : switcher.scope,
    label: project ? `${project.projName} (${project.projCode})` : '',
    selectProject,
  }
}
