import type { Page, Response } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { accounts } from './support/accounts'
import { en } from './support/i18n'
import { expandAllGroups, menuEntry, routeLabel, userMenuTrigger } from './support/shell'
import {
  expectShellAt,
  isProviderUrl,
  providerForm,
  providerOrigin,
  signInAtProvider,
  storedOidcUser,
} from './support/oidc'
import {
  expectContinuity,
  reportTiming,
  turnUsersPageWithRenewedToken,
  watchContinuity,
} from './support/session-probes'

/**
 * Journey 2: staff sign in through the OpenID provider by redirect (authorization code + PKCE).
 * Runs against the build made with VITE_AUTH_GRANT_TYPE=authorization_code (playwright project
 * `oidc`), served with the embedded ABP API and the embedded oidc-provider beside it.
 */

function appOf(baseURL: string | undefined): string {
  if (!baseURL) throw new Error('baseURL is not set')
  return baseURL
}

/** Token answers of the provider (sign-in and renewals), as the browser saw them. */
function recordTokenResponses(page: Page, app: string): Response[] {
  const responses: Response[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (isProviderUrl(url.href, app) && url.pathname === '/token') responses.push(response)
  })
  return responses
}

const permissionBoundGroups = ['system', 'clientManage', 'appManage', 'signKey']

test.describe('redirect sign-in (OpenID Connect)', () => {
  test('manager signs in at the provider and lands on the page asked for; a reload keeps the session', async ({
    page,
    baseURL,
  }) => {
    const app = appOf(baseURL)
    const startedAt = Date.now()
    await page.goto('/project/htd')
    await expect(providerForm(page).password).toBeVisible()
    const atProviderAt = Date.now()
    await signInAtProvider(page, app, accounts.manager)
    const submittedAt = Date.now()
    await expectShellAt(page, app, '/project/htd')
    reportTiming('redirect flow: provider sign-in submitted → signed-in shell', submittedAt)
    reportTiming('redirect flow: deep link → provider sign-in page', startedAt, atProviderAt)

    // Spec §7: no code or state left in the address bar, in this entry or the one replaced.
    const address = new URL(page.url())
    expect(address.searchParams.has('code')).toBe(false)
    expect(address.searchParams.has('state')).toBe(false)
    expect(await page.evaluate(() => window.location.href)).not.toMatch(/[?&](code|state)=/)

    await expect(page.getByRole('banner')).toContainText(accounts.manager.displayName)
    await expect(menuEntry(page, routeLabel('htd'))).toHaveClass(/selected/)
    for (const group of permissionBoundGroups) {
      await expect(menuEntry(page, routeLabel(group)), group).toHaveCount(0)
    }
    await expandAllGroups(page)
    for (const allowed of ['user', 'projectList', 'htd', 'workArea']) {
      await expect(menuEntry(page, routeLabel(allowed)), allowed).toBeVisible()
    }
    for (const hidden of ['org', 'position', 'role', 'tenant']) {
      await expect(menuEntry(page, routeLabel(hidden)), hidden).toHaveCount(0)
    }

    const providerVisits: string[] = []
    page.on('request', (request) => {
      if (isProviderUrl(request.url(), app)) providerVisits.push(request.url())
    })
    const reloadedAt = Date.now()
    await page.reload()
    await expectShellAt(page, app, '/project/htd')
    reportTiming('redirect flow: reload → signed-in shell', reloadedAt)
    expect(providerVisits, 'a reload uses the stored user, no new sign-in').toEqual([])
  })

  test('a short token lifetime renews silently: no reload, no flash, the form keeps its input', async ({
    page,
    baseURL,
    mock,
  }) => {
    const app = appOf(baseURL)
    await mock.configure({ tokenLifetimeSeconds: 4 })
    const tokens = recordTokenResponses(page, app)
    await page.goto('/organization/user')
    await signInAtProvider(page, app, accounts.manager)
    await expectShellAt(page, app, '/organization/user')
    const firstToken = (await storedOidcUser(page))?.access_token
    expect(firstToken).toBeTruthy()

    const watch = await watchContinuity(page)

    // Two renewals: each token lives 4 s and is renewed well before it expires.
    await expect
      .poll(() => tokens.length, { timeout: 15_000, message: 'renewals at /token' })
      .toBeGreaterThanOrEqual(3)
    // The answer is seen before the client stores it: on a loaded machine the third answer's
    // token was not stored yet while the one stored was a renewal read as the first.
    await expect
      .poll(async () => (await storedOidcUser(page))?.access_token, { timeout: 10_000 })
      .not.toBe(firstToken)

    await expectContinuity(page, watch)

    // The renewed token works: the page's next call succeeds.
    await turnUsersPageWithRenewedToken(page)
    for (const response of tokens) expect(response.status(), response.url()).toBe(200)
    const failed = (await mock.requests()).filter((entry) => entry.status >= 400)
    expect(failed, 'API calls that failed').toEqual([])
  })

  test('when the provider ends the session the app goes to sign-in and comes back to the same page', async ({
    page,
    baseURL,
    mock,
  }) => {
    const app = appOf(baseURL)
    await mock.configure({ tokenLifetimeSeconds: 5 })
    await page.goto('/project/htd')
    await signInAtProvider(page, app, accounts.manager)
    await expectShellAt(page, app, '/project/htd')

    // Signed out at the provider from another tab (e.g. another app of the same provider).
    const elsewhere = await page.context().newPage()
    await elsewhere.goto(`${providerOrigin(app)}/session/end`)
    await elsewhere.getByRole('button', { name: 'Sign out', exact: true }).click()
    await expect(elsewhere.getByRole('heading', { name: 'Signed out' })).toBeVisible()
    await elsewhere.close()

    // The next renewal is refused (the grant died with the session): back to sign-in.
    await expect(providerForm(page).password).toBeVisible({ timeout: 15_000 })
    await expect(providerForm(page).password).toHaveValue('')
    await signInAtProvider(page, app, accounts.manager)
    await expectShellAt(page, app, '/project/htd')
  })

  test('a user without any permission is told so, and not signed straight back in', async ({
    page,
    baseURL,
  }) => {
    const app = appOf(baseURL)
    await page.goto('/index')
    await signInAtProvider(page, app, accounts.nobody)
    await expect(page.getByText(en('error', 'session.noPermissions'))).toBeVisible()
    await expect(page).toHaveURL(`${app}/login/loggedout`)
    expect(await storedOidcUser(page)).toBeNull()

    // Signing in again makes the provider ask, so another user can sign in.
    await page.getByRole('button', { name: en('app', 'login.signInAgain') }).click()
    await expect(providerForm(page).password).toBeVisible()
    await signInAtProvider(page, app, accounts.manager)
    await expectShellAt(page, app, '/index')
  })

  test('logout ends the provider session and leaves no token in storage or cookies', async ({
    page,
    baseURL,
  }) => {
    const app = appOf(baseURL)
    await page.goto('/index')
    await signInAtProvider(page, app, accounts.admin)
    await expectShellAt(page, app, '/index')
    const user = await storedOidcUser(page)
    const secrets = [user?.access_token, user?.refresh_token].filter(
      (value): value is string => !!value,
    )
    expect(secrets).toHaveLength(2)

    await userMenuTrigger(page, new RegExp(accounts.admin.displayName)).click()
    await page.getByRole('menuitem', { name: en('app', 'shell.logOut') }).click()

    // Back at the site root, which needs a session: the provider asks for the password again.
    await expect(providerForm(page).password).toBeVisible()
    expect(isProviderUrl(page.url(), app)).toBe(true)

    const state = await page.context().storageState()
    const stored = JSON.stringify(state.origins.filter((origin) => origin.origin === app))
    expect(stored).not.toContain('oidc.user:')
    for (const secret of secrets) {
      expect(stored).not.toContain(secret)
      for (const cookie of state.cookies) expect(cookie.value).not.toBe(secret)
    }
    const inSession = await page.context().newPage()
    await inSession.goto(`${app}/login/loggedout`)
    const sessionStorageText = await inSession.evaluate(() => JSON.stringify({ ...sessionStorage }))
    for (const secret of secrets) expect(sessionStorageText).not.toContain(secret)
    await inSession.close()

    await signInAtProvider(page, app, accounts.admin)
    await expectShellAt(page, app, '/index')
  })
})
