import { expect, type Page } from '@playwright/test'
import type { Credentials } from './accounts'

/** The sign-in form as a user finds it: by its visible labels and button. */
export function signInForm(page: Page) {
  return {
    tenant: page.getByLabel('Tenant', { exact: true }),
    username: page.getByLabel('Username', { exact: true }),
    password: page.getByLabel('Password', { exact: true }),
    submit: page.getByRole('button', { name: 'Sign in' }),
  }
}

/**
 * Fills and submits the sign-in form. Opens /login first unless the page already shows the form
 * (e.g. after a redirect that carries `?redirect=`). Asserts nothing about the outcome.
 */
export async function signIn(page: Page, credentials: Credentials): Promise<void> {
  const form = signInForm(page)
  if (!new URL(page.url(), 'http://x.invalid').pathname.startsWith('/login')) {
    await page.goto('/login')
  }
  await expect(form.submit).toBeVisible()
  await form.tenant.fill(credentials.tenant ?? '')
  await form.username.fill(credentials.username)
  await form.password.fill(credentials.password)
  await form.submit.click()
}

/** The sidebar: the navigation landmark of the signed-in shell. */
export function sidebar(page: Page) {
  return page
    .getByRole('navigation')
    .filter({ has: page.getByRole('menu') })
    .first()
}

/** Signs in and waits for the signed-in shell (sidebar shown, no longer on /login). */
export async function signInToShell(page: Page, credentials: Credentials): Promise<void> {
  await signIn(page, credentials)
  await expect(page).not.toHaveURL(/\/login(\?|$)/)
  await expect(sidebar(page)).toBeVisible()
}
