import { test as base, expect } from '@playwright/test'
import { MockBackend } from './mock-backend'

interface Fixtures {
  /** The embedded backend's test controls, reset before every test. */
  mock: MockBackend
  /** Uncaught errors of the page; the test fails when any occurred. */
  pageErrors: string[]
}

export const test = base.extend<Fixtures>({
  mock: [
    async ({ request }, use) => {
      const mock = new MockBackend(request)
      await mock.reset()
      await use(mock)
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.stack ?? error.message))
      await use(errors)
      expect(errors, 'uncaught errors in the page').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
