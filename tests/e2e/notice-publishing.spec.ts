import type { Browser, Page } from '@playwright/test'
import { test, expect, type OpenSignedIn } from './support/fixtures'
import { accounts, type Credentials } from './support/accounts'
import { en } from './support/i18n'
import { routeLabel } from './support/shell'
import { pick } from './support/select'

/**
 * Journey of issue 22: an administrator publishes a notice for one project (地铁5号线, where
 * `manager` holds a grant and `noproject` holds none) from the notice list's "Publish notices";
 * only the project's users read it, unread, until it is withdrawn. (The bell's count is the
 * bell's own journey.)
 */

const metroLine5 = '地铁5号线土建工程'
const text = (key: string) => en('post', key)

async function signedInPage(browser: Browser, openSignedIn: OpenSignedIn, who: Credentials) {
  const page = await (await browser.newContext()).newPage()
  await openSignedIn(page, who, '/notice')
  await expect(page.getByRole('heading', { level: 3, name: routeLabel('notice') })).toBeVisible()
  return page
}

/** The reader's list, read afresh, once it shows its total. */
async function readerList(page: Page) {
  await page.goto('/notice')
  await expect(page.getByText(/\d+ in total/)).toBeVisible()
  return page.locator('tbody')
}

test('an admin publishes a notice for one project: only its users see it, until it is withdrawn', async ({
  browser,
  openSignedIn,
}) => {
  // Three users' browsers, each signed in, on a 2-core machine beside the other lanes.
  test.setTimeout(60_000)
  const title = `盾构复工安全交底 ${Date.now()}`
  const admin = await signedInPage(browser, openSignedIn, accounts.admin)
  await admin.getByRole('button', { name: en('notice', 'publishNotices') }).click()
  await expect(admin.getByRole('heading', { level: 3, name: routeLabel('post') })).toBeVisible()
  await expect(admin).toHaveURL(/\/post$/)

  // A draft for 地铁5号线, with its preview as readers will see it.
  await admin.getByRole('button', { name: text('create') }).click()
  const form = admin.getByRole('dialog', { name: text('createTitle') })
  await form.getByLabel(text('title')).fill(title)
  await form.getByLabel(text('formats.2')).check()
  await form.getByLabel(text('content')).fill('## 交底要点\n\n- 复工前检查盾构机\n- 佩戴安全帽')
  await form.getByRole('button', { name: text('showPreview') }).click()
  const preview = form.getByRole('region', { name: text('preview') })
  await expect(preview.getByRole('heading', { level: 2, name: '交底要点' })).toBeVisible()
  await expect(preview.getByRole('listitem')).toHaveCount(2)
  await pick(admin, form.getByLabel(text('project')), metroLine5)
  await form.getByRole('button', { name: /Save$/ }).click()
  await expect(form).toBeHidden()
  const row = admin.getByRole('row').filter({ hasText: title })
  await expect(row.getByText(text('statuses.1'))).toBeVisible()

  // Published now.
  await row.getByRole('button', { name: `${text('publish')} ${title}` }).click()
  const publish = admin.getByRole('dialog').filter({ hasText: text('publishNow') })
  await expect(publish.getByText(new RegExp(metroLine5))).toBeVisible()
  await publish.getByRole('button', { name: /Save$/ }).click()
  await expect(row.getByText(text('statuses.2'))).toBeVisible()

  // A user with a grant on the project reads it, unread; a user without one does not see it.
  const manager = await signedInPage(browser, openSignedIn, accounts.manager)
  const managerRow = (await readerList(manager)).getByRole('row').filter({ hasText: title })
  await expect(managerRow.getByText(en('notice', 'unread'))).toBeVisible()
  await expect(managerRow.getByText(metroLine5)).toBeVisible()
  const outsider = await signedInPage(browser, openSignedIn, accounts.noproject)
  await expect((await readerList(outsider)).getByText(title)).toHaveCount(0)

  // Withdrawn: gone from the reader.
  await row.getByRole('button', { name: `${text('withdraw')} ${title}` }).click()
  const confirm = admin.getByRole('dialog').filter({ hasText: title })
  await confirm.getByRole('button', { name: text('withdraw') }).click()
  await expect(row.getByText(text('statuses.3'))).toBeVisible()
  await expect((await readerList(manager)).getByText(title)).toHaveCount(0)
})
