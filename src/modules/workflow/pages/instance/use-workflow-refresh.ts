import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { instanceQueries } from '@/modules/workflow/api/instance-api'
import { taskQueries } from '@/modules/workflow/api/task-api'
import { todoQueries } from '@/modules/todo'
import { liveCountsKey } from '@/query/live-counts'
import { useTenantScope } from '@/query/query-scope'

/**
 * After any approval write: instances and tasks (this page, the inbox's lists), the to-dos an
 * action opens or closes, and the bell's counts are stale; shown again, they reload.
 */
export function useWorkflowRefresh(): () => Promise<void> {
  const scope = useTenantScope()
  const client = useQueryClient()
  return useCallback(async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: instanceQueries.all(scope) }),
      client.invalidateQueries({ queryKey: taskQueries.all(scope) }),
      client.invalidateQueries({ queryKey: todoQueries.all(scope) }),
      client.invalidateQueries({ queryKey: liveCountsKey(scope) }),
    ])
  }, [client, scope])
}
