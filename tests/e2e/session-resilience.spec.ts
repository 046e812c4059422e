import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { accounts, tokenCookie } from './support/accounts'
import { en } from './support/i18n'
import { userMenuTrigger } from './support/shell'
import { sidebar, signInForm, signInToShell } from './support/sign-in'

/** The session holds across tabs, outages and logout races (password grant, Chromium). */

const configPath = '/api/abp/application-configuration'

async function accessToken(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies()
  return cookies.find((cookie) => cookie.name === tokenCookie)?.value
}

async function logOut(page: Page, displayName: string): Promise<void> {
  await userMenuTrigger(page, displayName).click()
  await page.getByRole('menuitem', { name: en('app', 'shell.logOut') }).click()
}

function unreachableNotice(page: Page) {
  return page.getByRole('heading', { name: en('app', 'unreachable.title') })
}

test.describe('across tabs', () => {
  test('signing out in one tab signs out the other within a second', async ({
    page,
    openSignedIn,
  }) => {
    await openSignedIn(page, accounts.manager, '/index', { ownState: true })
    const other = await page.context().newPage()
    await other.goto('/project/htd')
    await expect(sidebar(other)).toBeVisible()

    await logOut(page, accounts.manager.displayName)

    await expect(other).toHaveURL(/\/login/, { timeout: 1_500 })
    await expect(signInForm(other).submit).toBeVisible()
  })

  test('a tab whose shared session now belongs to another user becomes that user', async ({
    page,
    openSignedIn,
  }) => {
    await openSignedIn(page, accounts.manager, '/index', { ownState: true })
    // The shared session cookies go away (e.g. cleared), and another tab signs in as admin.
    await page.context().clearCookies()
    const other = await page.context().newPage()
    await signInToShell(other, accounts.admin)

    // The first tab does not keep showing the manager's menus with the admin's token.
    await expect(userMenuTrigger(page, accounts.admin.displayName)).toBeVisible()
    await expect(userMenuTrigger(page, accounts.manager.displayName)).toHaveCount(0)
  })
})

test.describe('outages are not sign-outs', () => {
  test('start-up while the server answers 503: a retry message, then the page by itself', async ({
    page,
    mock,
    openSignedIn,
  }) => {
    await openSignedIn(page, accounts.manager, '/project/htd')
    const [fault] = await mock.addFault({ path: configPath, status: 503 })

    await page.reload()
    await expect(unreachableNotice(page)).toBeVisible()
    await expect(page.getByRole('button', { name: en('app', 'unreachable.retry') })).toBeVisible()
    expect(await accessToken(page), 'the tokens are kept').toBeTruthy()

    await mock.removeFault(fault)
    // No click: the page retries with a growing delay and continues where the user was.
    await expect(sidebar(page)).toBeVisible({ timeout: 10_000 })
    await expect(page).toHaveURL(/\/project\/htd$/)
  })

  test('a 503 burst during renewal keeps the session', async ({ page, mock }) => {
    await mock.configure({ tokenLifetimeSeconds: 3 })
    await signInToShell(page, accounts.manager)
    const first = await accessToken(page)
    await mock.addFault({ path: '/connect/token', status: 503, times: 2 })

    // The renewals fail twice, then succeed: the user is still signed in with a new token.
    await expect.poll(() => accessToken(page), { timeout: 15_000 }).not.toBe(first)
    await expect(sidebar(page)).toBeVisible()
    await expect(page).not.toHaveURL(/\/login/)
  })

  test('a server that does not rotate refresh tokens keeps the user past two lifetimes', async ({
    page,
    mock,
  }) => {
    await mock.configure({ tokenLifetimeSeconds: 3, rotateRefreshTokens: false })
    await signInToShell(page, accounts.manager)
    await mock.clearRequests()
    await page.waitForTimeout(7_000)

    await page.goto('/project/htd')
    await expect(sidebar(page)).toBeVisible()
    await expect(page).toHaveURL(/\/project\/htd$/)
    const renewals = (await mock.requests()).filter((entry) => entry.path === '/connect/token')
    expect(renewals.length).toBeGreaterThanOrEqual(2)
    expect(renewals.filter((entry) => entry.status !== 200)).toEqual([])
  })
})

test('a renewal still in flight at logout never signs the user back in', async ({ page, mock }) => {
  await mock.configure({ tokenLifetimeSeconds: 3 })
  await signInToShell(page, accounts.manager)
  await mock.clearRequests()
  // The renewal (due a second before the 3 s token expires) hangs for 2 s: log out meanwhile.
  await mock.addFault({ path: '/connect/token', delayMs: 2_000, times: 1 })
  await page.waitForTimeout(2_300)
  await logOut(page, accounts.manager.displayName)
  await expect(page).toHaveURL(/\/login/)

  // The renewal was really on the wire, and its answer did not sign the user back in.
  await expect
    .poll(async () => (await mock.requests()).some((e) => e.path === '/connect/token'), {
      timeout: 5_000,
    })
    .toBe(true)
  await page.waitForTimeout(500)
  expect(await accessToken(page)).toBeUndefined()
  await page.goto('/index')
  await expect(page).toHaveURL(/\/login/)
})
