import type { Browser, Locator, Page } from '@playwright/test'
import { test, expect, type OpenSignedIn } from './support/fixtures'
import { accounts, type Credentials } from './support/accounts'
import { en } from './support/i18n'
import { routeLabel, userMenuTrigger } from './support/shell'
import {
  enableTagsView,
  openThroughMenu,
  projectSwitcher,
  showTab,
  shownProject,
  switchProject,
} from './support/tabs'
import { pick } from './support/select'

/** Issue 10's journeys: who may open which project, the htd page across projects, the personal centre, the dashboard. */

const chengbei = '城北污水处理厂扩建工程' // admin's and manager's first project (sort 10)
const metro = '地铁5号线土建工程'
const eastRing = '东环高速公路改扩建工程' // nobody's project in the seed

async function expectHeading(page: Page, titleKey: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 3, name: routeLabel(titleKey) })).toBeVisible()
}

/**
 * Signs in in a browser context of its own (another person at another computer), with a fresh
 * state: the grants changed since the worker's shared one was made.
 */
async function signInElsewhere(
  browser: Browser,
  openSignedIn: OpenSignedIn,
  credentials: Credentials,
): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await openSignedIn(page, credentials, '/index', { ownState: true })
  return page
}

/** A project's checkbox in the grant page's checklist, by its label. */
function projectBox(page: Page, name: string): Locator {
  return page.locator('main').getByRole('checkbox', { name, exact: true })
}

async function saveGrants(page: Page): Promise<void> {
  await page
    .locator('main')
    .getByRole('button', { name: en('crud', 'save') })
    .click()
  await expect(page.getByText(en('crud', 'saved'))).toBeVisible()
}

test('the admin grants manager a project, then takes all of them away', async ({
  page,
  browser,
  openSignedIn,
}) => {
  test.setTimeout(90_000)
  await openSignedIn(page, accounts.admin, '/project/user-project', { ownState: true })
  await expectHeading(page, 'userProjectPermissions')
  const user = page.getByRole('combobox', { name: en('project-grant', 'user') })
  await pick(page, user, '(manager)', 'manager')
  await expect(projectBox(page, chengbei)).toBeChecked()
  await expect(projectBox(page, eastRing)).not.toBeChecked()
  await projectBox(page, eastRing).check()
  await saveGrants(page)

  // Manager, signing in elsewhere, finds the new project in the switcher and works in it.
  const managerPage = await signInElsewhere(browser, openSignedIn, accounts.manager)
  await expect(shownProject(managerPage, chengbei)).toBeVisible()
  await switchProject(managerPage, eastRing)
  await managerPage.context().close()

  // The admin removes every project of manager's: one with htds granted asks first (they go too).
  for (const name of [chengbei, metro, eastRing]) {
    await projectBox(page, name).click()
    if (name !== eastRing) {
      const question = page.getByRole('dialog').filter({ hasText: name })
      await question.getByRole('button', { name: en('project-grant', 'remove') }).click()
    }
    await expect(projectBox(page, name)).not.toBeChecked()
  }
  await saveGrants(page)

  const nextSignIn = await signInElsewhere(browser, openSignedIn, accounts.manager)
  await expect(nextSignIn.getByText(en('error', 'session.noProjects'))).toBeVisible()
  await expect(projectSwitcher(nextSignIn)).toHaveCount(0)
  await nextSignIn.context().close()
})

/**
 * The table rows of the page shown: with the tab bar on, hidden cached pages (the dashboard's
 * chart table, the positions page) stay in the document.
 */
function shownTable(page: Page): Locator {
  return page.locator('main tbody.ant-table-tbody').filter({ visible: true })
}

function shownRows(page: Page): Locator {
  return shownTable(page).locator('tr.ant-table-row')
}

test('the htd page follows the project switcher, shown or hidden in its tab', async ({
  page,
  openSignedIn,
}) => {
  test.setTimeout(90_000)
  await enableTagsView(page, { fixedHeader: true })
  await openSignedIn(page, accounts.admin)
  await expect(shownProject(page, chengbei)).toBeVisible()
  await openThroughMenu(page, 'project', 'htd')
  await expect(shownTable(page)).toContainText('CB01')
  await expect(shownRows(page)).toHaveCount(2)

  // Switching on the page changes its rows in place: the marker set on this document survives.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }))
  await switchProject(page, metro)
  await expect(shownRows(page)).toHaveCount(4)
  await expect(shownTable(page)).toContainText('DT01')
  await expect(shownTable(page)).not.toContainText('CB01')
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true)

  // Switching while the htd tab is hidden: shown again, it has the new project's rows.
  await openThroughMenu(page, 'organization', 'position')
  await switchProject(page, chengbei)
  await showTab(page, 'htd')
  await expect(shownTable(page)).toContainText('CB01')
  await expect(shownRows(page)).toHaveCount(2)
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true)
})

test('the personal centre: a new name shows in the navbar at once; a wrong password is refused on its field', async ({
  page,
  openSignedIn,
}) => {
  await openSignedIn(page, accounts.manager)
  await userMenuTrigger(page, accounts.manager.displayName).click()
  await page.getByRole('menuitem', { name: en('app', 'shell.personalCentre') }).click()
  await expectHeading(page, 'profile')

  const name = page.getByRole('textbox', { name: en('profile', 'edit.name'), exact: true })
  await expect(name).toHaveValue(accounts.manager.displayName)
  await name.fill('王总工')
  await page.getByRole('button', { name: en('profile', 'edit.save') }).click()
  await expect(page.getByText(en('profile', 'edit.saved'))).toBeVisible()
  await expect(userMenuTrigger(page, '王总工')).toBeVisible()

  await page.evaluate(() => Object.assign(window, { notReloaded: true }))
  await page.getByLabel(en('profile', 'password.current'), { exact: true }).fill('not-my-password')
  await page.getByLabel(en('profile', 'password.new'), { exact: true }).fill('N3w-pass!')
  await page.getByLabel(en('profile', 'password.confirm'), { exact: true }).fill('N3w-pass!')
  await page.getByRole('button', { name: en('profile', 'password.save') }).click()
  const currentField = page
    .locator('.ant-form-item')
    .filter({ has: page.getByLabel(en('profile', 'password.current'), { exact: true }) })
  await expect(currentField).toContainText('Incorrect password.')
  await expect(currentField.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true')
  // What was typed stays.
  await expect(page.getByLabel(en('profile', 'password.new'), { exact: true })).toHaveValue(
    'N3w-pass!',
  )
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true)
})

test('a notice opened from the dashboard is marked read there', async ({ page, openSignedIn }) => {
  await openSignedIn(page, accounts.admin)
  const card = page.getByRole('region', { name: en('dashboard', 'notices.title') })
  const unreadItem = card
    .getByRole('listitem')
    .filter({ hasText: en('dashboard', 'notices.unread') })
    .first()
  const link = unreadItem.getByRole('link')
  const title = (await link.textContent()) ?? ''
  expect(title).not.toBe('')
  await link.click()
  await expect(page).toHaveURL(/\/notice\/view\?id=/)
  await expect(page.getByRole('heading', { name: title })).toBeVisible()

  await page.goBack()
  await expect(page).toHaveURL(/\/index$/)
  const sameItem = card.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) }) // prettier-ignore
  await expect(sameItem).toBeVisible()
  await expect(sameItem).not.toContainText(en('dashboard', 'notices.unread'))
})
