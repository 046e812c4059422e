import type { Locator, Page } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { accounts } from './support/accounts'
import { en } from './support/i18n'
import { menuEntry, routeLabel } from './support/shell'
import { signInForm } from './support/sign-in'
import { enableTagsView } from './support/tabs'

/**
 * Issue 11 §3: the keyboard alone signs in, opens a page from the menu, creates a record in a
 * dialog that keeps the focus and gives it back, reaches a row's actions, and works the tabs'
 * menu with the context-menu key. The test acts with keys only; it reads the page to check.
 */
async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement).catch(() => false)
}

/** Presses Tab (or Shift+Tab) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, key = 'Tab', limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return
    await page.keyboard.press(key)
  }
  await expect(target, `reached by ${key} within ${limit} presses`).toBeFocused()
}

test('a user signs in, opens a page, creates a record and uses the tabs with the keyboard only', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await enableTagsView(page)
  await page.goto('/login')
  const form = signInForm(page)
  await tabTo(page, form.username)
  await page.keyboard.type(accounts.admin.username)
  await tabTo(page, form.password)
  await page.keyboard.type(accounts.admin.password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/index$/)

  // The menu: to the group, open it, down to Positions, Enter.
  // A menu item's focus is on the link inside it (antd moves it there).
  const hasFocusWithin = (target: Locator) =>
    target.evaluate((element) => element.contains(document.activeElement)).catch(() => false)
  const arrowDownTo = async (target: Locator) => {
    for (let presses = 0; presses < 12 && !(await hasFocusWithin(target)); presses += 1) {
      await page.keyboard.press('ArrowDown')
    }
    expect(await hasFocusWithin(target)).toBe(true)
  }
  await tabTo(page, page.getByRole('menu').first())
  await page.keyboard.press('Home')
  await arrowDownTo(menuEntry(page, routeLabel('organization')))
  await page.keyboard.press('Enter')
  await arrowDownTo(menuEntry(page, routeLabel('position')))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/organization\/position$/)
  await expect(page.getByRole('heading', { level: 3, name: routeLabel('position') })).toBeVisible()

  // A dialog keeps the focus while open and gives it back to the button that opened it.
  const create = page.getByRole('button', { name: en('crud', 'create') })
  await tabTo(page, create)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  const name = dialog.getByLabel(en('position', 'name'))
  await expect(dialog).toBeVisible()
  await tabTo(page, name)
  await page.keyboard.type('Keyboard surveyor')
  for (let presses = 0; presses < 15; presses += 1) {
    await page.keyboard.press('Tab')
    const inside = await dialog.evaluate((element) => element.contains(document.activeElement))
    expect(inside, `focus after ${presses + 1} Tab presses`).toBe(true)
  }
  await tabTo(page, name)
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveCount(0)
  await expect(create).toBeFocused()

  // The new row's actions are reached with Tab; Escape leaves an untouched dialog.
  const row = page.getByRole('row', { name: /Keyboard surveyor/ })
  await expect(row).toBeVisible()
  const edit = row.getByRole('button', { name: en('crud', 'edit') })
  await tabTo(page, edit)
  await page.keyboard.press('Enter')
  await expect(name).toHaveValue('Keyboard surveyor')
  // Escape acts once the dialog has taken the focus, as a user sees it do.
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(edit).toBeFocused()

  // The tabs: the context-menu key on a tab opens its menu, arrows and Enter choose.
  const tabs = page.getByRole('navigation', { name: en('tabs', 'bar') })
  const positionsTab = tabs.getByRole('link', { name: routeLabel('position') })
  await tabTo(page, positionsTab, 'Shift+Tab', 60)
  await page.keyboard.press('ContextMenu')
  const tabMenu = page.getByRole('menu', {
    name: en('tabs', 'menu.label').replace('{{title}}', routeLabel('position')),
  })
  await expect(tabMenu).toBeVisible()
  const close = tabMenu.getByRole('menuitem', { name: en('tabs', 'menu.close'), exact: true })
  await arrowDownTo(close)
  await page.keyboard.press('Enter')
  // The tab closes and the page before it (the dashboard, which stays) shows.
  await expect(tabMenu).toBeHidden()
  await expect(positionsTab).toHaveCount(0)
  await expect(page).toHaveURL(/\/index$/)
})
