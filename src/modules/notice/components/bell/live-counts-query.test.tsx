import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { apiClient } from '@/api/http/api-client'
import { createAppQueryClient } from '@/query/query-client'
import { liveCountsKey } from '@/query/live-counts'
import { tenantScope } from '@/query/query-keys'
import { liveCountsQuery, liveCountsRefreshMs } from './live-counts-query'

let visibility: DocumentVisibilityState = 'visible'

/** The tab is hidden or shown as the browser does it: the state, then the event. */
function setVisibility(next: DocumentVisibilityState) {
  visibility = next
  act(() => {
    window.dispatchEvent(new Event('visibilitychange'))
  })
}

const countCalls = () =>
  vi.mocked(apiClient.get).mock.calls.filter(([url]) => url.endsWith('/unread-count')).length

beforeEach(() => {
  visibility = 'visible'
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility)
  vi.spyOn(apiClient, 'get').mockImplementation((url: string) =>
    Promise.resolve(
      url.endsWith('/unread-count')
        ? 3
        : url.endsWith('/task/summary')
          ? { todo: 6, overdue: 1, ccUnread: 2, delegatedToMe: 0 }
          : { pending: 5, overdue: 2, dueToday: 1 },
    ),
  )
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const summaryCalls = () =>
  vi.mocked(apiClient.get).mock.calls.filter(([url]) => url === '/api/workflow/task/summary').length

function renderCounts(isStreamUp = false, withApprovals = false) {
  const client = createAppQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const hook = renderHook(() => useQuery(liveCountsQuery(tenantScope(null), isStreamUp, withApprovals)), { wrapper }) // prettier-ignore
  return { ...hook, client }
}

describe('the live counts query', () => {
  it('gives both counts in the fields of the live counts stream', async () => {
    const { result } = renderCounts()
    await waitFor(() =>
      expect(result.current.data).toEqual({ noticeUnread: 3, todoPending: 5, todoOverdue: 2 }),
    )
  })

  it('asks the approval counts too, in the stream’s fields, only of a user who may approve', async () => {
    const approver = renderCounts(false, true)
    await waitFor(
      () =>
      expect(approver.result.current.data).toEqual({ noticeUnread: 3, todoPending: 5, todoOverdue: 2, approvalTodo: 6, approvalOverdue: 1, ccUnread: 2 }), // prettier-ignore
    )
    expect(summaryCalls()).toBe(1)
    const other = renderCounts()
    await waitFor(() => expect(other.result.current.isSuccess).toBe(true))
    expect(summaryCalls()).toBe(1)
  })

  it('asks again every minute while the tab is visible, never while it is hidden', async () => {
    const { result } = renderCounts()
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(countCalls()).toBe(1)
    await act(() => vi.advanceTimersByTimeAsync(liveCountsRefreshMs))
    await waitFor(() => expect(countCalls()).toBe(2))

    setVisibility('hidden')
    await act(() => vi.advanceTimersByTimeAsync(liveCountsRefreshMs * 3))
    expect(countCalls()).toBe(2)
  })

  it('asks again when the tab is shown (the window regains focus)', async () => {
    const { result } = renderCounts()
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    setVisibility('hidden')
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(countCalls()).toBe(1)
    setVisibility('visible')
    await waitFor(() => expect(countCalls()).toBe(2))
  })

  it('asks nothing more while the stream delivers, neither each minute nor on focus', async () => {
    const { result } = renderCounts(true)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    await act(() => vi.advanceTimersByTimeAsync(liveCountsRefreshMs * 3))
    setVisibility('hidden')
    setVisibility('visible')
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(countCalls()).toBe(1)
  })

  it('keeps the approval counts the stream gave when it polls', async () => {
    const { result, client } = renderCounts()
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    act(() => {
      client.setQueryData(liveCountsKey(tenantScope(null)), { ...result.current.data!, approvalTodo: 4 }) // prettier-ignore
    })
    await act(() => vi.advanceTimersByTimeAsync(liveCountsRefreshMs))
    await waitFor(() => expect(countCalls()).toBe(2))
    expect(result.current.data).toEqual({ noticeUnread: 3, todoPending: 5, todoOverdue: 2, approvalTodo: 4 }) // prettier-ignore
  })
})
