import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { openCountsStreams } from '@mock/core/realtime/live-counts-hub'
import { projectIds } from '@mock/core/db/seed-ids'
import { apiAs } from '@mock/core/testing/api-client'
import bellEn from '@/modules/notice/locales/en/notice-bell.json'
import { liveCountsStream } from '@/query/use-live-counts-stream'
import { renderApp, resetSession, signInAs } from '../support/render-app'
import { getRequestLog, seedAccounts } from '../setup/msw-server'

/**
 * The live counts' stream (workflow-api §8) through msw, which streams the embedded backend's
 * response as it is written: another user's write reaches this user's bell without a reload and
 * without polling; leaving the signed-in app closes the stream.
 */

const lazyChunk = { timeout: 15_000 }
const streamPath = '/api/base/realtime/stream'
const pollPaths = ['/api/base/notice/my/unread-count', '/api/base/todo/my/summary']
const polls = () => getRequestLog().filter((entry) => pollPaths.includes(entry.path)).length

beforeAll(async () => {
  liveCountsStream.isEnabled = true
  await Promise.all([
    import('@/layout/app-shell'),
    import('@/modules/notice/components/bell/notice-bell'),
    import('@/query/live/live-counts-client'),
  ])
}, 60_000)
afterAll(() => {
  liveCountsStream.isEnabled = false
})
afterEach(resetSession)

const bell = (unread: number) =>
  screen.findByRole(
    'button',
    { name: new RegExp(`^${bellEn.label}, ${unread} unread notices?,`) },
    lazyChunk,
  )

/** An admin publishes a notice for 城北污水, where manager holds a grant. */
async function publishNotice() {
  const admin = await apiAs(seedAccounts.admin)
  const created = await admin('POST', '/api/base/notice', {
    title: 'Live counts: road closure',
    content: 'The north gate is closed on Monday.',
    contentFormat: 1,
    projectId: projectIds.chengbeiSewage,
  })
  const { id } = created.json<{ id: string }>()
  expect((await admin('POST', `/api/base/notice/${id}/publish`, { publishTime: null })).status).toBe(200) // prettier-ignore
}

describe('live counts', { timeout: 60_000 }, () => {
  it('another user’s write reaches the bell through the stream, with no polling', async () => {
    await signInAs('manager')
    const manager = await apiAs(seedAccounts.manager)
    const unread = (await manager('GET', '/api/base/notice/my/unread-count')).json<number>()
    const { unmount } = renderApp('/todo')
    await bell(unread)
    await waitFor(() => expect(openCountsStreams()).toBe(1), lazyChunk)
    // The page's own summary (the address of one of the bell's polls) is asked once it is drawn,
    // after the shell: it has answered before the polls are counted.
    expect(await screen.findByText(/\d+ due today/, {}, lazyChunk)).toBeTruthy()
    const stream = getRequestLog().find((entry) => entry.path === streamPath)
    expect(stream?.headers.authorization).toMatch(/^Bearer /)
    expect(stream?.query).toBe('')
    const pollsBefore = polls()

    await publishNotice()
    await bell(unread + 1)
    expect(polls()).toBe(pollsBefore)

    // Leaving the signed-in app (sign-out) closes the stream.
    unmount()
    await waitFor(() => expect(openCountsStreams()).toBe(0), lazyChunk)
  })
})
