import { electionStep, parseLease, renewEveryMs, type Role } from './leader-election-rules'

export interface LeaderElectionDeps {
  /** The localStorage key of the lease (one per user: tabs of one browser share one session). */
  leaseKey: string
  /** Called when this tab becomes the leader, and when it stops being one. */
  onRoleChange: (role: Role) => void
}

export interface LeaderElection {
  /** Another tab gave the lease up: try for it now instead of at the next beat. */
  wake: () => void
  /** Gives the lease up (sign-out, the tab closing); the caller tells the other tabs. */
  stop: () => void
}

/** Claims wait this long before they count: a claim written at the same moment wins or loses. */
const settleMs = 100

/** A tab's own id, without crypto.randomUUID (a secure context only, like Web Locks). */
function newTabId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

/**
 * Leader election among a browser's tabs over a localStorage lease (leader-election-rules.ts):
 * every tab looks each second; the leader renews, the others follow, and take the lease when it
 * is stale or given up.
 */
export function electLeader({ leaseKey, onRoleChange }: LeaderElectionDeps): LeaderElection {
  const tabId = newTabId()
  let role: Role = 'follower'
  let settling: ReturnType<typeof setTimeout> | undefined

  const read = () => parseLease(localStorage.getItem(leaseKey))
  const write = () => localStorage.setItem(leaseKey, JSON.stringify({ tabId, renewedAt: Date.now() })) // prettier-ignore
  const become = (next: Role) => {
    if (next === role) return
    role = next
    onRoleChange(next)
  }

  function beat(): void {
    const step = electionStep(role, read(), tabId, Date.now())
    if (step === 'renew') {
      write()
      become('leader')
    } else if (step === 'step-down') {
      become('follower')
    } else if (step === 'claim' && settling === undefined) {
      write()
      settling = setTimeout(() => {
        settling = undefined
        if (read()?.tabId === tabId) become('leader')
      }, settleMs)
    }
  }

  const interval = setInterval(beat, renewEveryMs)
  beat()
  return {
    wake: beat,
    stop() {
      clearInterval(interval)
      clearTimeout(settling)
      if (read()?.tabId === tabId) localStorage.removeItem(leaseKey)
      become('follower')
    },
  }
}
