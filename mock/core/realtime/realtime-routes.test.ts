import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { setTokenLifetime } from '../control.ts'
import { seedAccounts, type SeedAccount } from '../db/seed-accounts.ts'
import { projectIds } from '../db/seed-ids.ts'
import { handleMockRequest } from '../handle-mock-request.ts'
import { createMockRequest } from '../http/mock-http.ts'
import { apiAs } from '../testing/api-client.ts'
import { callBackend, signIn } from '../testing/backend-client.ts'
import { openCountsStreams } from './live-counts-hub.ts'
import { realtimeStreamPath } from './realtime-routes.ts'

/** The live counts' stream, workflow-api.md §8. */

interface OpenStream {
  status: number
  headers: Record<string, string>
  /** Every write, in order. */
  writes: string[]
  /** The counts events' data, in order. */
  counts: () => Record<string, number>[]
  isEnded: () => boolean
  close: () => void
}

async function openStream(headers: Record<string, string>, query = ''): Promise<OpenStream> {
  const response = await handleMockRequest(
    createMockRequest({ path: realtimeStreamPath, query: new URLSearchParams(query), headers }),
  )
  const writes: string[] = []
  let isEnded = false
  const close =
    response.stream?.open({ write: (text) => writes.push(text), end: () => (isEnded = true) }) ??
    (() => undefined)
  return {
    status: response.status,
    headers: response.headers,
    writes,
    counts: () =>
      writes
        .filter((text) => text.startsWith('event: counts\n'))
        .map((text) => JSON.parse(text.split('\ndata: ')[1]) as Record<string, number>),
    isEnded: () => isEnded,
    close,
  }
}

async function streamOf(account: SeedAccount) {
  const { access_token } = await signIn(account)
  return openStream({ authorization: `Bearer ${access_token}` })
}

const streams: OpenStream[] = []
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close()
  vi.useRealTimers()
})
async function opened(account: SeedAccount) {
  const stream = await streamOf(account)
  streams.push(stream)
  return stream
}

/** An admin publishes a notice for 城北污水, where manager holds a grant and noproject none. */
async function publishNotice() {
  const admin = await apiAs(seedAccounts.admin)
  const created = await admin('POST', '/api/base/notice', {
    title: 'Stream test: road closure',
    content: 'The north gate is closed on Monday.',
    contentFormat: 1,
    projectId: projectIds.chengbeiSewage,
  })
  const { id } = created.json<{ id: string }>()
  expect((await admin('POST', `/api/base/notice/${id}/publish`, { publishTime: null })).status).toBe(200) // prettier-ignore
}

describe('GET /api/base/realtime/stream', () => {
  it('answers an event stream that nothing buffers, retry first, then the caller’s counts', async () => {
    const stream = await opened(seedAccounts.manager)
    expect(stream.status).toBe(200)
    expect(stream.headers).toMatchObject({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Accel-Buffering': 'no',
    })
    expect(stream.writes[0]).toBe('retry: 5000\n\n')
    const manager = await apiAs(seedAccounts.manager)
    const summary = (await manager('GET', '/api/base/todo/my/summary')).json<{ pending: number; overdue: number }>() // prettier-ignore
    const unread = (await manager('GET', '/api/base/notice/my/unread-count')).json<number>()
    const approvals = (await manager('GET', '/api/workflow/task/summary')).json<{ todo: number; overdue: number; ccUnread: number }>() // prettier-ignore
    expect(stream.counts()).toEqual([
      {
        todoPending: summary.pending,
        todoOverdue: summary.overdue,
        approvalTodo: approvals.todo,
        approvalOverdue: approvals.overdue,
        ccUnread: approvals.ccUnread,
        noticeUnread: unread,
      },
    ])
  })

  it('sends the counts again when another user’s write changes them, to that user only', async () => {
    const member = await opened(seedAccounts.manager)
    const outsider = await opened(seedAccounts.noproject)
    const [before] = member.counts()
    await publishNotice()
    expect(member.counts()).toHaveLength(2)
    expect(member.counts()[1]).toEqual({ ...before, noticeUnread: before.noticeUnread + 1 })
    // noproject sees no notice of that project: nothing changed, nothing sent.
    expect(outsider.counts()).toHaveLength(1)
  })

  it('takes the token from the Authorization header only', async () => {
    const { access_token } = await signIn(seedAccounts.manager)
    expect((await openStream({})).status).toBe(401)
    expect((await openStream({}, `access_token=${access_token}`)).status).toBe(401)
    const withHeader = await openStream({ authorization: `Bearer ${access_token}` })
    streams.push(withHeader)
    expect(withHeader.status).toBe(200)
  })

  it('sends a comment every 25 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] })
    const stream = await opened(seedAccounts.manager)
    vi.advanceTimersByTime(24_999)
    expect(stream.writes.filter((text) => text.startsWith(':'))).toHaveLength(0)
    vi.advanceTimersByTime(1)
    expect(stream.writes.filter((text) => text.startsWith(':'))).toEqual([': keep-alive\n\n'])
    expect(stream.isEnded()).toBe(false)
  })

  it('ends when the token it was opened with expires', async () => {
    setTokenLifetime(1)
    const stream = await opened(seedAccounts.manager)
    expect(stream.isEnded()).toBe(false)
    // A second after it was opened; a loaded machine may be late with the timer.
    await vi.waitFor(() => expect(stream.isEnded()).toBe(true), { timeout: 10_000 })
    expect(openCountsStreams()).toBe(0)
  })

  it('ends when a fault stops the stream, and the fault answers the next one', async () => {
    const stream = await opened(seedAccounts.manager)
    const fault = await callBackend('POST', '/__mock/faults', {
      body: JSON.stringify({ path: realtimeStreamPath, status: 503 }),
    })
    expect(fault.status).toBe(200)
    expect(stream.isEnded()).toBe(true)
    expect((await streamOf(seedAccounts.manager)).status).toBe(503)
  })

  it('a stream answered just before a fault covering it was added ends as it opens', async () => {
    const { access_token: token } = await signIn(seedAccounts.manager)
    const answered = await handleMockRequest(
      createMockRequest({
        path: realtimeStreamPath,
        headers: { authorization: `Bearer ${token}` },
      }),
    )
    await callBackend('POST', '/__mock/faults', {
      body: JSON.stringify({ path: realtimeStreamPath, status: 503 }),
    })
    let isEnded = false
    const close = answered.stream?.open({ write: () => undefined, end: () => (isEnded = true) })
    onTestFinished(() => close?.())
    expect(answered.status).toBe(200)
    expect(isEnded).toBe(true)
    expect(openCountsStreams()).toBe(0)
  })

  it('stops following when the client goes away', async () => {
    const stream = await opened(seedAccounts.manager)
    expect(openCountsStreams()).toBe(1)
    stream.close()
    expect(openCountsStreams()).toBe(0)
  })
})
