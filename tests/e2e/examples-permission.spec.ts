import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { en } from './support/i18n'
import { menuEntry, routeLabel } from './support/shell'
import { sidebar, signInForm } from './support/sign-in'
import { enableTagsView, openThroughMenu, tabLabels } from './support/tabs'

/**
 * Issue 12, Permission example: in the demo sign-in mode (the same build, its config.js saying
 * VITE_LOGIN_MODE=demo) the role switch changes the menu and closes the tabs (spec §4).
 */
test.beforeEach(async ({ page }) => {
  await page.route('**/config.js', (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: 'window.__APP_CONFIG__ = { VITE_LOGIN_MODE: "demo" }',
    }),
  )
  await enableTagsView(page)
})

const roleRadio = (page: Page, role: 'admin' | 'editor') =>
  page.getByRole('radio', { name: en('example-permission', `role.${role}`), exact: true })

test('in the demo mode the role switch changes the menu and closes the tabs', async ({ page }) => {
  // The shell makes no ABP call with the demo token (ABP would refuse it: 401, back to sign-in).
  const abpCalls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) abpCalls.push(request.url())
  })
  await page.goto('/login')
  const form = signInForm(page)
  await expect(form.submit).toBeVisible()
  await expect(form.tenant, 'the demo form has no tenant').toHaveCount(0)
  await form.username.fill('admin')
  await form.password.fill('any password')
  await form.submit.click()
  await expect(sidebar(page)).toBeVisible()
  await expect(page.getByText(en('dashboard', 'introDemo'))).toBeVisible()

  await openThroughMenu(page, 'examples', 'exampleI18n')
  await openThroughMenu(page, 'examples', 'exampleErrorPages')
  await openThroughMenu(page, 'examples', 'examplePermission')
  const permissionTitle = page.getByRole('heading', {
    level: 3,
    name: routeLabel('examplePermission'),
  })
  expect(await tabLabels(page)).toEqual(
    ['dashboard', 'exampleI18n', 'exampleErrorPages', 'examplePermission'].map(routeLabel),
  )
  await expect(menuEntry(page, routeLabel('organization'))).toBeVisible()
  await expect(roleRadio(page, 'admin')).toBeChecked()

  await roleRadio(page, 'editor').check()
  await expect(menuEntry(page, routeLabel('organization'))).toHaveCount(0)
  await expect(menuEntry(page, routeLabel('system'))).toHaveCount(0)
  await expect(menuEntry(page, routeLabel('examples'))).toBeVisible()
  // Every tab closed but the affix one; the page, still shown, has its own tab again.
  await expect
    .poll(() => tabLabels(page))
    .toEqual(['dashboard', 'examplePermission'].map(routeLabel))
  await expect(permissionTitle).toBeVisible()
  await expect(page).toHaveURL(/\/example\/permission$/)
  await expect(page.getByRole('listitem').filter({ hasText: /^editor$/ })).toBeVisible()
  await expect(roleRadio(page, 'editor')).toBeChecked()

  await roleRadio(page, 'admin').check()
  await expect(menuEntry(page, routeLabel('organization'))).toBeVisible()
  await expect(menuEntry(page, routeLabel('system'))).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: /^admin$/ })).toBeVisible()
  // The avatar is the demo profile's own picture, the only request under /api.
  expect(abpCalls.filter((url) => !url.includes('/avatar'))).toEqual([])
})
