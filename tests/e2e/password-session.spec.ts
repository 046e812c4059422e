import type { Page, Route } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { accounts, tokenCookie } from './support/accounts'
import { en } from './support/i18n'
import type { RequestLogEntry } from './support/mock-backend'
import { expandAllGroups, menuEntry, routeLabel } from './support/shell'
import { sidebar, signIn, signInForm } from './support/sign-in'
import {
  expectContinuity,
  reportTiming,
  turnUsersPageWithRenewedToken,
  watchContinuity,
} from './support/session-probes'

/** The password grant's session over time: renewal before expiry, and the shared 401 refresh. */

const configPath = '/api/abp/application-configuration'

async function accessTokenCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies()
  return cookies.find((cookie) => cookie.name === tokenCookie)?.value
}

function tokenCalls(log: RequestLogEntry[]): RequestLogEntry[] {
  return log.filter((entry) => entry.method === 'POST' && entry.path === '/connect/token')
}

async function signInAndWaitForShell(page: Page, path: string): Promise<void> {
  await page.goto(path)
  // The guard sends the deep link to /login?redirect=…; sign in there, not on a fresh /login.
  await expect(signInForm(page).submit).toBeVisible()
  const submittedAt = Date.now()
  await signIn(page, accounts.manager)
  await page.waitForURL((url) => url.pathname === path)
  await expect(sidebar(page)).toBeVisible()
  reportTiming('password flow: sign-in submitted → signed-in shell', submittedAt)
}

test.describe('password-grant session', () => {
  test('a short-lived token renews before it expires, without a reload; the form keeps its input', async ({
    page,
    mock,
  }) => {
    await mock.configure({ tokenLifetimeSeconds: 3 })
    await signInAndWaitForShell(page, '/organization/user')
    const firstToken = await accessTokenCookie(page)
    expect(firstToken).toBeTruthy()

    const watch = await watchContinuity(page)
    await mock.clearRequests()

    // A 3 s token is renewed a second before it expires: two renewals within ~5 s.
    await expect
      .poll(async () => tokenCalls(await mock.requests()).length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2)
    expect(await accessTokenCookie(page)).not.toBe(firstToken)
    await expectContinuity(page, watch)

    // The renewed token is the one the API gets, and it works.
    await turnUsersPageWithRenewedToken(page)
    const failed = (await mock.requests()).filter((entry) => entry.status >= 400)
    expect(failed, 'calls that failed').toEqual([])
  })

  test('five tabs hit by 401 at once: exactly one refresh, and all five requests succeed', async ({
    page,
    mock,
  }) => {
    // Five tabs of the whole app, each loaded twice, on a 2-core machine beside the other lanes.
    test.setTimeout(60_000)
    await signInAndWaitForShell(page, '/index')
    const context = page.context()
    const others = await Promise.all(
      [1, 2, 3, 4].map(async () => {
        const tab = await context.newPage()
        await tab.goto('/index')
        await expect(sidebar(tab)).toBeVisible({ timeout: 20_000 })
        return tab
      }),
    )
    const tabs = [page, ...others]

    // The next five configuration calls are held until all five are in flight (all sent with the
    // same token), then the API rejects each of them once. No tab hears its 401 before the API has
    // answered all five: a quick tab's replay must not take a slow tab's 401.
    const held: Route[] = []
    // Matched on the path: the call carries `?includeLocalizationResources=false`.
    await context.route(
      (url) => url.pathname === configPath,
      async (route) => {
        if (held.length >= 5) return route.continue()
        held.push(route)
        if (held.length < 5) return
        const answers = await Promise.all(held.map((waiting) => waiting.fetch()))
        await Promise.all(held.map((waiting, i) => waiting.fulfill({ response: answers[i] })))
      },
    )
    await mock.addFault({ path: configPath, status: 401, times: 5 })
    await mock.clearRequests()

    await Promise.all(tabs.map((tab) => tab.reload()))
    // Five pages start at once on a 2-core machine: allow them longer than one page.
    for (const tab of tabs) await expect(sidebar(tab)).toBeVisible({ timeout: 20_000 })

    const log = await mock.requests()
    expect(tokenCalls(log), 'refresh calls').toHaveLength(1)
    const configCalls = log.filter((entry) => entry.path === configPath)
    expect(configCalls.filter((entry) => entry.status === 401)).toHaveLength(5)
    expect(configCalls.filter((entry) => entry.status === 200)).toHaveLength(5)
    const failed = log.filter((entry) => entry.status >= 400 && entry.path !== configPath)
    expect(failed, 'other calls that failed').toEqual([])
    for (const tab of tabs) {
      await expect(tab).not.toHaveURL(/\/login/)
      await expect(tab.getByText(en('error', 'http.unauthorized'))).toHaveCount(0)
    }
  })

  test('when the refresh is refused: one message, then sign-in remembering the page', async ({
    page,
    mock,
  }) => {
    await signInAndWaitForShell(page, '/index')
    // The Users page loads its list: that call is rejected, and so is the refresh.
    await mock.addFault(
      { path: '/api/base/user', status: 401, times: 3 },
      {
        path: '/connect/token',
        status: 400,
        body: { error: 'invalid_grant', error_description: 'The specified token is invalid.' },
      },
    )
    await mock.clearRequests()
    await expandAllGroups(page)
    await menuEntry(page, routeLabel('user')).click()

    await expect(page).toHaveURL(/\/login\?redirect=%2Forganization%2Fuser$/)
    await expect(page.getByText(en('error', 'http.unauthorized'))).toHaveCount(1)
    expect(tokenCalls(await mock.requests()), 'one refresh attempt').toHaveLength(1)
  })
})
