import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { getDatabase, liveRows } from '@mock/core/db/database'
import { projectIds } from '@mock/core/db/seed-ids'
import { noticeIds } from '@mock/modules/notice/seed-notice-ids'
import crudEn from '@/i18n/locales/en/crud.json'
import dashboardEn from '@/modules/dashboard/locales/en/dashboard.json'
import routeEn from '@/i18n/locales/en/route.json'
import { clearRequestLog, getRequestLog, mswServer } from '@tests/setup/msw-server'
import { resetSession } from '@tests/support/render-app'
import {
  findPageHeading,
  preloadShell,
  signedInWithTabs,
  tabBar,
} from '@tests/integration/tabs-journey-support'

beforeAll(async () => {
  await preloadShell()
  await Promise.all([
    import('@/modules/dashboard/pages/dashboard/dashboard-page'),
    import('@/modules/dashboard/pages/dashboard/cards/htd-amount-chart'),
    import('@/modules/notice/pages/reader/notice-view-page'),
  ])
}, 60_000)
afterEach(resetSession)

// jsdom has no 2D canvas (tests/setup/vitest-setup.ts answers getContext with null): the chart
// cannot draw here, so these tests check its text equivalent (the canvas's label and the table).

const maintenance = '系统升级维护公告' // pinned, unread by admin; admin has a Notice to-do for it
const safetyMonth = '关于开展2024年度安全生产月活动的通知' // pinned, read by admin
const chengbei = '城北污水处理厂扩建工程' // admin's first project by sort: the current one
const binjiang = '滨江大道改造工程'

async function openDashboard(username: string, tagsView = false) {
  const app = await signedInWithTabs(username, '/index', tagsView)
  await findPageHeading(routeEn.dashboard)
  return app
}

/** A card by its title (role queries over the whole shell are slow in jsdom). */
async function findCard(title: string) {
  const heading = await screen.findByText(title, { selector: 'h4' }, { timeout: 10_000 })
  return within(heading.closest('section')!)
}

/** The figure (`<dd>`) a card shows under a label (`<dt>`). */
function figure(card: ReturnType<typeof within>, label: string): string {
  return card.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? ''
}

describe('Dashboard', { timeout: 60_000 }, () => {
  it('shows the admin every card with the seeded data and the counts', async () => {
    await openDashboard('admin')
    const db = getDatabase()
    const htdIds = new Set(
      liveRows(db.htds, null)
        .filter((htd) => htd.projectId === projectIds.chengbeiSewage)
        .map((htd) => htd.id),
    )

    const todos = await findCard(dashboardEn.todos.title)
    await todos.findByText(dashboardEn.todos.pending, { selector: 'dt' })
    expect(figure(todos, dashboardEn.todos.pending)).toBe('15')
    expect(figure(todos, dashboardEn.todos.overdue)).toBe('3')
    expect(figure(todos, dashboardEn.todos.dueToday)).toBe('1')
    const nextList = await todos.findByRole('list', { name: dashboardEn.todos.next })
    const next = within(nextList).getAllByRole('link')
    expect(next).toHaveLength(5)
    // Pending, by due time: the most overdue first.
    expect(next[0].textContent).toBe('提醒：签名图片即将过期，请重新上传')
    // Each leads where its to-do does (an approval's to its task), one without a link to the list.
    const admin = db.users.find((u) => u.userName === 'admin' && !u.tenantId)!
    const linkOf = (title: string | null) =>
      db.todos.find((todo) => todo.userId === admin.id && todo.title === title)?.link ?? '/todo'
    expect(next.map((link) => link.getAttribute('href'))).toEqual(
      next.map((link) => linkOf(link.textContent)),
    )
    expect(next[0].getAttribute('href')).not.toBe('/todo')
    expect(todos.getByRole('link', { name: dashboardEn.todos.all }).getAttribute('href')).toBe(
      '/todo',
    )

    const notices = await findCard(dashboardEn.notices.title)
    const latest = await notices.findAllByRole('listitem')
    expect(latest).toHaveLength(5)
    const maintenanceItem = notices.getByText(maintenance).closest('li')!
    expect(within(maintenanceItem).getByText(dashboardEn.notices.unread)).toBeTruthy()
    expect(within(maintenanceItem).getByLabelText(dashboardEn.notices.pinned)).toBeTruthy()
    expect(notices.getByText(maintenance).getAttribute('href')).toBe(
      `/notice/view?id=${noticeIds.maintenance}`,
    )
    const safetyItem = notices.getByText(safetyMonth).closest('li')!
    expect(within(safetyItem).queryByText(dashboardEn.notices.unread)).toBeNull()

    const projects = await findCard(dashboardEn.projects.title)
    expect(projects.getAllByRole('listitem')).toHaveLength(4)
    const current = projects.getByText(chengbei).closest('li')!
    expect(current.getAttribute('aria-current')).toBe('true')
    expect(within(current).getByText(dashboardEn.projects.current)).toBeTruthy()

    const figures = await findCard(dashboardEn.figures.title)
    await waitFor(() => expect(figure(figures, dashboardEn.figures.workAreas)).toMatch(/^\d/))
    await waitFor(() => expect(figure(figures, dashboardEn.figures.htds)).toMatch(/^\d/))
    const areaCount = liveRows(db.workAreas, null).filter((area) => htdIds.has(area.htdId)).length
    expect(figure(figures, dashboardEn.figures.projects)).toBe(
      `${liveRows(db.projects, null).length}`,
    )
    expect(figure(figures, dashboardEn.figures.htds)).toBe(`${htdIds.size}`)
    expect(figure(figures, dashboardEn.figures.workAreas)).toBe(`${areaCount}`)

    const amounts = await findCard(dashboardEn.amounts.title)
    const caption = dashboardEn.amounts.caption.replace('{{name}}', chengbei)
    const table = await amounts.findByRole('table', { name: caption })
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent)
    expect(cells).toEqual(['一标段215,300,000.00', '二标段88,760,000.00'])
    expect(amounts.getByText(/304,060,000\.00 CNY$/)).toBeTruthy()
    const chart = await amounts.findByRole('img', {}, { timeout: 10_000 })
    expect(chart.tagName).toBe('CANVAS')
    expect(chart.getAttribute('aria-label')).toBe(
      `${caption}: 一标段: 215,300,000.00; 二标段: 88,760,000.00`,
    )
  })

  it("asks for the figures as the first page of a load, beside the shell's calls, once each", async () => {
    clearRequestLog()
    await openDashboard('admin')
    const figures = await findCard(dashboardEn.figures.title)
    await waitFor(() => expect(figure(figures, dashboardEn.figures.workAreas)).toMatch(/^\d+$/))
    expect(figure(figures, dashboardEn.figures.htds)).toMatch(/^\d+$/)

    const paths = getRequestLog().map((entry) => entry.path)
    const managed = ['/api/base/project', '/api/base/htd', '/api/base/work-area']
    // The page took the early answers: nothing asked twice.
    expect(paths.filter((path) => managed.includes(path)).sort()).toEqual([...managed].sort())
    // The launcher's call first (issue 21), then the figures', before the cards asked for their
    // own data in the page's first render (the notices).
    const launcher = '/api/base/project-app/launcher'
    expect(paths.filter((path) => path === launcher)).toHaveLength(1)
    const firstCardCall = paths.indexOf('/api/base/notice/my')
    expect(firstCardCall).toBeGreaterThan(-1)
    for (const path of managed) {
      expect(paths.indexOf(path)).toBeGreaterThan(paths.indexOf(launcher))
      expect(paths.indexOf(path)).toBeLessThan(firstCardCall)
    }
  })

  it('asks nothing about projects of a user without the project permissions', async () => {
    clearRequestLog()
    await openDashboard('user006') // org-admin: organisations and users only; project 城北污水厂
    const projects = await findCard(dashboardEn.projects.title)
    await projects.findByText(chengbei)
    expect(projects.getAllByRole('listitem')).toHaveLength(1)
    const todos = await findCard(dashboardEn.todos.title)
    expect(await todos.findByText(dashboardEn.todos.empty)).toBeTruthy()
    await (await findCard(dashboardEn.notices.title)).findAllByRole('listitem')

    expect(screen.queryByText(dashboardEn.figures.title, { selector: 'h4' })).toBeNull()
    expect(screen.queryByText(dashboardEn.amounts.title, { selector: 'h4' })).toBeNull()
    const paths = getRequestLog().map((entry) => entry.path)
    expect(paths).toContain('/api/base/todo/my/summary')
    expect(paths).toContain('/api/base/notice/my')
    const managed = ['/api/base/project', '/api/base/htd', '/api/base/work-area']
    expect(paths.filter((path) => managed.includes(path))).toEqual([])
  })

  it('counts only the projects for a holder of Project.Project without Project.Htd', async () => {
    clearRequestLog()
    await openDashboard('user007') // project-viewer
    const figures = await findCard(dashboardEn.figures.title)
    await waitFor(() => expect(figure(figures, dashboardEn.figures.projects)).toMatch(/^\d+$/))
    expect(figures.queryByText(dashboardEn.figures.htds)).toBeNull()
    expect(figures.queryByText(dashboardEn.figures.workAreas)).toBeNull()
    expect(screen.queryByText(dashboardEn.amounts.title, { selector: 'h4' })).toBeNull()
    const paths = getRequestLog().map((entry) => entry.path)
    expect(paths).toContain('/api/base/project')
    expect(paths.filter((path) => ['/api/base/htd', '/api/base/work-area'].includes(path))).toEqual(
      [],
    )
  })

  it('shows a notice opened from the dashboard as read when the user comes back', async () => {
    const user = userEvent.setup()
    await openDashboard('admin', true)
    const notices = await findCard(dashboardEn.notices.title)
    await user.click(await notices.findByText(maintenance))
    await findPageHeading(routeEn.noticeView)

    await user.click(tabBar().getByRole('link', { name: routeEn.dashboard }))
    await findPageHeading(routeEn.dashboard)
    // The kept dashboard shown again: its notices reload with the new mark.
    const item = () => notices.getByText(maintenance).closest('li')!
    await waitFor(() => expect(within(item()).queryByText(dashboardEn.notices.unread)).toBeNull())
    // Its Notice to-do completed with it.
    const todos = await findCard(dashboardEn.todos.title)
    await waitFor(() => expect(figure(todos, dashboardEn.todos.pending)).toBe('14'))
  })

  it('follows a project chosen on the projects card', async () => {
    const user = userEvent.setup()
    await openDashboard('admin')
    const projects = await findCard(dashboardEn.projects.title)
    const switchTo = dashboardEn.projects.switchTo.replace('{{name}}', binjiang)
    await user.click(await projects.findByRole('button', { name: switchTo }))

    const current = projects.getByText(binjiang).closest('li')!
    expect(current.getAttribute('aria-current')).toBe('true')
    const amounts = await findCard(dashboardEn.amounts.title)
    const caption = dashboardEn.amounts.caption.replace('{{name}}', binjiang)
    const table = await amounts.findByRole('table', { name: caption }, { timeout: 10_000 })
    expect(within(table).getByText('97,450,000.50')).toBeTruthy()
    const figures = await findCard(dashboardEn.figures.title)
    await waitFor(() => expect(figure(figures, dashboardEn.figures.htds)).toBe('3'))
  })

  it('keeps the other cards when one fails, and retries it', async () => {
    mswServer.use(
      http.get('*/api/base/notice/my', () => HttpResponse.json(forbidden, { status: 403 }), {
        once: true,
      }),
    )
    const user = userEvent.setup()
    await openDashboard('admin')
    const notices = await findCard(dashboardEn.notices.title)
    const alert = await notices.findByRole('alert')
    expect(within(alert).getByText(dashboardEn.cardFailed)).toBeTruthy()
    expect(within(alert).getByText('Notices are closed today.')).toBeTruthy()
    const todos = await findCard(dashboardEn.todos.title)
    await todos.findByText(dashboardEn.todos.pending, { selector: 'dt' })

    await user.click(within(alert).getByRole('button', { name: crudEn.retry }))
    expect(await notices.findByText(maintenance)).toBeTruthy()
    expect(notices.queryByRole('alert')).toBeNull()
  })
})

const forbidden = {
  error: {
    code: 'Test:Closed',
    message: 'Notices are closed today.',
    details: null,
    data: {},
    validationErrors: null,
  },
}
