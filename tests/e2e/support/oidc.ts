import { expect, type Page } from '@playwright/test'
import type { Credentials } from './accounts'
import { sidebar } from './sign-in'

/**
 * The embedded OpenID provider (mock/oidc) of the redirect-flow build: it listens beside the
 * preview server at port + 1 (OIDC_PORT unset), with its own sign-in page.
 */
export function providerOrigin(appBaseURL: string): string {
  const app = new URL(appBaseURL)
  return `http://127.0.0.1:${Number(app.port) + 1}`
}

export function isProviderUrl(url: string, appBaseURL: string): boolean {
  return url.startsWith(`${providerOrigin(appBaseURL)}/`)
}

/** The provider's sign-in page, found the way a user finds it. */
export function providerForm(page: Page) {
  return {
    tenant: page.getByLabel('Tenant', { exact: true }),
    username: page.getByLabel('Username', { exact: true }),
    password: page.getByLabel('Password', { exact: true }),
    submit: page.getByRole('button', { name: 'Sign in' }),
    error: page.getByRole('alert'),
  }
}

/**
 * Waits for the provider's sign-in page (the app sent the browser there) and submits it. The
 * provider is the one beside the app unless named.
 */
export async function signInAtProvider(
  page: Page,
  appBaseURL: string,
  credentials: Credentials,
  provider = providerOrigin(appBaseURL),
): Promise<void> {
  await page.waitForURL(
    (url) => url.href.startsWith(`${provider}/`) && url.pathname.startsWith('/interaction/'),
  )
  const form = providerForm(page)
  await expect(form.submit).toBeVisible()
  await form.tenant.fill(credentials.tenant ?? '')
  await form.username.fill(credentials.username)
  await form.password.fill(credentials.password)
  await form.submit.click()
}

/** Waits until the signed-in shell shows at `path` of the app. */
export async function expectShellAt(page: Page, appBaseURL: string, path: string): Promise<void> {
  await page.waitForURL(`${appBaseURL}${path}`)
  await expect(sidebar(page)).toBeVisible()
}

/** The stored OIDC user of the app (spec §3: local storage), or null. */
export async function storedOidcUser(
  page: Page,
): Promise<{ access_token: string; refresh_token?: string; expires_at: number } | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'))
    return key ? (JSON.parse(localStorage.getItem(key) ?? 'null') as never) : null
  })
}
