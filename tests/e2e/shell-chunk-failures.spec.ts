import type { Locator, Page, Route } from '@playwright/test'
import { test, expect, type OpenSignedIn } from './support/fixtures'
import { accounts } from './support/accounts'
import { en } from './support/i18n'
import { routeLabel } from './support/shell'
import { sidebar } from './support/sign-in'

/**
 * Issue 20: a lazily loaded piece of the shell whose chunk fails to load (a network blip, or old
 * assets gone after a deploy) recovers in place: the layout and the kept page, with what was typed
 * in it, stay. `times` aborts the chunk's first requests: once is retried at a cache-busting
 * address unseen; twice (the retry too) shows a retry offer, which loads it.
 */
async function failChunk(page: Page, name: string, times: number) {
  const requested: string[] = []
  let failures = times
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js(\\?.*)?$`), async (route: Route) => {
    requested.push(route.request().url())
    if (failures > 0) {
      failures -= 1
      await route.abort('failed')
    } else {
      await route.continue()
    }
  })
  /** The network is back: the next request loads. */
  const heal = () => (failures = 0)
  return { requested, heal }
}

/** The positions page with a search typed but not run: what must survive the failure. */
async function openPositionsWithTypedSearch(page: Page, openSignedIn: OpenSignedIn) {
  await openSignedIn(page, accounts.admin, '/organization/position')
  const keyword = page.getByRole('textbox', { name: en('crud', 'keyword') })
  await keyword.fill('typed before the failure')
  return keyword
}

function failure(page: Page): Locator {
  return page.getByRole('alert').filter({ hasText: en('app', 'lazyPiece.failed') })
}

async function retryAfterFailure(page: Page): Promise<void> {
  await expect(failure(page)).toBeVisible()
  await failure(page)
    .getByRole('button', { name: en('app', 'errorBoundary.retry') })
    .click()
  await expect(failure(page)).toHaveCount(0)
}

test.describe('shell chunks that fail to load', () => {
  test('a blip is retried unseen (menu search); the settings drawer’s retry opens it, and closing its failure lets it load next time', async ({
    page,
    openSignedIn,
  }) => {
    const search = await failChunk(page, 'menu-search-box', 1)
    // Down until the retry of the second opening: every request fails, the retry's too.
    const drawerChunk = await failChunk(page, 'settings-drawer-panel', Infinity)
    const keyword = await openPositionsWithTypedSearch(page, openSignedIn)

    await page.getByRole('button', { name: en('layout', 'search.open') }).click()
    const searchBox = page.getByRole('combobox', { name: en('layout', 'search.open') })
    await expect(searchBox).toBeVisible()
    expect(search.requested).toHaveLength(2)
    expect(new URL(search.requested[1]).searchParams.get('retry')).toMatch(/^\d+$/)
    await searchBox.press('Escape')
    await expect(searchBox).toHaveCount(0)

    const gear = page.getByRole('button', { name: en('layout', 'settings.open') })
    const drawer = page.getByRole('dialog', { name: en('settings', 'title') })
    await gear.click()
    await expect(failure(page)).toBeVisible()
    await failure(page)
      .getByRole('button', { name: en('common', 'close') })
      .click()
    await expect(failure(page)).toHaveCount(0)
    await gear.click()
    await expect(failure(page)).toBeVisible()
    drawerChunk.heal()
    expect(drawerChunk.requested.length).toBeGreaterThanOrEqual(2)
    await retryAfterFailure(page)
    await expect(drawer).toBeVisible()
    await expect(keyword).toHaveValue('typed before the failure')
  })

  test('the first “discard changes?” question: closing its failure keeps editing, the retry asks it', async ({
    page,
    openSignedIn,
  }) => {
    const { heal } = await failChunk(page, 'confirm-host', Infinity)
    const keyword = await openPositionsWithTypedSearch(page, openSignedIn)
    const form = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('button', { name: en('crud', 'save') }) })
    const name = form.getByLabel(en('position', 'name'))
    await page.getByRole('button', { name: en('crud', 'create') }).click()
    await name.fill('typed in the dialog')

    // The question cannot be asked: closing the failure answers no, the dialog stays as typed.
    await form.getByRole('button', { name: en('common', 'cancel') }).click()
    await expect(failure(page)).toBeVisible()
    await failure(page)
      .getByRole('button', { name: en('common', 'close') })
      .click()
    await expect(failure(page)).toHaveCount(0)
    await expect(name).toHaveValue('typed in the dialog')

    // Asked again once the network is back: the retry loads the dialog and asks.
    await form.getByRole('button', { name: en('common', 'cancel') }).click()
    await expect(failure(page)).toBeVisible()
    heal()
    await retryAfterFailure(page)
    const question = page.getByRole('dialog', { name: en('crud', 'discardTitle') })
    await question.getByRole('button', { name: en('crud', 'keepEditing') }).click()
    await expect(question).toHaveCount(0)
    await expect(name).toHaveValue('typed in the dialog')
    await expect(keyword).toHaveValue('typed before the failure')
  })

  test('menu search and error log: a failure that outlasts the retry offers one that works, is logged, and the log whose code failed opens on the retry', async ({
    page,
    openSignedIn,
  }) => {
    await failChunk(page, 'menu-search-box', 2)
    await failChunk(page, 'error-log-modal', 2)
    const keyword = await openPositionsWithTypedSearch(page, openSignedIn)

    // The menu search's failure is recorded (production logs errors): the badge shows it.
    await page.getByRole('button', { name: en('layout', 'search.open') }).click()
    await retryAfterFailure(page)
    const search = page.getByRole('combobox', { name: en('layout', 'search.open') })
    await expect(search).toBeVisible()
    await expect(keyword).toHaveValue('typed before the failure')
    await search.press('Escape')
    await expect(search).toHaveCount(0)
    await page.getByRole('button', { name: /Error log/ }).click()
    await retryAfterFailure(page)
    const log = page.getByRole('dialog', { name: en('layout', 'errorLog.title') })
    await expect(log.getByRole('cell', { name: /menu-search-box/ }).first()).toBeVisible()
    await expect(keyword).toHaveValue('typed before the failure')
  })

  test('the layout itself: a failed load offers a retry that brings the shell', async ({
    page,
    baseURL,
    signedInStates,
  }) => {
    if (!baseURL) throw new Error('the project has no baseURL')
    // Down until the retry: the preload, the import and its cache-busting retry all fail.
    const { heal } = await failChunk(page, 'app-shell', Infinity)
    const state = await signedInStates.get(baseURL, accounts.admin)
    await page.context().addCookies(state.cookies)
    await page.goto('/index')

    await expect(page.getByText(en('app', 'pageChunk.loadFailed'))).toBeVisible()
    heal()
    await page.getByRole('button', { name: en('app', 'errorBoundary.retry') }).click()
    await expect(sidebar(page)).toBeVisible()
    await expect(
      page.getByRole('heading', { level: 3, name: routeLabel('dashboard') }),
    ).toBeVisible()
  })
})
