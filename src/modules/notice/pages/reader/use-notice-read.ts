import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  markAllNoticesRead,
  markNoticeRead,
  myNoticeQueries,
} from '@/modules/notice/api/notice-api'
import { todoQueries } from '@/modules/todo'
import { liveCountsKey } from '@/query/live-counts'
import { useTenantScope } from '@/query/query-scope'

/**
 * Marking notices read. Afterwards every "my notice" query of the tenant is stale (the lists, the
 * unread count, the dashboard's latest notices: shown again, they reload), and so are the to-dos:
 * a Notice to-do completes when its notice is read; the bell's counts follow both.
 */
export function useNoticeRead() {
  const scope = useTenantScope()
  const client = useQueryClient()
  const onSuccess = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: myNoticeQueries.all(scope) }),
      client.invalidateQueries({ queryKey: todoQueries.all(scope) }),
      client.invalidateQueries({ queryKey: liveCountsKey(scope) }),
    ])
  return {
    markRead: useMutation({ mutationFn: (id: string) => markNoticeRead(id), onSuccess }),
    markAllRead: useMutation({ mutationFn: () => markAllNoticesRead(), onSuccess }),
  }
}
