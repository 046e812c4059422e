import { test, expect } from './support/fixtures'
import { accounts } from './support/accounts'
import { signInAtProvider } from './support/oidc'
import { redirectPayloadShapes, redirectPayloads } from './support/redirect-payloads'
import { expectSettledInApp, watchForeignTraffic } from './support/redirect-probes'

/**
 * The hostile redirect targets of redirect-payloads.spec.ts with the redirect sign-in (OpenID
 * Connect, playwright project `oidc`): the target travels to the provider and back in the sign-in
 * state, and must still land inside the app. One payload of each shape: the whole list runs in the
 * unit test of toSafeRedirect, and `/redirect/<payload>` (the same route whatever the sign-in) in
 * redirect-payloads.spec.ts.
 */
function appOf(baseURL: string | undefined): string {
  if (!baseURL) throw new Error('baseURL is not set')
  return baseURL
}

test('/login?redirect=<payload>, then sign-in at the provider, stays in the app', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  expect(redirectPayloads).toEqual(expect.arrayContaining([...redirectPayloadShapes]))
  const app = appOf(baseURL)
  const appOrigin = new URL(app).origin
  const watch = await watchForeignTraffic(page, appOrigin)
  await page.goto('/login/loggedout')
  for (const payload of redirectPayloadShapes) {
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
