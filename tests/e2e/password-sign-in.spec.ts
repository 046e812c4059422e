import { test, expect } from './support/fixtures'
import { accounts } from './support/accounts'
import { en } from './support/i18n'
import { expandAllGroups, menuEntry, routeLabel, visibleMenuLabels } from './support/shell'
import { sidebar, signIn, signInForm, signInToShell } from './support/sign-in'

const allGroups = ['organization', 'system', 'project', 'clientManage', 'appManage', 'signKey']

test.describe('password sign-in', () => {
  test('the sign-in form shows labelled fields that password managers recognise', async ({
    page,
  }) => {
    await page.goto('/login')
    const form = signInForm(page)
    await expect(form.tenant).toHaveAttribute('name', 'tenant')
    await expect(form.username).toHaveAttribute('name', 'username')
    await expect(form.username).toHaveAttribute('autocomplete', 'username')
    await expect(form.password).toHaveAttribute('name', 'password')
    await expect(form.password).toHaveAttribute('autocomplete', 'current-password')
    await expect(form.password).toHaveAttribute('type', 'password')
    await expect(form.submit).toBeEnabled()
  })

  test('while the user types, the shell’s styles arrive ahead of the click on Sign in', async ({
    page,
  }) => {
    await page.goto('/login')
    await signInForm(page).username.fill(accounts.admin.username)
    // The sign-in page itself draws no antd component: the dark menu's rules come with the
    // shell's code and its antd sheet (src/layout/shell-antd-styles.css), which the sign-in page
    // loads while the form waits for the click.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.styleSheets].some((sheet) =>
            [...sheet.cssRules].some((rule) => rule.cssText.includes('.ant-menu-dark')),
          ),
        ),
      )
      .toBe(true)
    await signInToShell(page, accounts.admin)
    await expect(page.getByRole('banner')).toContainText(accounts.admin.displayName)
  })

  test('admin signs in and sees every menu group, but not the hidden tenant area', async ({
    page,
  }) => {
    await signInToShell(page, accounts.admin)
    for (const group of allGroups) {
      await expect(menuEntry(page, routeLabel(group)), group).toBeVisible()
    }
    await expandAllGroups(page)
    await expect(menuEntry(page, routeLabel('user'))).toBeVisible()
    await expect(menuEntry(page, routeLabel('projectList'))).toBeVisible()
    await expect(menuEntry(page, routeLabel('allSignKeys'))).toBeVisible()
    await expect(menuEntry(page, routeLabel('saas'))).toHaveCount(0)
    await expect(menuEntry(page, routeLabel('tenant'))).toHaveCount(0)
    await expect(page.getByRole('banner')).toContainText(accounts.admin.displayName)
  })

  test('manager sees only the project group and Users', async ({ page }) => {
    await signInToShell(page, accounts.manager)
    await expect(page.getByRole('banner')).toContainText(accounts.manager.displayName)
    await expect(menuEntry(page, routeLabel('project'))).toBeVisible()
    for (const group of ['system', 'clientManage', 'appManage', 'signKey']) {
      await expect(menuEntry(page, routeLabel(group)), group).toHaveCount(0)
    }
    await expandAllGroups(page)
    await expect(menuEntry(page, routeLabel('user'))).toBeVisible()
    await expect(menuEntry(page, routeLabel('projectList'))).toBeVisible()
    await expect(menuEntry(page, routeLabel('htd'))).toBeVisible()
    await expect(menuEntry(page, routeLabel('workArea'))).toBeVisible()
    for (const hidden of [
      'org',
      'position',
      'role',
      'userProjectPermissions',
      'userHtdPermissions',
      'tenant',
    ]) {
      await expect(menuEntry(page, routeLabel(hidden)), hidden).toHaveCount(0)
    }
    // The organization group, if shown as a group at all, holds nothing but Users.
    const labels = await visibleMenuLabels(page)
    const known = new Set(
      ['organization', 'user', 'project', 'projectList', 'htd', 'workArea'].map(routeLabel),
    )
    const unexpected = labels.filter((label) => !known.has(label))
    // Constant entries (dashboard, to-do, …) may be present; permission-bound ones may not.
    const permissionBound = new Set(
      [
        'system',
        'log',
        'dict',
        'permissionDefinition',
        'clientManage',
        'apiScope',
        'apiResource',
        'client',
        'appManage',
        'appList',
        'projectFolder',
        'projectApp',
        'signKey',
        'userSignKey',
        'projOrgSeal',
        'htdOrgSeal',
        'allSignKeys',
        'saas',
      ].map(routeLabel),
    )
    expect(unexpected.filter((label) => permissionBound.has(label))).toEqual([])
  })

  test('a user without any permission is told so and stays on sign-in', async ({ page }) => {
    await signIn(page, accounts.nobody)
    await expect(page.getByText(en('error', 'session.noPermissions'))).toBeVisible()
    await expect(page).toHaveURL(/\/login/)
    await expect(signInForm(page).submit).toBeVisible()
    await expect(sidebar(page)).toHaveCount(0)
  })

  test('a wrong password shows the server message and stays on sign-in', async ({ page }) => {
    await signIn(page, { ...accounts.admin, password: 'wrong-Password1' })
    await expect(page.getByText('Invalid username or password!')).toBeVisible()
    await expect(page).toHaveURL(/\/login/)
    await expect(sidebar(page)).toHaveCount(0)
  })

  test('the admin of tenant demo signs in to the tenant; the host sends no tenant', async ({
    page,
  }) => {
    const tenantHeaders: (string | undefined)[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/connect/token') {
        tenantHeaders.push(request.headers()['__tenant'])
      }
    })
    await signInToShell(page, accounts.demoAdmin)
    await expect(menuEntry(page, routeLabel('organization'))).toBeVisible()
    await expect(page.getByRole('banner')).toContainText(accounts.demoAdmin.displayName)
    expect(tenantHeaders.length).toBeGreaterThan(0)
    expect(tenantHeaders[0], 'the token request names the tenant').toBeTruthy()

    await page.context().clearCookies()
    await page.evaluate(() => {
      localStorage.clear()
      sessionStorage.clear()
    })
    tenantHeaders.length = 0
    await page.goto('/login')
    await signInToShell(page, { ...accounts.admin, tenant: '   ' })
    expect(tenantHeaders.length).toBeGreaterThan(0)
    expect(tenantHeaders[0], 'a blank tenant sends no tenant header').toBeUndefined()
  })
})
