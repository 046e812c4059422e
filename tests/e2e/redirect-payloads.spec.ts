import { test, expect } from './support/fixtures'
import { accounts } from './support/accounts'
import { redirectPayloads, sliceRedirectPayloads } from './support/redirect-payloads'
import {
  checkRedirectRoute,
  expectNoForeignTraffic,
  expectSettledInApp,
  watchForeignTraffic,
} from './support/redirect-probes'
import { signIn, signInToShell } from './support/sign-in'

/**
 * Every hostile redirect target (tests/e2e/support/redirect-payloads.ts, the list the unit test of
 * toSafeRedirect runs too) keeps the user on the app's origin, with the in-app sign-in form. The
 * redirect sign-in runs the same list in oidc-redirect-payloads.spec.ts.
 */
test.describe('hostile redirect targets (password sign-in)', () => {
  for (const [slice, payloads] of sliceRedirectPayloads(3).entries()) {
    test(`/login?redirect=<payload>, then sign-in, stays in the app (slice ${slice + 1})`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000)
      const appOrigin = new URL(baseURL!).origin
      const watch = await watchForeignTraffic(page, appOrigin)
      for (const payload of payloads) {
        // Signed out: token cookies gone, the page loads afresh.
        await page.context().clearCookies()
        await page.goto(`/login?redirect=${encodeURIComponent(payload)}`)
        await signIn(page, accounts.admin)
        await expectSettledInApp(page, appOrigin, payload, /\/login/)
      }
      expectNoForeignTraffic(watch)
    })
  }

  test('/redirect/<payload> while signed in stays in the app', async ({ page, baseURL }) => {
    test.setTimeout(90_000)
    const appOrigin = new URL(baseURL!).origin
    const watch = await watchForeignTraffic(page, appOrigin)
    await signInToShell(page, accounts.admin)
    await checkRedirectRoute(page, appOrigin, redirectPayloads)
    expectNoForeignTraffic(watch)
    // The route still does its job: a tab refresh lands on the page it names.
    await page.goto('/redirect/profile/index')
    await expect(page).toHaveURL(/\/profile\/index$/)
  })
})
