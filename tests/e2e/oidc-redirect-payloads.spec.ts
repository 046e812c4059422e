import { test, expect } from './support/fixtures'
import { accounts } from './support/accounts'
import { expectShellAt, signInAtProvider } from './support/oidc'
import { redirectPayloads, sliceRedirectPayloads } from './support/redirect-payloads'
import {
  checkRedirectRoute,
  expectNoForeignTraffic,
  expectSettledInApp,
  watchForeignTraffic,
} from './support/redirect-probes'

/**
 * The hostile redirect targets of redirect-payloads.spec.ts with the redirect sign-in (OpenID
 * Connect, playwright project `oidc`): the target travels to the provider and back in the sign-in
 * state, and must still land inside the app.
 */
function appOf(baseURL: string | undefined): string {
  if (!baseURL) throw new Error('baseURL is not set')
  return baseURL
}

test.describe('hostile redirect targets (redirect sign-in)', () => {
  for (const [slice, payloads] of sliceRedirectPayloads(3).entries()) {
    test(`/login?redirect=<payload>, then sign-in at the provider, stays in the app (slice ${slice + 1})`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(180_000)
      const app = appOf(baseURL)
      const appOrigin = new URL(app).origin
      const watch = await watchForeignTraffic(page, appOrigin)
      await page.goto('/login/loggedout')
      for (const payload of payloads) {
        // Signed out in the app (the stored user is gone); /login makes the provider ask again.
        await page.evaluate(() => {
          localStorage.clear()
          sessionStorage.clear()
        })
        await page.goto(`/login?redirect=${encodeURIComponent(payload)}`)
        await signInAtProvider(page, app, accounts.admin)
        await expectSettledInApp(page, appOrigin, payload, /\/(login|auth-redirect)/)
        // Back on the app's origin for the next round's storage reset.
        if (new URL(page.url()).origin !== appOrigin) await page.goto('/login/loggedout')
      }
      expect(watch.requests, 'requests to the hostile host').toEqual([])
      expect(watch.dialogs, 'dialogs').toEqual([])
    })
  }

  test('/redirect/<payload> while signed in stays in the app', async ({ page, baseURL }) => {
    test.setTimeout(90_000)
    const app = appOf(baseURL)
    const appOrigin = new URL(app).origin
    await page.goto('/index')
    await signInAtProvider(page, app, accounts.admin)
    await expectShellAt(page, app, '/index')
    const watch = await watchForeignTraffic(page, appOrigin)
    await checkRedirectRoute(page, appOrigin, redirectPayloads)
    expectNoForeignTraffic(watch)
  })
})
