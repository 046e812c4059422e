import { test, expect } from './support/fixtures'
import { accounts } from './support/accounts'
import { redirectPayloadShapes, redirectPayloads } from './support/redirect-payloads'
import {
  checkRedirectRoute,
  expectNoForeignTraffic,
  expectSettledInApp,
  watchForeignTraffic,
} from './support/redirect-probes'
import { signIn } from './support/sign-in'

/**
 * Hostile redirect targets (tests/e2e/support/redirect-payloads.ts) keep the user on the app's
 * origin. A sign-in per target is slow, so the sign-in runs one target of each shape (the unit test
 * of toSafeRedirect runs the whole list through the same function); `/redirect/<payload>`, a
 * navigation inside the signed-in page, runs them all. The redirect sign-in runs the shapes in
 * oidc-redirect-payloads.spec.ts.
 */
test.describe('hostile redirect targets (password sign-in)', () => {
  test('/login?redirect=<payload>, then sign-in, stays in the app', async ({ page, baseURL }) => {
    test.setTimeout(90_000)
    expect(redirectPayloads).toEqual(expect.arrayContaining([...redirectPayloadShapes]))
    const appOrigin = new URL(baseURL!).origin
    const watch = await watchForeignTraffic(page, appOrigin)
    for (const payload of redirectPayloadShapes) {
      // Signed out: token cookies gone, the page loads afresh.
      await page.context().clearCookies()
      await page.goto(`/login?redirect=${encodeURIComponent(payload)}`)
      await signIn(page, accounts.admin)
      await expectSettledInApp(page, appOrigin, payload, /\/login/)
    }
    expectNoForeignTraffic(watch)
  })

  test('/redirect/<payload> while signed in stays in the app', async ({
    page,
    baseURL,
    openSignedIn,
  }) => {
    test.setTimeout(90_000)
    const appOrigin = new URL(baseURL!).origin
    const watch = await watchForeignTraffic(page, appOrigin)
    await openSignedIn(page, accounts.admin)
    await checkRedirectRoute(page, appOrigin, redirectPayloads)
    expectNoForeignTraffic(watch)
    // The route still does its job: a tab refresh lands on the page it names.
    await page.goto('/redirect/profile/index')
    await expect(page).toHaveURL(/\/profile\/index$/)
  })
})
