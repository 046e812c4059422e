import { test, expect } from './support/fixtures'
import { accounts } from './support/accounts'
import { menuEntry, routeLabel } from './support/shell'
import { sidebar, signIn, signInForm } from './support/sign-in'

const appOrigin = 'http://127.0.0.1'

test.describe('sign-in redirect', () => {
  test('a deep link while signed out leads to sign-in and back to that page', async ({ page }) => {
    await page.goto('/project/htd')
    await expect(page).toHaveURL(/\/login\?redirect=%2Fproject%2Fhtd$/)
    await expect(signInForm(page).submit).toBeVisible()

    await signIn(page, accounts.manager)
    await expect(page).toHaveURL(/\/project\/htd$/)
    await expect(sidebar(page)).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(routeLabel('htd')))
    await expect(menuEntry(page, routeLabel('htd'))).toHaveClass(/selected/)
  })

  const hostileTargets = [
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
  ]
  for (const target of hostileTargets) {
    test(`redirect=${target} stays inside the app after sign-in`, async ({ page }) => {
      const dialogs: string[] = []
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message())
        void dialog.dismiss()
      })
      const foreignRequests: string[] = []
      await page.route(
        (url) => url.hostname.endsWith('evil.example'),
        async (route) => {
          foreignRequests.push(route.request().url())
          await route.abort()
        },
      )

      await page.goto(`/login?redirect=${encodeURIComponent(target)}`)
      await signIn(page, accounts.admin)

      await expect(page).not.toHaveURL(/\/login/)
      await expect(sidebar(page)).toBeVisible()
      expect(page.url().startsWith(appOrigin)).toBe(true)
      expect(page.url()).not.toMatch(/evil/)
      expect(foreignRequests).toEqual([])
      expect(dialogs).toEqual([])
    })
  }
})
