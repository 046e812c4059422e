import { queryOptions } from '@tanstack/react-query'
import type { ListResultDto } from '@/api/abp/list-result-dto'
import type { PagedResultDto } from '@/api/abp/paged-result-dto'
import { apiClient } from '@/api/http/api-client'
import type { QueryScope } from '@/query/query-keys'

/** A scheme to filter or delegate by. */
export interface SchemeOption {
  id: string
  name: string
}

/**
 * The schemes a filter or a delegation offers. The contract has no scheme list for every user:
 * Workflow.Scheme holders read `/api/workflow/scheme`, others the schemes they may start in the
 * current project (`instance/startable`), which for the seeded schemes (every project, anyone
 * with a grant) are all of them.
 */
export function schemeOptionsQuery(
  scope: QueryScope,
  canReadSchemes: boolean,
  projectId: string | null,
) {
  return queryOptions({
    queryKey: [...scope, 'workflow', 'scheme-options', canReadSchemes, projectId] as const,
    queryFn: async ({ signal }): Promise<SchemeOption[]> => {
      if (canReadSchemes) {
        const page = await apiClient.get<PagedResultDto<SchemeOption>>(
          '/api/workflow/scheme',
          { skipCount: 0, maxResultCount: 1000 },
          { signal, silent: true },
        )
        return page.items.map(({ id, name }) => ({ id, name }))
      }
      if (!projectId) return []
      const startable = await apiClient.get<ListResultDto<{ schemeId: string; name: string }>>(
        '/api/workflow/instance/startable',
        { projectId },
        { signal, silent: true },
      )
      return startable.items.map((s) => ({ id: s.schemeId, name: s.name }))
    },
  })
}
