import { useMutation, useQueryClient } from '@tanstack/react-query'
import { noticeQueries, publishNotice, withdrawNotice } from '@/modules/notice/api/notice-api'
import { todoQueries } from '@/modules/todo'
import { useTenantScope } from '@/query/query-scope'

/**
 * Publish and withdraw. Afterwards every notice query of the tenant is stale: this list, and the
 * readers' lists, unread count and the dashboard card (under the same key); the to-dos too, since
 * a published notice gives its readers a Notice to-do.
 */
export function useNoticePublishing() {
  const scope = useTenantScope()
  const client = useQueryClient()
  const onSuccess = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: noticeQueries.all(scope) }),
      client.invalidateQueries({ queryKey: todoQueries.all(scope) }),
    ])
  return {
    publish: useMutation({
      mutationFn: ({ id, publishTime }: { id: string; publishTime: string | null }) =>
        publishNotice(id, publishTime),
      onSuccess,
    }),
    withdraw: useMutation({ mutationFn: (id: string) => withdrawNotice(id), onSuccess }),
  }
}
