import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { htdQueries } from '@/modules/project/api/htd-api'
import { useTenantScope } from '@/query/query-scope'

/**
 * After a project is changed or deleted, what else shows it reloads (shown now, hidden when shown
 * again): the contract sections (their project's name) and, under the same key, the signed-in
 * user's projects, so the project switcher shows the new name and `sort` order, or drops a
 * deleted project. The kit's mutations reload only the projects' own queries.
 */
export function useRefreshProjectViews(): () => void {
  const client = useQueryClient()
  const tenant = useTenantScope()
  return useCallback(
    () => void client.invalidateQueries({ queryKey: htdQueries.all(tenant) }),
    [client, tenant],
  )
}
