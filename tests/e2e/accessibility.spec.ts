import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { accounts } from './support/accounts'
import { seriousViolations } from './support/axe'
import { en } from './support/i18n'
import { goInsideApp, routeLabel } from './support/shell'

/**
 * Issue 11 §3: axe finds no serious or critical violation on the sign-in page, the shell, every
 * business and example page, an open dialog and an open drawer.
 */
const businessPages = [
  ['dashboard', '/index'],
  ['org', '/organization/org'],
  ['position', '/organization/position'],
  ['user', '/organization/user'],
  ['role', '/organization/role'],
  ['log', '/system/log'],
  ['dict', '/system/dict'],
  ['permissionDefinition', '/system/permission-definition'],
  ['tenant', '/saas/tenant'],
  ['client', '/client-manage/client'],
  ['apiResource', '/client-manage/api-resource'],
  ['apiScope', '/client-manage/api-scope'],
  ['projectList', '/project/index'],
  ['htd', '/project/htd'],
  ['workArea', '/project/work-area'],
  ['userProjectPermissions', '/project/user-project'],
  ['userHtdPermissions', '/project/user-htd'],
  ['notice', '/notice'],
  ['todo', '/todo'],
  ['profile', '/profile/index'],
] as const

// The examples (issue 12), on in the build.
const examplePages = [
  ['exampleCharts', '/example/charts'],
  ['exampleTables', '/example/tables'],
  ['exampleExcel', '/example/excel'],
  ['exampleZip', '/example/zip'],
  ['examplePdf', '/example/pdf'],
  ['exampleTheme', '/example/theme'],
  ['exampleI18n', '/example/i18n'],
  ['examplePermission', '/example/permission'],
  ['exampleErrorPages', '/example/error-pages'],
] as const

test('the sign-in page has no serious accessibility violation', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

/**
 * Opens each page inside the loaded app, as a menu click does (no reload per page), and scans it
 * once its data has arrived: the whole document for the first page when `withShell` (the menu and
 * navbar once), then each page's own content.
 */
async function scanPages(
  page: Page,
  pages: readonly (readonly [string, string])[],
  withShell: boolean,
): Promise<void> {
  // The pointer rests away from the pages: nothing under it is hovered.
  await page.mouse.move(1, 700)
  for (const [titleKey, path] of pages) {
    await goInsideApp(page, path)
    await expect(page.getByRole('heading', { level: 3, name: routeLabel(titleKey) })).toBeVisible()
    // The page's data has arrived (no spinner left), so the scan sees what users see.
    await expect(page.locator('main .ant-spin-spinning')).toHaveCount(0)
    const scope = withShell && path === pages[0][1] ? undefined : 'main'
    expect.soft(await seriousViolations(page, scope), path).toEqual([])
  }
}

// The pages in two tests of their own budget: one long scan on a busy 2-core machine outran it.
test('the shell and every business page have none', async ({ page, openSignedIn }) => {
  test.setTimeout(150_000)
  await openSignedIn(page, accounts.admin)
  await scanPages(page, businessPages, true)
})

test('every example page has none, nor an open dialog or drawer', async ({
  page,
  openSignedIn,
}) => {
  test.setTimeout(150_000)
  await openSignedIn(page, accounts.admin)
  await scanPages(page, examplePages, false)

  await goInsideApp(page, '/organization/position')
  await expect(page.getByRole('heading', { level: 3, name: routeLabel('position') })).toBeVisible()
  await page.getByRole('button', { name: en('crud', 'create') }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect.soft(await seriousViolations(page), 'create dialog').toEqual([])
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await goInsideApp(page, '/client-manage/client')
  await expect(page.getByRole('heading', { level: 3, name: routeLabel('client') })).toBeVisible()
  await page
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: en('crud', 'edit') })
    .click()
  await expect(page.locator('.ant-drawer-open')).toBeVisible()
  expect.soft(await seriousViolations(page), 'edit drawer').toEqual([])
})

/** Theme colour, navbar colour and mode: the defaults, and the lightest and darkest presets. */
const themes = [
  { theme: '#0152d9', navbarColor: '#141b37', darkMode: true },
  { theme: '#13c2c2', navbarColor: '#D26C00', darkMode: false },
  { theme: '#13c2c2', navbarColor: '#00885A', darkMode: true },
  { theme: '#212121', navbarColor: '#0069D6', darkMode: false },
  { theme: '#212121', navbarColor: '#503DB0', darkMode: true },
]

test('colour contrast holds in dark mode and with the lightest and darkest presets', async ({
  page,
  openSignedIn,
}) => {
  test.setTimeout(90_000)
  await openSignedIn(page, accounts.admin, '/organization/position')
  for (const settings of themes) {
    const label = JSON.stringify(settings)
    await page.evaluate((chosen) => {
      const state = { ...chosen, tagsView: true, sidebarLogo: true }
      localStorage.setItem('settings', JSON.stringify({ state, version: 1 }))
    }, settings)
    await page.goto('/organization/position')
    await expect(
      page.getByRole('heading', { level: 3, name: routeLabel('position') }),
    ).toBeVisible()
    await expect(page.locator('main .ant-spin-spinning')).toHaveCount(0)
    // Only contrast changes with the colours; the other rules ran on these pages above.
    expect.soft(await seriousViolations(page, undefined, ['color-contrast']), label).toEqual([])
    await page.getByRole('button', { name: en('crud', 'create') }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    const inDialog = await seriousViolations(page, undefined, ['color-contrast'])
    expect.soft(inDialog, `${label}, dialog`).toEqual([])
  }
})
