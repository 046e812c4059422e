import { test, expect } from './support/fixtures'
import { accounts, tokenCookie } from './support/accounts'
import { en } from './support/i18n'
import { sidebar, signIn, signInForm } from './support/sign-in'

/**
 * The permission fetch failing. A 5xx is an outage, not a sign-out (a deliberate departure from
 * spec §4/§8, see README): the tokens stay and the page retries. A 401/403 ends the session.
 */
const configPath = '/api/abp/application-configuration'
const unreachableTitle = en('app', 'unreachable.title')

test.describe('application configuration answers 500', () => {
  test('at sign-in: a message with a retry, not a white screen; then the shell', async ({
    page,
    mock,
  }) => {
    await page.goto('/login')
    const [fault] = await mock.addFault({ path: configPath, status: 500 })
    await signIn(page, accounts.admin)

    await expect(page.getByRole('heading', { name: unreachableTitle })).toBeVisible()
    const retry = page.getByRole('button', { name: en('app', 'unreachable.retry') })
    await expect(retry).toBeVisible()
    await expect(sidebar(page)).toHaveCount(0)

    // The page tries again by itself after 1 s, then 2 s later. Once its first attempt has failed,
    // the click is well ahead of the next one.
    await page.waitForRequest((request) => new URL(request.url()).pathname === configPath)
    await expect(retry).toBeEnabled()
    await mock.removeFault(fault)
    await retry.click()
    await expect(sidebar(page)).toBeVisible()
  })

  test('on reload of a signed-in page: the tokens stay and the page comes back', async ({
    page,
    mock,
    openSignedIn,
  }) => {
    await openSignedIn(page, accounts.admin)
    const [fault] = await mock.addFault({ path: configPath, status: 500 })
    await page.reload()

    await expect(page.getByRole('heading', { name: unreachableTitle })).toBeVisible()
    const cookies = await page.context().cookies()
    expect(cookies.some((cookie) => cookie.name === tokenCookie)).toBe(true)
    await mock.removeFault(fault)
    await expect(sidebar(page)).toBeVisible({ timeout: 10_000 })
  })
})

test('a permission fetch answered 403 ends the session: back to sign-in', async ({
  page,
  mock,
  openSignedIn,
}) => {
  // The session ends: a state of its own, not the one the worker's other tests share.
  await openSignedIn(page, accounts.admin, '/index', { ownState: true })
  await mock.addFault({ path: configPath, status: 403 })
  await page.reload()

  await expect(page.getByText(en('error', 'http.forbidden')).first()).toBeVisible()
  await expect(signInForm(page).submit).toBeVisible()
  await expect(page).toHaveURL(/\/login/)
})
