import { useQueryClient } from '@tanstack/react-query'
import { liveCountsKey } from '@/query/live-counts'
import { useTenantScope } from '@/query/query-scope'
import { inboxQueries, markCcRead } from '../../api/inbox-api'

/**
 * Opening a copy from the list marks it read (`cc/{id}/read`): the list, the tab's count and the
 * bell's `ccUnread` then reload. A failed mark is silent: the copy stays unread, and opens anyway.
 */
export function useMarkCcRead(): (id: string) => void {
  const client = useQueryClient()
  const scope = useTenantScope()
  return (id) =>
    void markCcRead(id, { silent: true })
      .then(() =>
        Promise.all([
          client.invalidateQueries({ queryKey: inboxQueries.all(scope) }),
          client.invalidateQueries({ queryKey: liveCountsKey(scope) }),
        ]),
      )
      .catch(() => undefined)
}
