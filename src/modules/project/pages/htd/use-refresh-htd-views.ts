import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { htdQueries } from '@/modules/project/api/htd-api'
import { projectQueries } from '@/modules/project/api/project-api'
import { projectScope } from '@/query/query-keys'
import { useTenantScope } from '@/query/query-scope'

/**
 * After a contract section is added, changed or deleted, what else shows it reloads (shown now,
 * hidden when shown again): its project's lists kept under that project's key (this page while
 * following the switcher, the dashboard), and the projects' `htdCount`. The kit's mutations
 * reload the tenant's htd queries: lists, pickers and the switcher's sections.
 */
export function useRefreshHtdViews(): (projectId: string) => void {
  const client = useQueryClient()
  const tenant = useTenantScope()
  return useCallback(
    (projectId: string) => {
      for (const queryKey of [
        htdQueries.all(projectScope(tenant, projectId)),
        projectQueries.all(tenant),
      ]) {
        void client.invalidateQueries({ queryKey })
      }
    },
    [client, tenant],
  )
}
