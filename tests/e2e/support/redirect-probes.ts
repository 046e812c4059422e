import { expect, type Page } from '@playwright/test'
import { en } from './i18n'
import { hostileHost } from './redirect-payloads'
import { goInsideApp } from './shell'
import { sidebar } from './sign-in'

export interface ForeignWatch {
  /** Requests the page tried to send to the hostile host (all aborted). */
  requests: string[]
  /** Main-frame addresses outside the app's origin. */
  navigations: string[]
  /** Messages of dialogs (a `javascript:` target that ran would show one). */
  dialogs: string[]
}

/**
 * Blocks and records any attempt to reach the hostile host, any main-frame navigation away from
 * the app's origin and any dialog, for the whole test.
 */
export async function watchForeignTraffic(page: Page, appOrigin: string): Promise<ForeignWatch> {
  const watch: ForeignWatch = { requests: [], navigations: [], dialogs: [] }
  await page.route(
    (url) => url.hostname.endsWith(hostileHost),
    async (route) => {
      watch.requests.push(route.request().url())
      await route.abort()
    },
  )
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).origin !== appOrigin) {
      watch.navigations.push(frame.url())
    }
  })
  page.on('dialog', (dialog) => {
    watch.dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  return watch
}

export function expectNoForeignTraffic(watch: ForeignWatch): void {
  expect(watch.requests, `requests to ${hostileHost}`).toEqual([])
  expect(watch.navigations, 'navigations off the app origin').toEqual([])
  expect(watch.dialogs, 'dialogs').toEqual([])
}

/** Soft: the signed-in shell shows at an in-app address other than `leaving` (e.g. /login). */
export async function expectSettledInApp(
  page: Page,
  appOrigin: string,
  payload: string,
  leaving: RegExp,
): Promise<void> {
  const label = `payload ${JSON.stringify(payload)}`
  await expect.soft(page, label).not.toHaveURL(leaving)
  await expect.soft(sidebar(page), label).toBeVisible()
  expect.soft(new URL(page.url()).origin, label).toBe(appOrigin)
}

/**
 * `/redirect/<payload>` in two spellings: as typed (the browser drops tabs, reads `\` as `/`) and
 * percent-encoded (the router decodes it, `%2F` included, before the page reads it).
 */
export function redirectRouteAddresses(payload: string): string[] {
  return [`/redirect/${payload}`, `/redirect/${encodeURIComponent(payload)}`]
}

/** The router matches no path with a line break (its patterns' `.` stops there). */
const unroutable = /%0[ad]/i

/**
 * Opens every `/redirect/<payload>` address in the signed-in page, with soft assertions per
 * address. An address the router matches nowhere is opened as a link someone sent would be (a
 * page load): the app shows its own error page, still on its origin.
 */
export async function checkRedirectRoute(
  page: Page,
  appOrigin: string,
  payloads: readonly string[],
): Promise<void> {
  const shell = sidebar(page)
  const rootErrorPage = page
    .getByRole('alert')
    .filter({ hasText: en('app', 'errorBoundary.title') })
  for (const payload of payloads) {
    for (const address of redirectRouteAddresses(payload)) {
      const label = `address ${JSON.stringify(address)}`
      if (unroutable.test(new URL(address, appOrigin).pathname)) {
        await page.goto(address)
        await expect.soft(rootErrorPage, label).toBeVisible()
      } else {
        if (!(await shell.isVisible())) await page.goto('/index')
        // Much faster than a page load per address, and /redirect/* runs the same way.
        await goInsideApp(page, address)
        // Left /redirect/ for an in-app address (the next round reloads if the shell is gone).
        // (Two navigations, each through the guard's loaders: longer than one on a busy machine.)
        await expect.soft(page, label).not.toHaveURL(/\/redirect\//, { timeout: 15_000 })
      }
      expect.soft(new URL(page.url()).origin, label).toBe(appOrigin)
    }
  }
}
