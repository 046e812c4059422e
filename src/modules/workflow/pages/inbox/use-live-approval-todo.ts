import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useLiveCount } from '@/query/live-counts'
import { useTenantScope } from '@/query/query-scope'
import { inboxQueries } from '../../api/inbox-api'

/**
 * The live count of my approvals to do (workflow-api §8 `approvalTodo`), read from the one
 * live-counts query the stream fills (undefined before it delivers one). When it changes (another
 * user's action sent me a task, or took one back), the open inbox reads its lists again.
 */
export function useLiveApprovalTodo(): number | undefined {
  const scope = useTenantScope()
  const client = useQueryClient()
  const data = useLiveCount('approvalTodo')
  // The last count seen: a change from one count to another (not the first reading, nor a
  // reading without it, such as the bell's polling before the stream) reloads the lists.
  const seen = useRef(data)
  useEffect(() => {
    if (data === undefined || seen.current === data) return
    const isFirst = seen.current === undefined
    seen.current = data
    if (!isFirst) void client.invalidateQueries({ queryKey: inboxQueries.all(scope) })
  }, [data, client, scope])
  return data
}
