import type { Locator, Page } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { accounts, seededPassword } from './support/accounts'
import { en } from './support/i18n'
import { expandAllGroups, goInsideApp, menuEntry, routeLabel } from './support/shell'

/** Issue 8's journeys: roles and grants an admin changes are what users see in their menus. */

function dialog(page: Page): Locator {
  return page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: en('crud', 'save') }) })
}

/** A row's action button: its accessible name is the action and the record (`Permissions admin`). */
function rowAction(page: Page, action: string, record: string): Locator {
  return page.getByRole('button', { name: `${action} ${record}`, exact: true })
}

/**
 * The dialog closed after Save. When it stays open, the failure says what it shows (a field's
 * error, a stale-record notice) and what the page announced (a failed call's message).
 */
async function expectSaved(page: Page, form: Locator): Promise<void> {
  try {
    await expect(form).toHaveCount(0, { timeout: 15_000 })
  } catch (error) {
    const shown = await form.allInnerTexts().catch(() => [])
    const notices = await page.locator('.ant-message, .ant-notification').allInnerTexts()
    throw new Error(
      `the dialog stayed open, showing ${JSON.stringify(shown)}; notices: ${JSON.stringify(notices)}`,
      { cause: error },
    )
  }
}

async function expectHeading(page: Page, titleKey: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 3, name: routeLabel(titleKey) })).toBeVisible()
}

/** Opens the permissions dialog of a role and shows its Organization tab. */
async function openRolePermissions(page: Page, role: string): Promise<Locator> {
  await rowAction(page, en('role', 'permissions'), role).click()
  const permissions = dialog(page)
  // A click while the dialog's groups are still arriving can leave the first tab selected (a
  // clean-clone run saw "Organization" focused, "Identity management" still shown): click again.
  const tab = permissions.getByRole('tab', { name: /^Organization/ })
  await expect(async () => {
    await tab.click()
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  return permissions
}

test('an admin creates a user whose role grants only Positions; that user sees only that menu', async ({
  page,
  browser,
  openSignedIn,
}) => {
  test.setTimeout(90_000)
  // The grants change: states of the test's own.
  await openSignedIn(page, accounts.admin, '/organization/role', { ownState: true })

  // A role granting Positions alone.
  await expectHeading(page, 'role')
  await page.getByRole('button', { name: en('crud', 'create') }).click()
  await dialog(page).getByLabel(en('role', 'name')).fill('position-clerk')
  await dialog(page)
    .getByRole('button', { name: en('crud', 'save') })
    .click()
  await expectSaved(page, dialog(page))
  const permissions = await openRolePermissions(page, 'position-clerk')
  await permissions.getByRole('checkbox', { name: 'Positions', exact: true }).check()
  await permissions.getByRole('button', { name: en('crud', 'save') }).click()
  await expectSaved(page, permissions)

  // A user holding it.
  await goInsideApp(page, '/organization/user')
  await expectHeading(page, 'user')
  await page.getByRole('button', { name: en('crud', 'create') }).click()
  const form = dialog(page)
  await form.getByLabel(en('user', 'userName')).fill('clerk01')
  await form.getByLabel(en('user', 'name'), { exact: true }).fill('Clerk')
  await form.getByLabel(en('user', 'email')).fill('clerk01@example.com')
  await form.getByLabel(en('user', 'password'), { exact: true }).fill(seededPassword)
  // The role list is virtual (only the visible options exist): search it, as a user would.
  await form.getByLabel(en('user', 'roles')).pressSequentially('position-clerk')
  const option = page.locator('.ant-select-item-option[title="position-clerk"]')
  await option.click()
  await expect(form.locator('[title="position-clerk"]')).toBeVisible() // the chosen role's tag
  // Escape closes the open list; in a closed one it would ask whether to discard the dialog.
  if (await option.isVisible()) await form.getByLabel(en('user', 'roles')).press('Escape')
  await expect(option).toBeHidden()
  await form.getByRole('button', { name: en('crud', 'save') }).click()
  await expectSaved(page, form)
  await expect(page.getByRole('cell', { name: 'clerk01', exact: true })).toBeVisible()

  // Signed in elsewhere, the new user finds Positions and nothing else that needs a permission.
  const context = await browser.newContext()
  const clerk = await context.newPage()
  await openSignedIn(clerk, { username: 'clerk01', password: seededPassword }, '/index', {
    ownState: true,
  })
  await expandAllGroups(clerk)
  await expect(menuEntry(clerk, routeLabel('position'))).toBeVisible()
  for (const hidden of ['user', 'role', 'org', 'project', 'system', 'clientManage', 'signKey']) {
    await expect(menuEntry(clerk, routeLabel(hidden)), hidden).toHaveCount(0)
  }
  await menuEntry(clerk, routeLabel('position')).click()
  await expect(clerk.getByRole('cell', { name: '总经理', exact: true })).toBeVisible()
  await context.close()
})

test('an admin removes a permission from a role they hold: the menu item goes without a reload', async ({
  page,
  openSignedIn,
}) => {
  await openSignedIn(page, accounts.admin, '/organization/role', { ownState: true })
  await expectHeading(page, 'role')
  await page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true))
  await expandAllGroups(page)
  await expect(menuEntry(page, routeLabel('position'))).toBeVisible()

  const permissions = await openRolePermissions(page, 'admin')
  await permissions.getByRole('checkbox', { name: 'Positions', exact: true }).uncheck()
  await permissions.getByRole('button', { name: en('crud', 'save') }).click()
  await expect(permissions).toHaveCount(0)

  await expect(menuEntry(page, routeLabel('position'))).toHaveCount(0)
  await expect(menuEntry(page, routeLabel('role'))).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(true)
})
