import { describe, expect, it, vi } from 'vitest'
import type { SessionIdentity } from './session'
import {
  createSessionBroadcast,
  followOtherTabs,
  type SessionBroadcast,
  type SessionMessage,
} from './session-broadcast'

/** Another tab's messages, delivered at once. */
function fakeChannel() {
  const listeners = new Set<(message: SessionMessage) => void>()
  const broadcast: SessionBroadcast = {
    post: (message) => listeners.forEach((listener) => listener(message)),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return { broadcast, listeners }
}

function follow(mine: SessionIdentity | undefined) {
  const { broadcast, listeners } = fakeChannel()
  let identity = mine
  const session = {
    getIdentity: () => identity,
    end: vi.fn(() => {
      identity = undefined
    }),
  }
  const events = { onExpired: vi.fn(), onEndedElsewhere: vi.fn(), onIdentityChanged: vi.fn() }
  const stop = followOtherTabs(broadcast, session, events)
  return { otherTab: broadcast, session, events, stop, listeners }
}

const me = { userId: 'u1', tenantId: null }

describe('followOtherTabs', () => {
  it('another tab signed out: this tab ends its session and leaves', () => {
    const { otherTab, session, events } = follow(me)
    otherTab.post({ type: 'signed-out' })
    expect(session.end).toHaveBeenCalledOnce()
    expect(events.onEndedElsewhere).toHaveBeenCalledOnce()
    expect(events.onIdentityChanged).not.toHaveBeenCalled()
    expect(events.onExpired).not.toHaveBeenCalled()
  })

  it.each([
    ['another user', { userId: 'u2', tenantId: null }],
    ['the same id in another tenant', { userId: 'u1', tenantId: 't1' }],
    ['an identity the token does not tell', undefined],
  ])('another tab signed in as %s: this tab becomes that identity', (_label, identity) => {
    const { otherTab, session, events } = follow(me)
    otherTab.post({ type: 'signed-in', identity })
    expect(events.onIdentityChanged).toHaveBeenCalledOnce()
    expect(session.end).not.toHaveBeenCalled()
    expect(events.onEndedElsewhere).not.toHaveBeenCalled()
  })

  it('another tab signed in as the same person: nothing changes', () => {
    const { otherTab, session, events } = follow(me)
    otherTab.post({ type: 'signed-in', identity: { userId: 'u1', tenantId: null } })
    expect(events.onIdentityChanged).not.toHaveBeenCalled()
    expect(events.onEndedElsewhere).not.toHaveBeenCalled()
    expect(session.end).not.toHaveBeenCalled()
  })

  it.each<[string, SessionMessage]>([
    ['signed out', { type: 'signed-out' }],
    ['signed in', { type: 'signed-in', identity: { userId: 'u2', tenantId: null } }],
  ])('a tab without a session of its own ignores that another tab %s', (_label, message) => {
    const { otherTab, session, events } = follow(undefined)
    otherTab.post(message)
    expect(session.end).not.toHaveBeenCalled()
    expect(events.onEndedElsewhere).not.toHaveBeenCalled()
    expect(events.onIdentityChanged).not.toHaveBeenCalled()
  })

  it('stops following when asked', () => {
    const { otherTab, session, events, stop, listeners } = follow(me)
    stop()
    expect(listeners.size).toBe(0)
    otherTab.post({ type: 'signed-out' })
    expect(session.end).not.toHaveBeenCalled()
    expect(events.onEndedElsewhere).not.toHaveBeenCalled()
  })
})

describe('createSessionBroadcast', () => {
  it('tells the other tabs (another channel of the same name), not itself', async () => {
    const name = `test-session-${Math.random()}`
    const thisTab = createSessionBroadcast(name)
    const otherTab = createSessionBroadcast(name)
    const received = vi.fn()
    const echoed = vi.fn()
    otherTab.subscribe(received)
    const stopEcho = thisTab.subscribe(echoed)
    thisTab.post({ type: 'signed-in', identity: me })
    await vi.waitFor(() => expect(received).toHaveBeenCalledOnce())
    expect(received).toHaveBeenCalledWith({ type: 'signed-in', identity: me })
    expect(echoed).not.toHaveBeenCalled()
    stopEcho()
  })

  it('works without BroadcastChannel (each tab finds out at its next renewal)', () => {
    vi.stubGlobal('BroadcastChannel', undefined)
    try {
      const broadcast = createSessionBroadcast('test-session-none')
      const listener = vi.fn()
      const stop = broadcast.subscribe(listener)
      expect(() => broadcast.post({ type: 'signed-out' })).not.toThrow()
      stop()
      expect(listener).not.toHaveBeenCalled()
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
