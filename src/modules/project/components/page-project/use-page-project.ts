import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'
import { pageParam } from '@/components/crud/list-url-state'
import type { QueryScope } from '@/query/query-keys'
import { useProjectScope, useTenantScope } from '@/query/query-scope'
import { useProjectStore } from '@/stores/project-store'
import { projectOptionsQuery } from '../../api/project-options-queries'
import { resolvePageProject, type PageProject } from './page-project-rules'

/** The URL param of the shown project: `/project/htd?project=<id>`. */
export const projectParam = 'project'

export interface PageProjectState extends PageProject {
  /** The page's key prefix: the current project's while following the switcher (a switch
   * changes it), else the tenant's (the project is then in the queries' input). */
  scope: QueryScope
  /** The project as `东环高速公路改扩建工程 (DHGS-2023)`, once the projects are known. */
  label: string
  /** Another project (into the URL, page 1, other filters kept but `resetParams`); none →
   * follow the switcher. */
  selectProject: (projectId: string | undefined) => void
}

interface PageProjectOptions {
  /** URL params that belong to one project and go when the project changes (a folder). */
  resetParams?: readonly string[]
}

/** The project of a page of one project's data (page-project-rules), and its scope. */
export function usePageProject({ resetParams = [] }: PageProjectOptions = {}): PageProjectState {
  const [params, setParams] = useSearchParams()
  const tenant = useTenantScope()
  const switcher = useProjectScope()
  const currentProjectId = useProjectStore((s) => s.currentProjectId)
  // The same query as the page's ProjectSelect: one request.
  const projects = useQuery(projectOptionsQuery(tenant))
  const resolved = resolvePageProject({
    urlProjectId: params.get(projectParam) ?? '',
    currentProjectId,
    isSwitcherReady: switcher.isReady,
    projectIds: projects.data?.map((project) => project.id),
  })
  const project = projects.data?.find((item) => item.id === resolved.projectId)
  const resetKey = resetParams.join(' ')

  const selectProject = useCallback(
    (projectId: string | undefined) =>
      setParams((current) => {
        const next = new URLSearchParams(current)
        if (projectId) next.set(projectParam, projectId)
        else next.delete(projectParam)
        next.delete(pageParam)
        for (const name of resetKey.split(' ').filter(Boolean)) next.delete(name)
        return next
      }),
    [setParams, resetKey],
  )

  return {
    ...resolved,
    scope: resolved.source === 'url' ? tenant : switcher.scope,
    label: project ? `${project.projName} (${project.projCode})` : '',
    selectProject,
  }
}
