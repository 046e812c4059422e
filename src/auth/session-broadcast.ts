import type { SessionIdentity } from './session'
import { isSameIdentity } from './token-identity'

/** What one tab tells the others of the same browser. */
export type SessionMessage =
  { type: 'signed-out' } | { type: 'signed-in'; identity: SessionIdentity | undefined }

const channelName = 'project-admin:session'

export interface SessionBroadcast {
  post: (message: SessionMessage) => void
  /** Returns the unsubscribe function. */
  subscribe: (listener: (message: SessionMessage) => void) => () => void
}

/**
 * Tabs of one browser share the stored tokens; this tells them at once when one signs out or
 * signs in as someone else (BroadcastChannel; where it is missing, nothing is told and each tab
 * finds out at its next renewal).
 */
export function createSessionBroadcast(name = channelName): SessionBroadcast {
  if (typeof BroadcastChannel === 'undefined') {
    return { post: () => undefined, subscribe: () => () => undefined }
  }
  const channel = new BroadcastChannel(name)
  // Node's channel (tests) would keep the process alive; browsers have no unref.
  ;(channel as { unref?: () => void }).unref?.()
  return {
    post: (message) => channel.postMessage(message),
    subscribe(listener) {
      const onMessage = (event: MessageEvent<SessionMessage>) => listener(event.data)
      channel.addEventListener('message', onMessage)
      return () => channel.removeEventListener('message', onMessage)
    },
  }
}

/** What the app does when the session changes by itself, or through another tab. */
export interface SessionEvents {
  /** A renewal was refused (the refresh token is dead): the session is over, sign in again. */
  onExpired: () => void
  /** Another tab signed out: this tab has already forgotten its tokens and must leave. */
  onEndedElsewhere: () => void
  /** The shared session now belongs to someone else: reload into that identity. */
  onIdentityChanged: () => void
}

export function followOtherTabs(
  broadcast: SessionBroadcast,
  session: { getIdentity: () => SessionIdentity | undefined; end: () => void },
  events: SessionEvents,
): () => void {
  return broadcast.subscribe((message) => {
    const mine = session.getIdentity()
    if (!mine) return
    if (message.type === 'signed-out') {
      session.end()
      events.onEndedElsewhere()
    } else if (!isSameIdentity(message.identity, mine)) {
      events.onIdentityChanged()
    }
  })
}
