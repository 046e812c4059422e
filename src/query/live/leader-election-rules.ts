/**
 * Which tab of a browser holds the one live counts stream (workflow-api §8): a lease in
 * localStorage that the leader renews, and that another tab may take once it is stale. Web Locks
 * would do this, but plain-http deployments lack them (they need a secure context).
 */

/** The leader's lease: which tab, renewed when (ms since the epoch). */
export interface Lease {
  tabId: string
  renewedAt: number
}

/** The leader renews this often; hidden tabs' timers may run only once a second, still in time. */
export const renewEveryMs = 1_000
/** A lease this old is the lease of a tab that went away without saying so (a crash). */
export const staleAfterMs = 5_000

export function parseLease(raw: string | null): Lease | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<Lease> | null
    if (typeof value?.tabId !== 'string' || typeof value.renewedAt !== 'number') return null
    return { tabId: value.tabId, renewedAt: value.renewedAt }
  } catch {
    return null
  }
}

export type Role = 'leader' | 'follower'

/**
 * What a tab does at each beat: `renew` its own lease (leading), `claim` a free one (then lead if
 * it is still its own a moment later: two tabs may claim at once, the last write wins), `follow`
 * another tab's live lease, or `step-down` because another tab took the lease (this one's timers
 * were held back so long that its lease went stale).
 */
export type ElectionStep = 'renew' | 'claim' | 'follow' | 'step-down'

export function electionStep(role: Role, lease: Lease | null, tabId: string, now: number) {
  const isFree = lease === null || now - lease.renewedAt > staleAfterMs
  const isMine = lease?.tabId === tabId
  if (role === 'leader') return isMine || isFree ? 'renew' : 'step-down'
  if (isFree) return 'claim'
  return isMine ? 'renew' : 'follow'
}
