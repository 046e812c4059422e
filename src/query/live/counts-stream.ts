import type { Session } from '@/auth/session'
import type { LiveCounts } from '@/api/live-counts/live-counts-dto'
import { createEventParser } from './event-stream-parser'
import { openOutcome, parseCounts, reconnectDelay } from './live-stream-rules'

export const streamPath = '/api/base/realtime/stream'
/** The wait before another try, until the server's `retry` says otherwise (it says 5000). */
export const retryMs = 5_000

export interface CountsStreamDeps {
  /** The API's origin and base path ('' = the app's own). */
  baseUrl: string
  session: Pick<Session, 'getAccessToken' | 'isAccessTokenExpired' | 'getTenantHeader' | 'renew'>
  onCounts: (counts: Required<LiveCounts>) => void
  /** Up once a stream is open; down when it fails (the counts fall back to polling meanwhile). */
  onStatus: (isUp: boolean) => void
}

/**
 * The live counts' stream (workflow-api §8), kept open: fetch with the token in the Authorization
 * header (never in the address, so not EventSource, which cannot send it). A failed try waits the
 * server's `retry`; a 401 renews the token first; a stream the server ended because its token
 * expired is opened again at once with the renewed one. Returns what closes it.
 */
export function openCountsStream(deps: CountsStreamDeps): () => void {
  const url = new URL(deps.baseUrl + streamPath, window.location.href).href
  let retry = retryMs
  let aborter = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined

  async function connect(): Promise<void> {
    aborter = new AbortController()
    const { signal } = aborter
    // The server ended the stream at the token's expiry: a renewal running late is waited for.
    if (deps.session.isAccessTokenExpired()) await deps.session.renew()
    if (signal.aborted) return
    const token = deps.session.getAccessToken()
    const tenant = deps.session.getTenantHeader()
    let next: number | 'renew' = retry
    try {
      const response = await fetch(url, {
        signal,
        cache: 'no-store',
        headers: {
          Accept: 'text/event-stream',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(tenant ? { __tenant: tenant } : {}),
        },
      })
      const outcome = openOutcome(response.status, response.headers.get('content-type'))
      if (outcome === 'renew') next = 'renew'
      if (outcome === 'read' && response.body) {
        const openedAt = Date.now()
        deps.onStatus(true)
        const feed = createEventParser(
          ({ name, data }) => {
            const counts = name === 'counts' ? parseCounts(data) : null
            if (counts) deps.onCounts(counts)
          },
          (ms) => (retry = ms),
        )
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
        for (let read = await reader.read(); !read.done; read = await reader.read()) {
          feed(read.value)
        }
        next = reconnectDelay(Date.now() - openedAt, retry)
      }
    } catch {
      // The network failed, or the stream was closed here.
    }
    if (signal.aborted) return
    if (next === 'renew') {
      const renewal = await deps.session.renew()
      if (signal.aborted) return
      if (renewal === 'renewed') return connect()
      // Ended: the app signs in again (its next call finds out); the stream stays closed.
      next = renewal === 'ended' ? -1 : retry
    }
    if (next !== 0) deps.onStatus(false)
    if (next >= 0) timer = setTimeout(() => void connect(), next)
  }

  void connect()
  return () => {
    clearTimeout(timer)
    aborter.abort()
  }
}
