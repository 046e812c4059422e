import { test, expect } from './support/fixtures'
import { accounts, refreshTokenCookie, tokenCookie } from './support/accounts'
import { logOutThroughMenu } from './support/shell'
import { sidebar, signInForm } from './support/sign-in'

test('log out leaves no token in cookies, localStorage or sessionStorage', async ({
  page,
  openSignedIn,
}) => {
  // Signing out spends the session: a state of the test's own.
  await openSignedIn(page, accounts.admin, '/index', { ownState: true })

  const before = await page.context().cookies()
  const token = before.find((cookie) => cookie.name === tokenCookie)?.value
  expect(token, `the access token is kept in the ${tokenCookie} cookie`).toBeTruthy()
  const refreshToken = before.find((cookie) => cookie.name === refreshTokenCookie)?.value
  const secrets = [token, refreshToken].filter((value): value is string => !!value)

  await logOutThroughMenu(page, accounts.admin.displayName)
  await expect(signInForm(page).submit).toBeVisible()

  const cookies = await page.context().cookies()
  expect(cookies.filter((cookie) => /token/i.test(cookie.name)).map((c) => c.name)).toEqual([])
  expect(cookies.filter((cookie) => secrets.some((s) => cookie.value.includes(s)))).toEqual([])

  const stored = await page.evaluate(() => {
    const dump = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, i) => {
        const key = storage.key(i) ?? ''
        return { key, value: storage.getItem(key) ?? '' }
      })
    return [...dump(localStorage), ...dump(sessionStorage)]
  })
  expect(stored.filter(({ key }) => /token|oidc\.user/i.test(key))).toEqual([])
  expect(stored.filter(({ value }) => secrets.some((s) => value.includes(s)))).toEqual([])

  // The session is really over: a reload and a protected page both land on sign-in.
  await page.reload()
  await expect(signInForm(page).submit).toBeVisible()
  await page.goto('/index')
  await expect(page).toHaveURL(/\/login/)
  await expect(sidebar(page)).toHaveCount(0)
})
