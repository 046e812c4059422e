import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTenantScope } from '@/query/query-scope'
import { inboxQueries } from '../../api/inbox-api'
import { cancelInstance, monitorQueries, reassignTask } from '../../api/monitor-api'

/**
 * Reassign and terminate: the monitor's lists reload, and my own inbox (I may have been the old
 * or the new assignee).
 */
export function useMonitorMutations() {
  const scope = useTenantScope()
  const client = useQueryClient()
  const onSuccess = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: monitorQueries.all(scope) }),
      client.invalidateQueries({ queryKey: inboxQueries.all(scope) }),
    ])
  return {
    reassign: useMutation({
      mutationFn: ({ id, userId, reason }: { id: string; userId: string; reason: string }) =>
        reassignTask(id, { userId, reason }),
      onSuccess,
    }),
    cancel: useMutation({
      mutationFn: ({ id, reason }: { id: string; reason: string }) =>
        cancelInstance(id, { reason }),
      onSuccess,
    }),
  }
}
