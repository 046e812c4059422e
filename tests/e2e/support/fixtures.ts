import { test as base, expect, type Page } from '@playwright/test'
import type { Credentials } from './accounts'
import { MockBackend } from './mock-backend'
import { sidebar } from './sign-in'
import { createSignedInState, SignedInStates } from './signed-in-state'

interface OpenSignedInOptions {
  /**
   * A state made for this test alone instead of the worker's shared one: for a test that signs
   * out, lets the token be renewed, or otherwise spends the session.
   */
  ownState?: boolean
}

/**
 * Opens `path` (the dashboard by default) already signed in as `account`, with a state made
 * through the token endpoint, and waits for the signed-in shell. The journeys about signing in
 * use the form (support/sign-in.ts) instead.
 */
export type OpenSignedIn = (
  page: Page,
  account: Credentials,
  path?: string,
  options?: OpenSignedInOptions,
) => Promise<void>

interface Fixtures {
  /** The embedded backend's test controls, reset before every test. */
  mock: MockBackend
  /** Uncaught errors of the page; the test fails when any occurred. */
  pageErrors: string[]
  openSignedIn: OpenSignedIn
}

interface WorkerFixtures {
  /** One signed-in state per account (and server), shared by the worker's tests. */
  signedInStates: SignedInStates
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  signedInStates: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext()
      await use(new SignedInStates(request))
      await request.dispose()
    },
    { scope: 'worker' },
  ],
  mock: [
    async ({ request }, use) => {
      const mock = new MockBackend(request)
      await mock.reset()
      await use(mock)
    },
    { auto: true },
  ],
  // E2E_CPU_SLOWDOWN=4 runs the test page's scripts four times slower (Chromium's CPU throttling),
  // as the 2-core CI machine under load does: a timing flake seen only there usually shows
  // locally then, in a few repeats (`--repeat-each 10`).
  page: async ({ page }, use) => {
    const rate = Number(process.env.E2E_CPU_SLOWDOWN ?? 1)
    if (rate > 1) {
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    }
    await use(page)
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.stack ?? error.message))
      await use(errors)
      expect(errors, 'uncaught errors in the page').toEqual([])
    },
    { auto: true },
  ],
  openSignedIn: async ({ baseURL, request, signedInStates }, use) => {
    await use(async (page, account, path = '/index', options = {}) => {
      if (!baseURL) throw new Error("openSignedIn needs the project's baseURL")
      const state = options.ownState
        ? await createSignedInState(request, baseURL, account)
        : await signedInStates.get(baseURL, account)
      await page.context().addCookies(state.cookies)
      await page.goto(path)
      await expect(sidebar(page)).toBeVisible()
    })
  },
})

export { expect }
