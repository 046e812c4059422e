import type { APIRequestContext, Page } from '@playwright/test'
import { projectIds } from '../../mock/core/db/seed-ids'
import { test, expect } from './support/fixtures'
import { accounts, type Credentials } from './support/accounts'
import { en } from './support/i18n'
import { createSignedInState } from './support/signed-in-state'

/**
 * Issue 22's bell: an admin publishes a notice for one project (through the API: the publishing
 * page has tests of its own). A user with a grant on that project sees the bell's count rise when
 * the tab is shown again (the window regains focus) and the notice unread in the bell's panel; a
 * user without one does not.
 */

const title = 'Bell journey: road closure on 城北 sewage works'

/** The API as `account`. */
async function apiAs(request: APIRequestContext, baseURL: string, account: Credentials) {
  const { cookies } = await createSignedInState(request, baseURL, account)
  const token = cookies.find((cookie) => cookie.name === 'Admin-Token')!.value
  const headers = { authorization: `Bearer ${token}` }
  return {
    post: (path: string, data?: unknown) => request.post(path, { headers, data }),
    unread: async () =>
      (await (await request.get('/api/base/notice/my/unread-count', { headers })).json()) as number,
  }
}

const bell = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^${en('notice-bell', 'label')}`) })

/** The bell says `count` unread notices. */
async function expectUnreadOnBell(page: Page, count: number) {
  await expect(bell(page)).toHaveAccessibleName(new RegExp(`, ${count} unread notices?,`))
}

/** What a tab does when it is shown again: the counts are asked anew. */
async function showTabAgain(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')))
}

test('a notice for one project raises the bell of its members only', async ({
  page,
  browser,
  baseURL,
  request,
  openSignedIn,
}) => {
  // manager holds grants on 城北污水 (project 2); noproject holds none.
  const member = await apiAs(request, baseURL!, accounts.manager)
  const outsider = await apiAs(request, baseURL!, accounts.noproject)
  const [memberBefore, outsiderBefore] = [await member.unread(), await outsider.unread()]
  await openSignedIn(page, accounts.manager)
  await expectUnreadOnBell(page, memberBefore)
  const outsiderPage = await browser.newPage({ baseURL })
  await openSignedIn(outsiderPage, accounts.noproject)
  await expectUnreadOnBell(outsiderPage, outsiderBefore)

  const admin = await apiAs(request, baseURL!, accounts.admin)
  const created = await admin.post('/api/base/notice', {
    title,
    content: 'The north gate is closed on Monday.',
    contentFormat: 1,
    projectId: projectIds.chengbeiSewage,
  })
  expect(created.status()).toBe(200)
  const { id } = (await created.json()) as { id: string }
  const published = await admin.post(`/api/base/notice/${id}/publish`, { publishTime: null })
  expect(published.status()).toBe(200)

  await showTabAgain(page)
  await expectUnreadOnBell(page, memberBefore + 1)
  await bell(page).click()
  const panel = page.getByRole('dialog', { name: en('notice-bell', 'label') })
  const item = panel.getByRole('listitem').filter({ hasText: title })
  await expect(item).toBeVisible()
  await expect(item).toContainText(en('notice', 'unread'))

  await showTabAgain(outsiderPage)
  await bell(outsiderPage).click()
  const outsiderPanel = outsiderPage.getByRole('dialog', { name: en('notice-bell', 'label') })
  await expect(
    outsiderPanel.getByRole('link', { name: en('bell-panel', 'allNotices') }),
  ).toBeVisible()
  await expect(outsiderPanel.getByText(title)).toHaveCount(0)
  await expectUnreadOnBell(outsiderPage, outsiderBefore)
  expect(await outsider.unread()).toBe(outsiderBefore)
  await outsiderPage.close()
})

test('the bell works from the keyboard', async ({ page, openSignedIn }) => {
  await openSignedIn(page, accounts.manager)
  await bell(page).focus()
  await page.keyboard.press('Enter')
  const panel = page.getByRole('dialog', { name: en('notice-bell', 'label') })
  await expect(panel.getByRole('link', { name: en('bell-panel', 'allTodos') })).toBeVisible()
  // Focus moves into the panel; Tab goes from link to link and the panel stays open.
  await expect(panel).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(panel).toBeVisible()
  await expect(panel.locator(':focus')).toHaveCount(1)
  // Escape closes it and gives the focus back to the bell.
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(bell(page)).toBeFocused()
})
