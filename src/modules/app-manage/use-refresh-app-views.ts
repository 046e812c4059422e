import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useTenantScope } from '@/query/query-scope'
import { isAppViewKey } from './app-view-keys'

/**
 * After a folder or placement write, every view of apps, folders and placements of the tenant
 * reloads (shown now, hidden when shown again): the other page's tree or list, the app list's
 * `placementCount`, the dashboard launcher of any project. The kit's mutations reload only the
 * written resource in this page's scope.
 */
export function useRefreshAppViews(): () => void {
  const client = useQueryClient()
  const tenant = useTenantScope()
  return useCallback(() => {
    void client.invalidateQueries({
      queryKey: tenant,
      predicate: ({ queryKey }) => isAppViewKey(queryKey),
    })
  }, [client, tenant])
}
