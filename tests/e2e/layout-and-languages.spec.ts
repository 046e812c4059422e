import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { accounts } from './support/accounts'
import { en } from './support/i18n'
import { menuEntry, routeLabel } from './support/shell'
import { sidebar, signInToShell } from './support/sign-in'

/** Layout journeys (issue 4 §1, §4, §6): menu search, phone-width sidebar, languages, errors. */

const zh = {
  search: '搜索菜单',
  language: '语言',
  organization: '组织与用户',
  role: '角色管理',
}

function pageHeading(page: Page, name: string) {
  return page.getByRole('heading', { level: 3, name })
}

async function chooseLanguage(page: Page, buttonLabel: string, language: string): Promise<void> {
  await page.getByRole('button', { name: buttonLabel, exact: true }).click()
  await page.getByRole('menuitem', { name: language }).click()
}

/** Ctrl+K, type, Enter: the way a keyboard user opens a page. */
async function searchAndOpen(page: Page, searchLabel: string, query: string): Promise<void> {
  await expect(page.getByRole('button', { name: searchLabel })).toBeVisible()
  await page.keyboard.press('Control+k')
  const box = page.getByRole('combobox', { name: searchLabel })
  await expect(box).toBeFocused()
  await box.pressSequentially(query)
  await expect(page.getByRole('option').first()).toBeAttached()
  await page.keyboard.press('Enter')
}

test('menu search opens a page with Ctrl+K and Enter; pinyin works in the Chinese UI', async ({
  page,
}) => {
  await signInToShell(page, accounts.admin)

  await searchAndOpen(page, en('layout', 'search.open'), 'roles')
  await expect(page).toHaveURL(/\/organization\/role$/)
  await expect(pageHeading(page, routeLabel('role'))).toBeVisible()

  await chooseLanguage(page, en('layout', 'language.label'), '简体中文')
  await expect(menuEntry(page, zh.organization)).toBeVisible()
  await searchAndOpen(page, zh.search, 'yhgl')
  await expect(page).toHaveURL(/\/organization\/user$/)
  await searchAndOpen(page, zh.search, 'jsgl')
  await expect(page).toHaveURL(/\/organization\/role$/)
  await expect(pageHeading(page, zh.role)).toBeVisible()
})

test('at 800 px the sidebar is an overlay that closes after navigation or an outside click', async ({
  page,
}) => {
  await signInToShell(page, accounts.admin)
  await page.setViewportSize({ width: 800, height: 900 })
  const menu = sidebar(page)
  await expect(menu).toBeHidden()

  const toggle = page.getByRole('button', { name: en('layout', 'sidebar.toggle') })
  await toggle.click()
  await expect(menu).toBeVisible()
  // An overlay: it sits over the page instead of pushing it aside.
  const overlay = await menu.evaluate((nav) => getComputedStyle(nav.closest('aside')!).position)
  expect(overlay).toBe('fixed')

  // The group may already be open (the menu keeps its open groups): open it only when needed.
  const role = menuEntry(page, routeLabel('role'))
  if (!(await role.isVisible())) await menuEntry(page, routeLabel('organization')).click()
  await role.click()
  await expect(page).toHaveURL(/\/organization\/role$/)
  await expect(menu).toBeHidden()

  await toggle.click()
  await expect(menu).toBeVisible()
  await page.mouse.click(780, 450)
  await expect(menu).toBeHidden()

  await page.setViewportSize({ width: 1280, height: 900 })
  await toggle.click()
  await expect(menu).toBeVisible()
  expect(await menu.evaluate((nav) => getComputedStyle(nav.closest('aside')!).position)).not.toBe(
    'fixed',
  )
})

test('switching to English re-labels the menu without a reload', async ({ page }) => {
  await signInToShell(page, accounts.admin)
  await chooseLanguage(page, en('layout', 'language.label'), '简体中文')
  await expect(menuEntry(page, zh.organization)).toBeVisible()
  await page.goto('/organization/role')
  await expect(pageHeading(page, zh.role)).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(zh.role))

  await page.evaluate(() => Object.assign(window, { notReloaded: true }))
  await chooseLanguage(page, zh.language, 'English')
  await expect(menuEntry(page, routeLabel('organization'))).toBeVisible()
  await expect(menuEntry(page, zh.organization)).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: en('layout', 'breadcrumb') })).toContainText(
    routeLabel('role'),
  )
  await expect(page).toHaveTitle(new RegExp(routeLabel('role')))
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true)

  // The choice is kept for the next visit.
  await page.reload()
  await expect(menuEntry(page, routeLabel('organization'))).toBeVisible()
})

test('a page that throws shows an error panel; the layout keeps working and logs it', async ({
  page,
}) => {
  // Test-only fault: the browser receives a Roles page module that throws while rendering. The
  // built app is untouched (no debug route or flag ships to production).
  await page.route(/\/assets\/role-page-[\w-]+\.js$/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'export default function RolePage() { throw new Error("e2e: the Roles page broke") }',
    }),
  )
  await signInToShell(page, accounts.admin)
  await menuEntry(page, routeLabel('organization')).click()
  // A click that lands while the group is still opening is tried again.
  await expect(async () => {
    await menuEntry(page, routeLabel('role')).click()
    await expect(page).toHaveURL(/\/organization\/role$/, { timeout: 1_000 })
  }).toPass({ timeout: 7_000 })
  await expect(page.getByText(en('app', 'errorBoundary.pageTitle'))).toBeVisible()
  await expect(page.getByText('e2e: the Roles page broke')).toBeVisible()

  // Production builds log uncaught UI errors (spec §9 default): the badge opens the log.
  await page.getByRole('button', { name: /Error log/ }).click()
  const log = page.getByRole('dialog')
  await expect(log.getByRole('cell', { name: 'e2e: the Roles page broke' })).toBeVisible()
  await log.getByRole('button', { name: en('layout', 'errorLog.clear') }).click()
  await expect(page.getByRole('button', { name: /Error log/ })).toHaveCount(0)

  // The rest of the app still works.
  await menuEntry(page, routeLabel('user')).click()
  await expect(page).toHaveURL(/\/organization\/user$/)
  await expect(pageHeading(page, routeLabel('user'))).toBeVisible()
})
