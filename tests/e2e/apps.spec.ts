import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test'
import { projectIds } from '../../mock/core/db/seed-ids'
import { appIds } from '../../mock/modules/app-manage/seed-app-ids'
import { test, expect, type OpenSignedIn } from './support/fixtures'
import { accounts, seededPassword, type Credentials } from './support/accounts'
import { en, enPattern } from './support/i18n'
import { watchCspViolations } from './support/nginx'
import { goInsideApp, menuEntry, routeLabel } from './support/shell'
import { createSignedInState } from './support/signed-in-state'
import { openThroughMenu, switchProject } from './support/tabs'
import { pick } from './support/select'

/**
 * Journey of issue 21: launching a business app from the dashboard with a one-time code. The
 * seeded 质量管理 points at the embedded backend's Quality demo app (docs/app-launch.md), which
 * redeems the code server-side, takes it out of its address and shows the launch context.
 * Placements and app states change through their pages, as an administrator does.
 */

const metroLine5 = '地铁5号线土建工程'
const eastRing = '东环高速公路改扩建工程'
/** Grants on 地铁5号线 (two sections) and 东环高速 (project only); no App management. */
const user001 = { username: 'user001', password: seededPassword }
const quality = '质量管理'
/** The seeded secret of Quality_App: `seededAppSecret` of mock/modules/client-manage. */
const qualitySecret = 'quality_app-secret'

/** Every request URL of every page of the context, from now on. */
function watchRequestUrls(context: BrowserContext): string[] {
  const urls: string[] = []
  context.on('request', (request) => urls.push(request.url()))
  return urls
}

/** No URL carries a token: neither the session's nor one named as a parameter. */
async function expectNoTokenInUrls(context: BrowserContext, urls: string[], others: string[] = []) {
  const cookies = await context.cookies()
  const tokens = cookies
    .filter((cookie) => cookie.name === 'Admin-Token' || cookie.name === 'Admin-Refresh-Token')
    .map((cookie) => cookie.value)
  expect(tokens.length).toBeGreaterThan(0)
  const leaks = urls.filter(
    (url) =>
      /[?&#](access_token|id_token|refresh_token)=/i.test(url) ||
      [...tokens, ...others].some((token) => url.includes(token)),
  )
  expect(leaks).toEqual([])
}

/** The API as `account` (setup the pages of other tests cover, and checks behind the UI). */
async function apiAs(request: APIRequestContext, baseURL: string, account: Credentials) {
  const { cookies } = await createSignedInState(request, baseURL, account)
  const token = cookies.find((cookie) => cookie.name === 'Admin-Token')!.value
  const headers = { authorization: `Bearer ${token}` }
  return {
    token,
    get: (path: string) => request.get(path, { headers }),
    post: (path: string, data: unknown) => request.post(path, { headers, data }),
    put: (path: string, data: unknown) => request.put(path, { headers, data }),
    delete: (path: string) => request.delete(path, { headers }),
  }
}

/** What Quality's back end does with a code: a client-credentials token, then the exchange. */
async function exchangeAsQuality(request: APIRequestContext, code: string) {
  const token = await request.post('/connect/token', {
    form: {
      grant_type: 'client_credentials',
      client_id: 'Quality_App',
      client_secret: qualitySecret,
      scope: 'BaseService',
    },
  })
  expect(token.status()).toBe(200)
  const { access_token } = (await token.json()) as { access_token: string }
  const answer = await request.post('/api/base/app-launch/exchange', {
    headers: { authorization: `Bearer ${access_token}` },
    data: { code },
  })
  return { answer, clientToken: access_token }
}

/** An app's tile in a folder of the dashboard's launcher: a link named after the app. */
function tile(page: Page, folder: string, app: string): Locator {
  return page.getByRole('region', { name: folder }).getByRole('link', { name: app })
}

/**
 * The dashboard as `account`, switched to 地铁5号线 once the launcher of the first project has
 * painted (its 质量安全 holds 质量管理 in every host project): a switch while the dashboard is
 * still loading can miss the switcher's menu.
 */
async function openLauncherOfMetroLine5(page: Page, account: Credentials, open: OpenSignedIn) {
  await open(page, account)
  await expect(tile(page, '质量安全', quality)).toBeVisible()
  await switchProject(page, metroLine5)
}

/** Clicks a tile and returns the tab it opens, once the demo app in it has loaded. */
async function launch(page: Page, link: Locator): Promise<Page> {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()])
  await tab.waitForURL(/\/__demo-app\/quality/)
  return tab
}

/** The demo app's address once its script has taken the code out: the project stays. */
function withoutCode(origin: string): string {
  return `${origin}/__demo-app/quality?projectId=${projectIds.metroLine5}`
}

/** The launch context the demo app shows, by field. */
function shownField(tab: Page, field: string): Locator {
  return tab.locator(`td[data-field="${field}"]`)
}

/** The address the demo app was opened at (its page takes the code out at once). */
function launchAddress(urls: string[]): URL {
  const opened = urls
    .map((url) => new URL(url))
    .find((url) => url.pathname === '/__demo-app/quality')
  expect(opened, 'the demo app was opened').toBeDefined()
  return opened!
}

test('admin moves 质量管理 to 工程管理 of 地铁5号线, launches it from the dashboard (its code works once), then disables it', async ({
  page,
  request,
  baseURL,
  openSignedIn,
}) => {
  const urls = watchRequestUrls(page.context())
  await openLauncherOfMetroLine5(page, accounts.admin, openSignedIn)
  await expect(tile(page, '工程管理', quality)).toHaveCount(0)

  // Project apps follows the switcher's project: move the seeded placement to 工程管理.
  await openThroughMenu(page, 'appManage', 'projectApp')
  const row = page.getByRole('row').filter({ hasText: quality })
  await row.getByRole('button', { name: new RegExp(`^${en('crud', 'edit')}`) }).click()
  const dialog = page.getByRole('dialog')
  await pick(page, dialog.getByRole('combobox').first(), '工程管理')
  await dialog.getByRole('button', { name: en('crud', 'save') }).click()
  await expect(dialog).toBeHidden()
  await expect(row).toContainText('工程管理')

  // Back on the dashboard, its launcher shows the move at once.
  await goInsideApp(page, '/index')
  const tab = await launch(page, tile(page, '工程管理', quality))

  // The demo app's back end redeemed the code: the context of this user, app and project.
  await expect(shownField(tab, 'userName')).toHaveText('admin')
  await expect(shownField(tab, 'projName')).toHaveText(metroLine5)
  await expect(shownField(tab, 'projectId')).toHaveText(projectIds.metroLine5)
  await expect(shownField(tab, 'appCode')).toHaveText('quality')
  // It was opened with a code and the project, and took the code out of its address at once.
  const opened = launchAddress(urls)
  const code = opened.searchParams.get('code') ?? ''
  expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/)
  expect(opened.searchParams.get('projectId')).toBe(projectIds.metroLine5)
  await expect(tab).toHaveURL(withoutCode(new URL(baseURL!).origin))

  // Single use: the demo app spent it, so Quality's back end cannot redeem it again.
  const { answer, clientToken } = await exchangeAsQuality(request, code)
  expect(answer.status()).toBe(403)
  expect(await answer.json()).toMatchObject({ error: { code: 'Base:InvalidLaunchCode' } })

  // The App list disables it: back on the dashboard the launcher has dropped its tile, and the
  // tile's old link says why in place (Base:AppDisabled), with a way back, not a blank tab.
  const oldLink = await tile(page, '工程管理', quality).getAttribute('href')
  expect(oldLink).toContain(`appId=${appIds.quality}`)
  await openThroughMenu(page, 'appManage', 'appList')
  const appRow = page.getByRole('row').filter({ hasText: quality })
  await appRow.getByRole('button', { name: new RegExp(`^${en('app-list', 'disable')}`) }).click()
  await expect(appRow.getByRole('button', { name: new RegExp(`^${en('app-list', 'enable')}`) })).toBeVisible() // prettier-ignore
  await goInsideApp(page, '/index')
  await expect(tile(page, '质量安全', '安全管理')).toBeVisible()
  await expect(page.getByRole('link', { name: quality })).toHaveCount(0)
  await page.goto(oldLink!)
  await expect(page.getByText(`App '${quality}' is disabled.`)).toBeVisible()
  await expect(page.getByRole('button', { name: en('app-redirect', 'backToDashboard') })).toBeVisible() // prettier-ignore

  // The code never reaches the audit log, which does hold the exchanges.
  const admin = await apiAs(request, baseURL!, accounts.admin)
  const audit = await admin.get('/api/audit-logging/audit-logs?maxResultCount=1000')
  const auditText = await audit.text()
  expect(auditText).toContain('/api/base/app-launch/exchange')
  expect(auditText).not.toContain(code)
  await expectNoTokenInUrls(page.context(), urls, [admin.token, clientToken])
})

test('a user with project grants and no App management launches without the menu; project 5 has no apps', async ({
  page,
  openSignedIn,
}) => {
  // user001 holds 地铁5号线 and 东环高速 (project 5, seeded without apps), and no App management.
  const urls = watchRequestUrls(page.context())
  await openLauncherOfMetroLine5(page, user001, openSignedIn)
  await expect(menuEntry(page, routeLabel('dashboard'))).toBeVisible()
  await expect(menuEntry(page, routeLabel('appManage'))).toHaveCount(0)
  const tab = await launch(page, tile(page, '质量安全', quality))
  await expect(shownField(tab, 'userName')).toHaveText('user001')
  await expect(shownField(tab, 'projName')).toHaveText(metroLine5)
  await tab.close()

  // 东环高速: the empty launcher says who can add apps, and links nowhere for this user.
  await switchProject(page, eastRing)
  const launcher = page.getByRole('region', { name: en('dashboard', 'launcher.title') })
  await expect(launcher).toContainText(enPattern('dashboard', 'launcher.empty'))
  await expect(launcher).toContainText(eastRing)
  await expect(launcher.getByRole('link')).toHaveCount(0)
  await expectNoTokenInUrls(page.context(), urls)
})

test('the Quality demo app takes the code out of its address with its own script', async ({
  page,
  request,
  baseURL,
}) => {
  const violations = await watchCspViolations(page)
  const admin = await apiAs(request, baseURL!, accounts.admin)
  const launched = await admin.post(`/api/base/app/${appIds.quality}/launch`, {
    projectId: projectIds.metroLine5,
  })
  expect(launched.headers()['cache-control']).toBe('no-store')
  const { url } = (await launched.json()) as { url: string }
  expect(new URL(url).searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/)

  await page.goto(url)
  await expect(shownField(page, 'userName')).toHaveText('admin')
  await expect(page).toHaveURL(withoutCode(new URL(url).origin))
  expect(violations).toEqual([])
})
