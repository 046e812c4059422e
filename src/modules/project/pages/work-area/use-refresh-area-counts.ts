import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { htdQueries } from '@/modules/project/api/htd-api'
import { workAreaQueries } from '@/modules/project/api/work-area-api'
import { useProjectScope, useTenantScope } from '@/query/query-scope'

/**
 * After areas are added or deleted, what counts them reloads too (shown now, hidden when shown
 * again): the htds' `workAreaCount`, and work-area lists kept under the current project's key
 * (counts elsewhere). The kit's mutations reload only this page's own (tenant-scoped) lists.
 */
export function useRefreshAreaCounts(): () => void {
  const client = useQueryClient()
  const tenant = useTenantScope()
  const { scope: project } = useProjectScope()
  return useCallback(() => {
    for (const queryKey of [
      htdQueries.all(tenant),
      htdQueries.all(project),
      workAreaQueries.all(project),
    ]) {
      void client.invalidateQueries({ queryKey })
    }
  }, [client, tenant, project])
}
