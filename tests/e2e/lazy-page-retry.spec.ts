import type { Page, Route } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { accounts } from './support/accounts'
import { en } from './support/i18n'
import { routeLabel, userMenuTrigger } from './support/shell'

/**
 * A page chunk that fails to load: a blip is retried once at a cache-busting address; a chunk gone
 * after a deploy (404) offers a reload. The profile page's chunk stands in for any page.
 */
const profileChunk = /\/assets\/profile-page-[\w-]+\.js(\?.*)?$/

async function openProfile(page: Page): Promise<void> {
  await userMenuTrigger(page, new RegExp(accounts.admin.displayName)).click()
  await page.getByRole('menuitem', { name: en('app', 'shell.personalCentre') }).click()
}

function profileHeading(page: Page) {
  return page.getByRole('heading', { name: routeLabel('profile') })
}

test.describe('lazy page chunks', () => {
  test('a chunk that fails (503) is retried once at a cache-busting address, and the page shows', async ({
    page,
    openSignedIn,
  }) => {
    // Busy at its own address (the preload and the import may share one request or make two,
    // as the browser times them): only the retry's cache-busting address gets through.
    const requested: string[] = []
    await page.route(profileChunk, async (route: Route) => {
      requested.push(route.request().url())
      if (new URL(route.request().url()).searchParams.has('retry')) await route.continue()
      else await route.fulfill({ status: 503, body: 'busy' })
    })
    await openSignedIn(page, accounts.admin)
    await openProfile(page)

    await expect(profileHeading(page)).toBeVisible()
    await expect(page).toHaveURL(/\/profile\/index$/)
    const retries = requested.filter((url) => new URL(url).searchParams.has('retry'))
    expect(retries).toHaveLength(1)
    expect(new URL(retries[0]).searchParams.get('retry')).toMatch(/^\d+$/)
  })

  test('a chunk gone after a deploy (404) offers a reload, which brings the page', async ({
    page,
    openSignedIn,
  }) => {
    let isGone = true
    await page.route(profileChunk, async (route: Route) => {
      if (isGone) await route.fulfill({ status: 404, body: 'Not Found' })
      else await route.continue()
    })
    await openSignedIn(page, accounts.admin)
    await openProfile(page)

    await expect(page.getByText(en('app', 'pageChunk.outdatedTitle'))).toBeVisible()
    await expect(page).toHaveURL(/\/profile\/index$/)
    // The rest of the app keeps working.
    await expect(userMenuTrigger(page, new RegExp(accounts.admin.displayName))).toBeVisible()

    // The new version is deployed: the reload loads it.
    isGone = false
    await page.getByRole('button', { name: en('app', 'pageChunk.reload') }).click()
    await expect(profileHeading(page)).toBeVisible()
  })

  test('a failure is not kept: the next visit loads the chunk again', async ({
    page,
    openSignedIn,
  }) => {
    // Busy for the first visit and its retry, back for the next visit.
    let isBusy = true
    await page.route(profileChunk, async (route: Route) => {
      if (isBusy) await route.fulfill({ status: 503, body: 'busy' })
      else await route.continue()
    })
    await openSignedIn(page, accounts.admin)
    await openProfile(page)
    await expect(page.getByText(en('app', 'pageChunk.loadFailed'))).toBeVisible()
    isBusy = false

    await page.goBack()
    await expect(page).not.toHaveURL(/\/profile\//)
    await openProfile(page)
    await expect(profileHeading(page)).toBeVisible()
  })
})
