import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  deleteDefaultConnectionString,
  tenantConnectionStringQuery,
  tenantQueries,
  updateDefaultConnectionString,
} from '@/modules/saas/api/tenant-management-api'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'

/**
 * One tenant's default connection string, read afresh each time its dialog opens, with its save
 * (PUT) and removal (DELETE). Both change the tenant (a new concurrencyStamp): every tenant query
 * of this scope is invalidated.
 */
export function useConnectionString(tenantId: string) {
  const scope = useTenantScope()
  const client = useQueryClient()
  const onSuccess = () => client.invalidateQueries({ queryKey: tenantQueries.all(scope) })
  return {
    query: usePageQuery(tenantConnectionStringQuery(scope, tenantId)),
    save: useMutation({
      mutationFn: (value: string) => updateDefaultConnectionString(tenantId, value),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: () => deleteDefaultConnectionString(tenantId), onSuccess }),
  }
}
