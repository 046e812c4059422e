import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '@/api/http/api-client'
import type { ListResultDto } from '@/api/abp/list-result-dto'
import type { QueryScope } from '@/query/query-keys'
import type { HtdDto } from './htd-api'
import type { ProjectDto } from './project-api'

// The pickers' lists, under the resources' keys: a project or htd write (which invalidates
// `[...scope, 'base', 'project' | 'htd']`) refreshes them too.

/** GET /api/base/project/list: every project of the tenant, by `sort`. */
export const projectOptionsQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: [...scope, 'base', 'project', 'options'] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<ListResultDto<ProjectDto>>('/api/base/project/list', undefined, {
          signal,
          silent: true,
        })
      ).items,
  })

/** GET /api/base/htd/list?projectId=: the project's htds, by `sort`. */
export const htdOptionsQuery = (scope: QueryScope, projectId: string) =>
  queryOptions({
    queryKey: [...scope, 'base', 'htd', 'options', projectId] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<ListResultDto<HtdDto>>(
          '/api/base/htd/list',
          { projectId },
          { signal, silent: true },
        )
      ).items,
    enabled: projectId !== '',
  })
