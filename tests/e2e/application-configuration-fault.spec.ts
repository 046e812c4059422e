import { test, expect } from './support/fixtures'
import { accounts } from './support/accounts'
import { en } from './support/i18n'
import { sidebar, signIn, signInForm, signInToShell } from './support/sign-in'

const configPath = '/api/abp/application-configuration'

test.describe('application configuration answers 500', () => {
  test('at sign-in: a message, not a white screen', async ({ page, mock }) => {
    await page.goto('/login')
    await mock.addFault({ path: configPath, status: 500 })
    await signIn(page, accounts.admin)

    await expect(page.getByText(en('error', 'http.serverError')).first()).toBeVisible()
    await expect(signInForm(page).submit).toBeVisible()
    await expect(page).toHaveURL(/\/login/)
    await expect(sidebar(page)).toHaveCount(0)
  })

  test('on reload of a signed-in page: a message and back to sign-in', async ({ page, mock }) => {
    await signInToShell(page, accounts.admin)
    await mock.addFault({ path: configPath, status: 500 })
    await page.reload()

    await expect(page.getByText(en('error', 'http.serverError')).first()).toBeVisible()
    await expect(signInForm(page).submit).toBeVisible()
    await expect(page).toHaveURL(/\/login/)
  })
})
