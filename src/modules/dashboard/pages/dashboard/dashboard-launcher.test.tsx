import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http } from 'msw'
import { getDatabase } from '@mock/core/db/database'
import { projectIds } from '@mock/core/db/seed-ids'
import { appIds } from '@mock/modules/app-manage/seed-app-ids'
import dashboardEn from '@/modules/dashboard/locales/en/dashboard.json'
import routeEn from '@/i18n/locales/en/route.json'
import { currentProjectStorageKey } from '@/stores/project-store'
import { clearRequestLog, getRequestLog, mswServer } from '@tests/setup/msw-server'
import { resetSession } from '@tests/support/render-app'
import {
  findPageHeading,
  preloadShell,
  requestCount,
  signedInWithTabs,
} from '@tests/integration/tabs-journey-support'

beforeAll(async () => {
  await preloadShell()
  await import('@/modules/dashboard/pages/dashboard/dashboard-page')
}, 60_000)
afterEach(resetSession)

// The seed (business-api.md §10): every host project but 东环高速 has the same folders and
// placements; 智慧工地 (Mobile) and 旧版OA (disabled) are placed in 综合办公 but never launched.
const chengbei = '城北污水处理厂扩建工程' // admin's current project (first by sort)
const binjiang = '滨江大道改造工程'
const metro = '地铁5号线土建工程' // user001's current project
const eastRing = '东环高速公路改扩建工程' // project 5: nothing placed

async function openDashboard(username: string) {
  const app = await signedInWithTabs(username, '/index', false)
  await findPageHeading(routeEn.dashboard)
  return app
}

async function findLauncher() {
  const heading = await screen.findByText(
    dashboardEn.launcher.title,
    { selector: 'h4' },
    { timeout: 10_000 },
  )
  return within(heading.closest('section')!)
}

/** The launcher as `folder: tiles` lines, sub-folders indented under their parent. */
function outline(card: ReturnType<typeof within>): string[] {
  const folders = card.getAllByRole('heading').filter((h: HTMLElement) => h.tagName !== 'H4')
  return folders.map((heading: HTMLElement) => {
    const folder = heading.closest('section')!
    const tiles = [...folder.querySelectorAll(':scope > ul > li > a')].map((a) => a.textContent)
    return `${heading.tagName === 'H6' ? '  ' : ''}${heading.textContent}: ${tiles.join(', ')}`
  })
}

function switchProject(user: ReturnType<typeof userEvent.setup>, name: string) {
  const switchTo = dashboardEn.projects.switchTo.replace('{{name}}', name)
  return user.click(screen.getByRole('button', { name: switchTo }))
}

describe('Dashboard launcher', { timeout: 60_000 }, () => {
  it("shows the current project's folders and Web app tiles, each a link to launch it", async () => {
    await openDashboard('admin')
    const launcher = await findLauncher()
    await launcher.findByRole('link', { name: '质量管理' })

    expect(outline(launcher)).toEqual([
      '工程管理: 进度管理',
      '  计量: 计量支付',
      '质量安全: 质量管理, 安全管理, 试验检测',
      '综合办公: 档案管理',
    ])
    expect(launcher.queryByRole('link', { name: '智慧工地' })).toBeNull()
    expect(launcher.queryByRole('link', { name: '旧版OA' })).toBeNull()

    const tile = launcher.getByRole('link', { name: '质量管理' })
    const href = new URL(tile.getAttribute('href')!, 'http://app.test')
    expect(href.pathname).toBe('/app/redirect')
    expect([...href.searchParams]).toEqual([
      ['appId', appIds.quality],
      ['projectId', projectIds.chengbeiSewage],
    ])
    expect(tile.getAttribute('target')).toBe('_blank')
    expect(tile.getAttribute('rel')?.split(' ')).toContain('noopener')
    for (const link of launcher.getAllByRole('link')) {
      expect(link.getAttribute('href')).not.toMatch(/token|code=/i)
    }
    expect(
      launcher.getByText(dashboardEn.launcher.ofProject.replace('{{name}}', chengbei)),
    ).toBeTruthy()
  })

  it('follows the project switcher at once', async () => {
    const user = userEvent.setup()
    await openDashboard('admin')
    const launcher = await findLauncher()
    await launcher.findByRole('link', { name: '质量管理' })

    await switchProject(user, binjiang)
    await launcher.findByText(dashboardEn.launcher.ofProject.replace('{{name}}', binjiang))
    const tile = await launcher.findByRole('link', { name: '质量管理' })
    expect(
      new URL(tile.getAttribute('href')!, 'http://app.test').searchParams.get('projectId'),
    ).toBe(projectIds.binjiangAvenue)
  })

  it('says who adds apps to a project with none, with no link for a user who may not', async () => {
    const user = userEvent.setup()
    await openDashboard('user001') // a grant on 地铁5号线 and 东环高速, no App management
    const launcher = await findLauncher()
    await launcher.findByRole('link', { name: '质量管理' })
    expect(
      launcher.getByText(dashboardEn.launcher.ofProject.replace('{{name}}', metro)),
    ).toBeTruthy()

    await switchProject(user, eastRing)
    const empty = dashboardEn.launcher.empty.replace('{{name}}', eastRing)
    expect(await launcher.findByText(empty)).toBeTruthy()
    expect(launcher.queryAllByRole('link')).toEqual([])
  })

  it('links a holder of AppManage.ProjectApp to the project apps page', async () => {
    const db = getDatabase()
    for (const placement of db.projectApps) {
      if (placement.projectId === projectIds.chengbeiSewage) placement.isDeleted = true
    }
    await openDashboard('admin')
    const launcher = await findLauncher()
    const empty = dashboardEn.launcher.empty.replace('{{name}}', chengbei)
    expect(await launcher.findByText(empty)).toBeTruthy()
    const manage = launcher.getByRole('link', { name: dashboardEn.launcher.manage })
    expect(manage.getAttribute('href')).toBe('/app/project')
    await waitFor(() => expect(launcher.getAllByRole('link')).toHaveLength(1))
  })

  it('says so when there is no current project, and asks for no apps', async () => {
    clearRequestLog()
    await openDashboard('noproject')
    const launcher = await findLauncher()
    expect(await launcher.findByText(dashboardEn.launcher.noProject)).toBeTruthy()
    expect(requestCount('/api/base/project-app/launcher')).toBe(0)
  })

  it("asks for the stored project's apps at once, before the user's projects are known", async () => {
    localStorage.setItem(currentProjectStorageKey, projectIds.chengbeiSewage)
    // The user's projects (asked at start-up) are answered only once the apps were asked for: a
    // launcher that waited for them would never show (both handlers then let the backend answer).
    let launcherAsked: () => void = () => undefined
    const launcherSeen = new Promise<void>((resolve) => (launcherAsked = resolve))
    mswServer.use(
      http.get('*/api/base/project-app/launcher', () => launcherAsked()),
      http.get('*/api/base/htd/by-user/:userId', async () => {
        await launcherSeen
      }),
    )
    clearRequestLog()
    await openDashboard('admin')
    await (await findLauncher()).findByRole('link', { name: '质量管理' })

    const paths = getRequestLog().map((entry) => entry.path)
    const launcherCall = paths.indexOf('/api/base/project-app/launcher')
    expect(launcherCall).toBeGreaterThanOrEqual(0)
    // Before the cards' own calls (the to-do summary's address is the bell's too, and the shell,
    // drawn before the page, asks it first).
    expect(launcherCall).toBeLessThan(paths.indexOf('/api/base/todo/my'))
    expect(requestCount('/api/base/project-app/launcher')).toBe(1)
  })

  it('shows no failure when the stored project was lost, and the current one’s apps', async () => {
    localStorage.setItem(currentProjectStorageKey, projectIds.binjiangAvenue) // not user001's
    // The user's projects come after the early call (then the backend answers both).
    let launcherAsked: () => void = () => undefined
    const launcherSeen = new Promise<void>((resolve) => (launcherAsked = resolve))
    mswServer.use(
      http.get('*/api/base/project-app/launcher', () => launcherAsked()),
      http.get('*/api/base/htd/by-user/:id', async () => {
        await launcherSeen
        await delay(300)
      }),
    )
    clearRequestLog()
    // Any failure shown on the way counts, not only at the end.
    let failureShown = false
    const watcher = new MutationObserver(() => {
      failureShown ||= document.body.textContent.includes(dashboardEn.cardFailed)
    })
    watcher.observe(document.body, { childList: true, subtree: true, characterData: true })
    await openDashboard('user001')
    const launcher = await findLauncher()
    await launcher.findByText(dashboardEn.launcher.ofProject.replace('{{name}}', metro))
    watcher.disconnect()
    expect(failureShown).toBe(false)
    const refused = getRequestLog().find(
      (entry) => entry.path === '/api/base/project-app/launcher' && entry.status === 403,
    )
    expect(refused?.query).toContain(projectIds.binjiangAvenue)
    const tile = launcher.getByRole('link', { name: '质量管理' })
    expect(
      new URL(tile.getAttribute('href')!, 'http://app.test').searchParams.get('projectId'),
    ).toBe(projectIds.metroLine5)
    expect(launcher.queryByRole('alert')).toBeNull()
  })
})
