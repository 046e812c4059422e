import { expect, test } from '@playwright/test'
import type { RequestLogEntry } from '../../mock/core/control'
import { accounts } from './support/accounts'
import { en } from './support/i18n'
import { signInToShell } from './support/sign-in'
import { standaloneApiURL, standaloneAppURL } from './support/standalone'

/**
 * The app on one origin, the backend (`npm run mock:serve`) on another, as against a real ABP
 * host: every API call is cross-origin and must pass CORS, preflights included.
 */
test.beforeEach(async ({ request }) => {
  expect((await request.post(`${standaloneApiURL}/__mock/reset`)).status()).toBe(204)
})

test('admin signs in with a password against the standalone backend and sees the dashboard', async ({
  page,
  request,
}) => {
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  const corsFailures: string[] = []
  page.on('requestfailed', (failed) =>
    corsFailures.push(`${failed.url()} ${failed.failure()?.errorText}`),
  )
  const tokenRequest = page.waitForRequest(`${standaloneApiURL}/connect/token`)

  await signInToShell(page, accounts.admin)

  expect(new URL((await tokenRequest).url()).origin).not.toBe(standaloneAppURL)
  await expect(page).toHaveURL(`${standaloneAppURL}/index`)
  await expect(page.getByRole('heading', { name: en('route', 'dashboard') })).toBeVisible()
  const welcome = en('dashboard', 'welcome').replace('{{name}}', accounts.admin.displayName)
  await expect(page.getByRole('heading', { name: welcome })).toBeVisible()
  // The avatar is fetched cross-origin with the token and shown as a PNG object URL.
  await expect(page.locator('img[src^="blob:"]').first()).toBeVisible()

  const log = (await (await request.get(`${standaloneApiURL}/__mock/requests`)).json()) as {
    items: RequestLogEntry[]
  }
  const paths = log.items.map((entry) => `${entry.method} ${entry.path} ${entry.status}`)
  expect(paths).toEqual(
    expect.arrayContaining([
      'POST /connect/token 200',
      'GET /api/abp/application-configuration 200',
      'GET /api/identity/users/current-user 200',
    ]),
  )
  expect(log.items.every((entry) => entry.headers.origin === standaloneAppURL)).toBe(true)
  expect(corsFailures).toEqual([])
  expect(pageErrors).toEqual([])
})
