import { hasAnsweringFault } from '../control/fault-switch.ts'
import type { MockResponse, MockStreamSink } from '../http/mock-http.ts'
import type { AuthenticatedContext } from '../request-context.ts'
import { authorizedRoute, type BackendRoute } from '../routes/define-route.ts'
import { verifyAccessToken } from '../token-service.ts'
import { commentLine, eventBlock, retryField } from './event-stream-text.ts'
import { countsOf, listenToCounts } from './live-counts-hub.ts'
import type { LiveCountsDto } from './live-counts-types.ts'

export const realtimeStreamPath = '/api/base/realtime/stream'

/** A comment this often: proxies (nginx's read timeout, 60 s by default) keep the connection. */
export const heartbeatMs = 25_000
/** What the client waits before reconnecting after a dropped stream (the `retry` field). */
export const reconnectMs = 5_000

/** Ends every open stream that a fault now covers (a test stopping the stream). */
const faultChecks = new Set<() => void>()

export function endFaultedStreams(): void {
  for (const check of [...faultChecks]) check()
}

/** When the caller's token expires, in ms since the epoch (it was verified before the handler). */
async function tokenExpiryMs(context: AuthenticatedContext): Promise<number> {
  const token = /^Bearer\s+(.+)$/i.exec(context.request.headers.authorization ?? '')?.[1].trim()
  const claims = token ? await verifyAccessToken(token) : null
  return (claims?.exp ?? 0) * 1000
}

/**
 * The open stream of one caller: `retry`, then their counts at once, then again on every change
 * (only when they differ), a comment every 25 s (which also re-reads the counts: a scheduled
 * notice or a due time passes without any request), and the end when the token expires.
 */
function streamCounts(
  sink: MockStreamSink,
  caller: { tenantId: string | null; userId: string },
  expiresAtMs: number,
): () => void {
  let last = ''
  const send = (counts: LiveCountsDto) => {
    const text = JSON.stringify(counts)
    if (text === last) return
    last = text
    sink.write(eventBlock('counts', counts))
  }
  sink.write(retryField(reconnectMs))
  send(countsOf(caller.tenantId, caller.userId))
  const stopListening = listenToCounts({ ...caller, onCounts: send })
  const heartbeat = setInterval(() => {
    sink.write(commentLine('keep-alive'))
    send(countsOf(caller.tenantId, caller.userId))
  }, heartbeatMs)
  let isOpen = true
  const stop = () => {
    if (!isOpen) return
    isOpen = false
    stopListening()
    clearInterval(heartbeat)
    clearTimeout(expiry)
    faultChecks.delete(checkFault)
  }
  const end = () => {
    stop()
    sink.end()
  }
  // Token expiry stays on real time (issue 23 §1): the client reconnects with the renewed token.
  const expiry = setTimeout(end, Math.max(0, expiresAtMs - Date.now()))
  const checkFault = () => {
    if (hasAnsweringFault({ method: 'GET', path: realtimeStreamPath })) end()
  }
  faultChecks.add(checkFault)
  // A request that passed the faults just before one covering it was added: it ends at once too.
  checkFault()
  return stop
}

/** `GET /api/base/realtime/stream` (workflow-api.md §8). */
async function openStream(context: AuthenticatedContext): Promise<MockResponse> {
  const expiresAtMs = await tokenExpiryMs(context)
  const caller = { tenantId: context.caller.tenantId, userId: context.caller.userId }
  return {
    status: 200,
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      // nginx: pass each event on at once instead of filling its buffer first.
      'X-Accel-Buffering': 'no',
    },
    body: null,
    stream: { open: (sink) => streamCounts(sink, caller, expiresAtMs) },
  }
}

/** BaseService's realtime endpoint: sign-in only; the token in the Authorization header only. */
export const realtimeRoutes: BackendRoute[] = [
  authorizedRoute('GET', realtimeStreamPath, openStream),
]
