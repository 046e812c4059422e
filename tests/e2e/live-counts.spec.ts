import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test'
import { projectIds } from '../../mock/core/db/seed-ids'
import { accounts } from './support/accounts'
import { en } from './support/i18n'
import { MockBackend } from './support/mock-backend'
import { nginxApiURL, nginxPasswordURL } from './support/nginx'
import {
  addressesWithToken,
  bellPollPaths,
  streamPath,
  watchRequests,
} from './support/request-watch'
import { sidebar } from './support/sign-in'
import { createSignedInState } from './support/signed-in-state'

/**
 * The live counts (workflow-api §8, issue 23 §3) through nginx as deployed (deploy/nginx): the
 * leader tab's event stream brings another user's change to the bell without a reload, while the
 * bell's polling (every 60 s while the stream is down) asks nothing; three tabs hold one stream,
 * which moves when its tab closes; a stopped stream falls back to polling until it is back. No
 * request address holds a token.
 */

let mock: MockBackend
let backend: APIRequestContext
test.beforeEach(async ({ playwright }) => {
  // The test controls are the backend's own (nginx proxies /api and /connect only).
  backend = await playwright.request.newContext({ baseURL: nginxApiURL })
  mock = new MockBackend(backend)
  await mock.reset()
})
test.afterEach(async () => {
  await backend.dispose()
})

async function signedInContext(context: BrowserContext) {
  const state = await createSignedInState(backend, nginxPasswordURL, accounts.manager)
  await context.addCookies(state.cookies)
  return state.cookies.find((cookie) => cookie.name === 'Admin-Token')!.value
}

/**
 * Opens the dashboard and waits for the shell, an open stream answered 200 and the dashboard's
 * to-do figures: the page's own `todo/my/summary` is one of the bell's poll paths, and the shell
 * (with the bell and the stream) can be up before the page has asked.
 */
async function openApp(page: Page) {
  const streamAnswer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === streamPath && response.status() === 200,
  )
  await page.goto('/index')
  await expect(sidebar(page)).toBeVisible()
  await streamAnswer
  await expect(page.getByText(en('dashboard', 'todos.pending'), { exact: true })).toBeVisible()
}

const bell = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^${en('notice-bell', 'label')}`) })

async function expectUnreadOnBell(page: Page, count: number) {
  await expect(bell(page)).toHaveAccessibleName(new RegExp(`, ${count} unread notices?,`), {
    timeout: 10_000,
  })
}

/** The polling requests (the bell's two counts) the backend has answered so far. */
async function pollCount() {
  return (await mock.requests()).filter((entry) => bellPollPaths.includes(entry.path)).length
}

/** manager's unread notices, as the API says. */
async function unreadOfManager(token: string) {
  const answer = await backend.get('/api/base/notice/my/unread-count', {
    headers: { authorization: `Bearer ${token}` },
  })
  return (await answer.json()) as number
}

/** An admin publishes a notice for 城北污水, where manager holds a grant. */
async function adminPublishesNotice(title: string) {
  const { cookies } = await createSignedInState(backend, nginxPasswordURL, accounts.admin)
  const headers = { authorization: `Bearer ${cookies.find((c) => c.name === 'Admin-Token')!.value}` } // prettier-ignore
  const created = await backend.post('/api/base/notice', {
    headers,
    data: {
      title,
      content: 'Live counts.',
      contentFormat: 1,
      projectId: projectIds.chengbeiSewage,
    },
  })
  const { id } = (await created.json()) as { id: string }
  expect((await backend.post(`/api/base/notice/${id}/publish`, { headers, data: { publishTime: null } })).status()).toBe(200) // prettier-ignore
}

/** Resolves once the page has read the answers of a whole polling round of the bell. */
function pollRoundFinished(page: Page): Promise<unknown> {
  return Promise.all(
    bellPollPaths.map((path) =>
      page.waitForEvent('requestfinished', {
        predicate: (request) => new URL(request.url()).pathname === path,
        timeout: 15_000,
      }),
    ),
  )
}

/** What a tab does when it is shown again: with the stream down, the counts are asked anew. */
async function showTabAgain(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')))
}

test('another user’s change reaches the bell through the stream, with no polling and no token in any address', async ({
  page,
  context,
}) => {
  const seen = watchRequests(context)
  const token = await signedInContext(context)
  const unread = await unreadOfManager(token)
  await openApp(page)
  await expectUnreadOnBell(page, unread)
  const pollsBefore = await pollCount()

  await adminPublishesNotice('Live counts: road closure')
  await expectUnreadOnBell(page, unread + 1)
  // Focus asks nothing either while the stream delivers.
  await showTabAgain(page)
  await page.waitForTimeout(500)
  expect(await pollCount()).toBe(pollsBefore)
  expect(seen.openStreams.size).toBe(1)
  const streamEntry = (await mock.requests()).find((entry) => entry.path === streamPath)
  expect(streamEntry?.headers.authorization).toBe(`Bearer ${token}`)
  expect(streamEntry?.query).toBe('')
  expect(addressesWithToken(seen.urls, [token])).toEqual([])
})

test('three tabs hold one stream; closing the leader’s tab moves it, and every tab follows', async ({
  context,
}) => {
  test.setTimeout(60_000)
  const seen = watchRequests(context)
  const token = await signedInContext(context)
  const unread = await unreadOfManager(token)
  const leader = await context.newPage()
  await openApp(leader)
  const followers = [await context.newPage(), await context.newPage()]
  for (const page of followers) {
    await page.goto('/index')
    await expect(sidebar(page)).toBeVisible()
  }
  // Long enough for a follower to take a lease it wrongly thought free (renewed every second).
  await followers[1].waitForTimeout(2_500)
  expect(seen.openStreams.size).toBe(1)
  expect([...seen.openStreams][0].frame().page()).toBe(leader)
  expect((await mock.requests()).filter((entry) => entry.path === streamPath)).toHaveLength(1)

  await leader.close()
  await expect.poll(() => [...seen.openStreams].length, { timeout: 5_000 }).toBe(1)
  const newLeader = [...seen.openStreams][0].frame().page()
  expect(followers).toContain(newLeader)

  await adminPublishesNotice('Live counts: three tabs')
  for (const page of followers) await expectUnreadOnBell(page, unread + 1)
  expect(seen.openStreams.size).toBe(1)
})

test('a stopped stream falls back to polling, and its return stops the polling', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000)
  await signedInContext(context)
  await openApp(page)
  const pollsBefore = await pollCount()

  // The stream goes down (its open response ends, new ones get 503): the counts are asked at once.
  const roundDone = pollRoundFinished(page)
  const [faultId] = await mock.addFault({ path: streamPath, status: 503 })
  await expect.poll(pollCount, { timeout: 15_000 }).toBeGreaterThan(pollsBefore)
  await roundDone
  // The page has handled those answers too: a show while the round was still on its way would
  // join it instead of asking again.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
  // While it is down, showing the tab asks again.
  const pollsWhileDown = await pollCount()
  await showTabAgain(page)
  await expect.poll(pollCount).toBeGreaterThan(pollsWhileDown)

  // Back: the next try (the server's retry, 5 s) opens it, and showing the tab asks nothing.
  const reopened = page.waitForResponse(
    (response) => new URL(response.url()).pathname === streamPath && response.status() === 200,
    { timeout: 15_000 },
  )
  await mock.removeFault(faultId)
  await reopened
  await page.waitForTimeout(300)
  const pollsAfter = await pollCount()
  await showTabAgain(page)
  await page.waitForTimeout(500)
  expect(await pollCount()).toBe(pollsAfter)
})
