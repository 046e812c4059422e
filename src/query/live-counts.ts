import { skipToken, useQuery } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import type { TenantScope } from './query-keys'
import { useTenantScope } from './query-scope'
import type { LiveCounts } from '@/api/live-counts/live-counts-dto'

/**
 * One query for all of them, whoever fills it (the stream, or the bell's polling while it is
 * down). A write
 * that changes a count (a notice read, a to-do completed) invalidates it: `liveCountsKey(scope)`.
 */
export function liveCountsKey(scope: TenantScope) {
  return [...scope, 'live-counts'] as const
}

/**
 * One of the signed-in user's live counts, as the last reading gave it (undefined before one):
 * `useLiveCount('approvalTodo')` for the Approvals menu badge and the inbox. It only reads: the
 * stream (./live) and the bell's polling fill the query.
 */
export function useLiveCount(field: keyof LiveCounts): number | undefined {
  const { data } = useQuery({
    queryKey: liveCountsKey(useTenantScope()),
    queryFn: skipToken,
    select: (counts: LiveCounts) => counts[field],
  })
  return data
}

/**
 * Whether the live counts' stream is delivering in this browser (the leader tab's stream, told to
 * the other tabs): while it is, the counts need no polling; while it is not, they are polled every
 * minute while the tab is visible (workflow-api §8). Set by the live counts client (./live).
 */
let isStreamUp = false
const listeners = new Set<() => void>()

export function setLiveStreamUp(next: boolean): void {
  if (next === isStreamUp) return
  isStreamUp = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const read = () => isStreamUp

export function useLiveStreamUp(): boolean {
  return useSyncExternalStore(subscribe, read, read)
}
