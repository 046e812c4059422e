import type { QueryClient } from '@tanstack/react-query'
import type { Session } from '@/auth/session'
import type { LiveCounts } from '@/api/live-counts/live-counts-dto'
import { liveCountsKey, setLiveStreamUp } from '../live-counts'
import { tenantScope } from '../query-keys'
import { openCountsStream } from './counts-stream'
import { electLeader } from './leader-election'

/** What the leader tells the other tabs of the browser, and what they ask it. */
type LiveMessage =
  | { type: 'counts'; counts: Required<LiveCounts> }
  | { type: 'status'; isUp: boolean }
  | { type: 'hello' }
  | { type: 'resign' }

export interface LiveCountsDeps {
  baseUrl: string
  session: Pick<
    Session,
    'getAccessToken' | 'isAccessTokenExpired' | 'getTenantHeader' | 'getIdentity' | 'renew'
  >
  queryClient: QueryClient
}

const channelName = 'project-admin:live-counts'

/**
 * The live counts of the signed-in user (workflow-api §8), one stream per browser: the leader tab
 * (leader-election.ts) holds it and passes each reading and its status to the other tabs over a
 * BroadcastChannel; every tab puts the counts into its live-counts query (the bell, the Approvals
 * badge) and, while the stream is down, polls instead (live-stream-status.ts). Returns what stops
 * it: on sign-out and on a change of user or tenant, with the counts cleared.
 */
export function startLiveCounts({ baseUrl, session, queryClient }: LiveCountsDeps): () => void {
  const identity = session.getIdentity()
  if (!identity || typeof BroadcastChannel === 'undefined') return () => undefined
  // One channel and one lease per user: tabs of another identity never mix in.
  const owner = `${channelName}:${identity.tenantId ?? 'host'}/${identity.userId}`
  const key = liveCountsKey(tenantScope(identity.tenantId))
  const channel = new BroadcastChannel(owner)
  let isUp = false
  let last: Required<LiveCounts> | undefined
  let closeStream: (() => void) | undefined

  const post = (message: LiveMessage) => channel.postMessage(message)
  const isStillMine = () => {
    const now = session.getIdentity()
    return now?.userId === identity.userId && now.tenantId === identity.tenantId
  }
  const applyCounts = (counts: Required<LiveCounts>) => {
    if (!isStillMine()) return stop()
    queryClient.setQueryData<LiveCounts>(key, (old) => ({ ...old, ...counts }))
  }
  const applyStatus = (next: boolean) => {
    if (next === isUp) return
    isUp = next
    setLiveStreamUp(next)
    // Down: ask now what was missed (the bell polls every minute from here while visible).
    if (!next && document.visibilityState === 'visible') {
      void queryClient.invalidateQueries({ queryKey: key })
    }
  }

  const election = electLeader({
    leaseKey: owner,
    onRoleChange(role) {
      closeStream?.()
      closeStream = undefined
      if (role !== 'leader') return
      closeStream = openCountsStream({
        baseUrl,
        session,
        onCounts(counts) {
          last = counts
          applyCounts(counts)
          post({ type: 'counts', counts })
        },
        onStatus(next) {
          applyStatus(next)
          post({ type: 'status', isUp: next })
        },
      })
    },
  })

  channel.onmessage = ({ data }: MessageEvent<LiveMessage>) => {
    if (data.type === 'counts') applyCounts(data.counts)
    else if (data.type === 'status') applyStatus(data.isUp)
    else if (data.type === 'resign') election.wake()
    // A new tab asks the leader for what it has: the stream sends only changes.
    else if (closeStream) {
      post({ type: 'status', isUp })
      if (last) post({ type: 'counts', counts: last })
    }
  }
  post({ type: 'hello' })

  /** The leader's tab closes or signs out: another tab takes the stream at once. */
  function resign() {
    const wasLeader = closeStream !== undefined
    election.stop()
    if (wasLeader) post({ type: 'resign' })
  }
  window.addEventListener('pagehide', resign)

  function stop() {
    window.removeEventListener('pagehide', resign)
    resign()
    channel.close()
    setLiveStreamUp(false)
    queryClient.removeQueries({ queryKey: key, exact: true })
  }
  return stop
}
