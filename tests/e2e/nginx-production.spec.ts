import { expect, test, type Page } from '@playwright/test'
import type { RequestLogEntry } from '../../mock/core/control'
import { accounts } from './support/accounts'
import { en } from './support/i18n'
import {
  nginxApiURL,
  nginxOidcURL,
  nginxPasswordURL,
  nginxProviderURL,
  watchCspViolations,
} from './support/nginx'
import { expectShellAt, signInAtProvider } from './support/oidc'
import { routeLabel } from './support/shell'
import { sidebar, signInToShell } from './support/sign-in'

/**
 * The production path (issue 11): one build served by Debian's nginx with deploy/nginx, its
 * Content-Security-Policy and headers, /api and /connect proxied to the backend. No test may see a
 * CSP violation: the policy has to fit the app, not the other way round.
 */
test.beforeEach(async ({ request }) => {
  expect((await request.post(`${nginxApiURL}/__mock/reset`)).status()).toBe(204)
})

async function requestLog(page: Page): Promise<RequestLogEntry[]> {
  const answer = await page.request.get(`${nginxApiURL}/__mock/requests`)
  return ((await answer.json()) as { items: RequestLogEntry[] }).items
}

test('nginx serves the build with its headers, caching and compression, and hides what is not for users', async ({
  request,
}) => {
  const page = await request.get(`${nginxPasswordURL}/system/log?page=2`)
  expect(page.status()).toBe(200)
  expect(page.headers()['content-type']).toContain('text/html')
  expect(page.headers()['cache-control']).toBe('no-cache')
  const policy = page.headers()['content-security-policy']
  expect(policy).toContain("script-src 'self';")
  expect(policy).not.toMatch(/unsafe-eval/)
  expect(policy).toContain("frame-ancestors 'none'")
  expect(page.headers()['x-content-type-options']).toBe('nosniff')
  expect(page.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(page.headers()['permissions-policy']).toContain('camera=()')

  const html = await page.text()
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1]
  expect(entry).toMatch(/^\/assets\/index-.+\.js$/)
  const script = await request.get(`${nginxPasswordURL}${entry}`, {
    headers: { 'Accept-Encoding': 'br, gzip' },
  })
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(script.headers()['content-encoding']).toBe('br')
  expect(script.headers()['content-security-policy']).toBe(policy)

  const config = await request.get(`${nginxPasswordURL}/config.js`)
  expect(config.headers()['cache-control']).toBe('no-cache')
  // Only what the environment sets: the examples switched off, as in the image.
  expect(await config.text()).toContain(
    'window.__APP_CONFIG__ = {\n  VITE_SHOW_EXAMPLES: "false"\n}',
  )
  const oidcConfig = await request.get(`${nginxOidcURL}/config.js`)
  expect(await oidcConfig.text()).toContain(`VITE_OIDC_AUTHORITY: "${nginxProviderURL}"`)
  // The policy of the redirect-sign-in server names its provider, from the same settings.
  const oidcPolicy = (await request.get(`${nginxOidcURL}/`)).headers()['content-security-policy']
  expect(oidcPolicy).toContain(`connect-src 'self' ${nginxProviderURL};`)
  expect(oidcPolicy).toContain(`frame-src ${nginxProviderURL};`)

  for (const hidden of ['/.vite/manifest.json', `${entry}.map`, '/assets/missing.js']) {
    expect((await request.get(`${nginxPasswordURL}${hidden}`)).status(), hidden).toBe(404)
  }
})

/**
 * Opens `path` with the app's entry held back: what is asked for meanwhile comes from index.html
 * alone. Returns the start files asked for (page, texts, API client), live, and the release.
 */
async function openWithEntryHeld(page: Page, path: string) {
  let releaseEntry: () => void = () => undefined
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve))
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await entryHeld
    await route.continue()
  })
  const asked = new Set<string>()
  page.on('request', (request) => {
    const file = /\/assets\/(login-page|texts-[\w-]+?|create-http-client|axios)-[\w-]{8}\.(js|css)$/.exec(request.url()) // prettier-ignore
    if (file) asked.add(`${file[1]}.${file[2]}`)
  })
  await page.goto(path, { waitUntil: 'commit' })
  return { asked: () => [...asked].sort(), releaseEntry }
}

test('the sign-in page’s chunk and style and the start texts of the browser’s language, and elsewhere the API client, are asked for beside the entry, before it has run', async ({
  page,
  context,
}) => {
  const violations = await watchCspViolations(page)
  const apiClient = ['axios.js', 'create-http-client.js']
  const signIn = await openWithEntryHeld(page, '/login')
  // English texts for an English browser, and no others; not the API client (it loads while the
  // user types).
  await expect.poll(signIn.asked).toEqual(['login-page.css', 'login-page.js', 'texts-en.js'])
  signIn.releaseEntry()
  await expect(page.locator('form button[type="submit"]')).toBeVisible()
  // Once the form is drawn and the page idle, the API client may come (what the click needs).
  const others = signIn.asked().filter((file) => !apiClient.includes(file))
  expect(others).toEqual(['login-page.css', 'login-page.js', 'texts-en.js'])

  // A signed-in address (a reload, a bookmark), in a page of its own: the session's calls wait
  // for the API client.
  const deepLink = await context.newPage()
  const signedIn = await openWithEntryHeld(deepLink, '/organization/user')
  await expect.poll(signedIn.asked).toEqual([...apiClient, 'texts-en.js'])
  signedIn.releaseEntry()
  await expect(deepLink).toHaveURL(/\/login\?redirect=/)
  expect(violations).toEqual([])
})

test('a tenant admin signs in with a password through nginx (no examples there), reloads a deep link, and creates, edits and deletes a position', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const violations = await watchCspViolations(page)
  await page.goto('/organization/position')
  await expect(page).toHaveURL(/\/login\?redirect=/)
  await signInToShell(page, accounts.demoAdmin)
  await expect(page).toHaveURL(`${nginxPasswordURL}/organization/position`)
  const heading = page.getByRole('heading', { level: 3, name: routeLabel('position') })
  await expect(heading).toBeVisible()
  // This deployment switched the examples off (VITE_SHOW_EXAMPLES=false, as the image does).
  const menuLabel = (key: string) => sidebar(page).getByText(routeLabel(key), { exact: true })
  await expect(menuLabel('organization')).toBeVisible()
  await expect(menuLabel('examples')).toHaveCount(0)

  // A refresh of a deep link with a search in the address: the SPA fallback and the session.
  await page.goto('/organization/position?filter=zz-nginx')
  await page.reload()
  await expect(heading).toBeVisible()
  await expect(page.getByRole('textbox', { name: en('crud', 'keyword') })).toHaveValue('zz-nginx')
  // The shell's antd styles came with the build (src/layout/shell-antd-styles.css), under the
  // CSP: the side menu is drawn in them, and antd wrote none of the menu's at this load.
  const menu = sidebar(page).getByRole('menu').first()
  await expect(menu).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
  await expect(menu.getByRole('menuitem').first()).toHaveCSS('height', '40px')
  const menuStylesWritten = await page.evaluate(
    () =>
      [...document.querySelectorAll('style')].filter((style) =>
        style.textContent?.includes('.ant-menu-inline'),
      ).length,
  )
  expect(menuStylesWritten).toBe(0)

  const dialog = page.getByRole('dialog')
  await page.getByRole('button', { name: en('crud', 'create') }).click()
  await dialog.getByLabel(en('position', 'name')).fill('zz-nginx surveyor')
  await dialog.getByRole('button', { name: en('crud', 'save') }).click()
  await expect(dialog).toHaveCount(0)
  const row = page.getByRole('row', { name: /zz-nginx surveyor/ })
  await expect(row).toBeVisible()

  await row.getByRole('button', { name: en('crud', 'edit') }).click()
  await expect(dialog.getByLabel(en('position', 'name'))).toHaveValue('zz-nginx surveyor')
  await dialog.getByLabel(en('position', 'name')).fill('zz-nginx chief surveyor')
  await dialog.getByRole('button', { name: en('crud', 'save') }).click()
  await expect(dialog).toHaveCount(0)
  const edited = page.getByRole('row', { name: /zz-nginx chief surveyor/ })
  await expect(edited).toBeVisible()

  await edited.getByRole('button', { name: en('crud', 'delete') }).click()
  const confirm = page.getByRole('dialog', { name: /zz-nginx chief surveyor/ })
  await confirm.getByRole('button', { name: en('crud', 'delete') }).click()
  await expect(edited).toHaveCount(0)

  // The tenant reached the backend through the proxy: nginx keeps `__tenant` (underscores).
  const writes = (await requestLog(page)).filter((entry) => entry.path === '/api/base/position')
  expect(writes.map((entry) => entry.method)).toEqual(expect.arrayContaining(['POST', 'GET']))
  expect(writes.every((entry) => entry.headers.__tenant === 'demo')).toBe(true)
  expect(violations).toEqual([])
})

test('a manager signs in by redirect through nginx and lands on the page asked for', async ({
  page,
}) => {
  const violations = await watchCspViolations(page)
  await page.goto(`${nginxOidcURL}/project/htd`)
  await signInAtProvider(page, nginxOidcURL, accounts.manager, nginxProviderURL)
  // The code was exchanged at the provider's token endpoint: connect-src names it.
  await expectShellAt(page, nginxOidcURL, '/project/htd')
  await expect(page.getByRole('banner')).toContainText(accounts.manager.displayName)
  await page.reload()
  await expect(sidebar(page)).toBeVisible()
  expect(violations).toEqual([])
})

test('a deployment whose config.js is wrong or missing gets a page naming each mistake', async ({
  page,
}) => {
  const title = page.getByRole('heading', { name: en('app', 'configError.title') })
  await page.route('**/config.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'window.__APP_CONFIG__ = { VITE_AUTH_GRANT_TYPE: "authorization_code", VITE_API_URL: "x" }',
    }),
  )
  await page.goto('/login')
  await expect(title).toBeVisible()
  await expect(page.getByRole('alert')).toContainText('VITE_API_URL: not a setting (misspelt?)')
  await expect(page.getByRole('alert')).toContainText(
    'VITE_OIDC_AUTHORITY: required for the redirect sign-in (authorization_code)',
  )

  await page.unroute('**/config.js')
  await page.route('**/config.js', (route) => route.fulfill({ status: 404, body: 'Not Found' }))
  await page.reload()
  await expect(title).toBeVisible()
  await expect(page.getByRole('alert')).toContainText('config.js: did not load')
})
