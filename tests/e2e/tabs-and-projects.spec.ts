import type { Locator, Page } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { accounts } from './support/accounts'
import { en } from './support/i18n'
import { routeLabel } from './support/shell'
import { sidebar } from './support/sign-in'
import {
  enableTagsView,
  openThroughMenu,
  projectMenu,
  projectSwitcher,
  showTab,
  shownProject,
  tab,
  tabInView,
  tabLabels,
} from './support/tabs'

/** Journey 3 (issue 4): admins switching project and working across tabs. */

const adminProjects = [
  '城北污水处理厂扩建工程',
  '滨湖新区综合管廊工程',
  '滨江大道改造工程',
  '地铁5号线土建工程',
]

/**
 * Right-clicks a tab and chooses from its menu once the menu has finished sliding in (on a busy
 * machine a click during the animation can land on its neighbour item), then waits until it has
 * closed: a tab's menu is one popup, and a right-click while it animates out finds the closing one.
 */
async function chooseFromTabMenu(page: Page, key: string, item: string): Promise<void> {
  const menu = page.getByRole('menu', {
    name: en('tabs', 'menu.label').replace('{{title}}', routeLabel(key)),
  })
  const popup = page.locator('.ant-dropdown').filter({ has: menu })
  await expect(menu).toBeHidden()
  await tab(page, key).click({ button: 'right' })
  await expect(menu).toBeVisible()
  // A popup's first opening runs its "appear" motion, later ones "enter".
  await expect(popup).not.toHaveClass(/-(enter|appear)/)
  await menu.getByRole('menuitem', { name: en('tabs', item) }).click()
  await expect(menu).toBeHidden()
}

function keywordField(page: Page): Locator {
  return page.getByRole('textbox', { name: en('crud', 'keyword') })
}

test.describe('current project', () => {
  test('admin switches project and the choice survives a reload', async ({
    page,
    openSignedIn,
  }) => {
    await openSignedIn(page, accounts.admin)
    await expect(shownProject(page, adminProjects[0])).toBeVisible()
    await projectSwitcher(page).click()
    const options = projectMenu(page).getByRole('menuitem')
    await expect(options).toHaveCount(adminProjects.length)
    expect(
      await options
        .locator('[title]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('title'))),
    ).toEqual(adminProjects)
    await options.filter({ hasText: adminProjects[2] }).click()
    await expect(shownProject(page, adminProjects[2])).toBeVisible()

    await page.reload()
    await expect(sidebar(page)).toBeVisible()
    await expect(shownProject(page, adminProjects[2])).toBeVisible()
  })

  test('a user without projects is told so', async ({ page, openSignedIn }) => {
    await openSignedIn(page, accounts.noproject)
    await expect(page.getByText(en('error', 'session.noProjects'))).toBeVisible()
    await expect(projectSwitcher(page)).toHaveCount(0)
  })
})

test('admin works across six tabs: cached pages, close others, refresh, close all', async ({
  page,
  mock,
  openSignedIn,
}) => {
  test.setTimeout(90_000) // a long journey: six pages, each loaded through the menu
  // Opening pages low in the long sidebar scrolls the window, and a shown tab gets its scroll
  // back: a fixed header keeps the tab bar and its menus in view, as they are for a user who
  // scrolled (without it Playwright scrolls the bar into view under an opening menu).
  await enableTagsView(page, { fixedHeader: true })
  await openSignedIn(page, accounts.admin)
  await expect(tab(page, 'dashboard')).toBeVisible()

  const opened: [string, string][] = [
    ['organization', 'position'],
    ['organization', 'role'],
    ['system', 'dict'],
    ['project', 'htd'],
    ['project', 'projectList'],
    ['clientManage', 'client'],
  ]
  for (const [group, key] of opened) await openThroughMenu(page, group, key)
  expect(await tabLabels(page)).toEqual(
    ['dashboard', ...opened.map(([, key]) => key)].map(routeLabel),
  )
  // Narrower and with two more, the tabs overflow the bar: the one shown is scrolled into it.
  await page.setViewportSize({ width: 1000, height: 720 })
  await openThroughMenu(page, 'organization', 'user')
  await openThroughMenu(page, 'appManage', 'appList')
  await expect.poll(() => tabInView(page, 'appList')).toEqual({ overflows: true, inView: true })
  await openThroughMenu(page, 'clientManage', 'client')
  await expect.poll(() => tabInView(page, 'client')).toEqual({ overflows: true, inView: true })
  await openThroughMenu(page, 'organization', 'position')
  await expect.poll(() => tabInView(page, 'position')).toEqual({ overflows: true, inView: true })
  await page.setViewportSize({ width: 1280, height: 720 })

  // Type into the Positions page, leave it, come back: the input is there and nothing was fetched.
  await showTab(page, 'position')
  await expect(page.getByRole('cell', { name: '总经理', exact: true })).toBeVisible()
  await keywordField(page).fill('kept while away')
  await showTab(page, 'htd')
  await mock.clearRequests()
  await showTab(page, 'position')
  await expect(page).toHaveURL(/\/organization\/position$/)
  await expect(keywordField(page)).toHaveValue('kept while away')
  const apiCalls = (await mock.requests()).filter((r) => r.path.startsWith('/api/'))
  expect(apiCalls.map((r) => `${r.method} ${r.path}`)).toEqual([])

  await chooseFromTabMenu(page, 'position', 'menu.closeOthers')
  await expect
    .poll(() => tabLabels(page))
    .toEqual([routeLabel('dashboard'), routeLabel('position')])

  await chooseFromTabMenu(page, 'position', 'menu.refresh')
  await expect(page).toHaveURL(/\/organization\/position$/)
  await expect(keywordField(page)).toHaveValue('')

  await chooseFromTabMenu(page, 'position', 'menu.closeAll')
  await expect(page).toHaveURL(/\/index$/)
  await expect.poll(() => tabLabels(page)).toEqual([routeLabel('dashboard')])
})

test('tabs survive a reload of the browser tab', async ({ page, openSignedIn }) => {
  await enableTagsView(page)
  await openSignedIn(page, accounts.admin)
  await openThroughMenu(page, 'organization', 'user')
  await openThroughMenu(page, 'project', 'htd')
  await page.reload()
  await expect(page.getByRole('heading', { level: 3, name: routeLabel('htd') })).toBeVisible()
  await expect
    .poll(() => tabLabels(page))
    .toEqual([routeLabel('dashboard'), routeLabel('user'), routeLabel('htd')])
  await expect(tab(page, 'htd')).toHaveAttribute('aria-current', 'page')
})

test('a cached tab keeps its table page and scroll position', async ({ page, openSignedIn }) => {
  await page.setViewportSize({ width: 1280, height: 420 })
  // A fixed header keeps the tab bar in view while the page is scrolled, so a tab can be clicked
  // without scrolling back up first.
  await enableTagsView(page, { fixedHeader: true })
  await openSignedIn(page, accounts.admin)
  await openThroughMenu(page, 'organization', 'position')
  await openThroughMenu(page, 'organization', 'role')
  await showTab(page, 'position')
  await page.getByRole('listitem', { name: '2', exact: true }).click() // the table's second page
  await expect(page.getByRole('cell', { name: '总监理工程师', exact: true })).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const scrolled = await page.evaluate(() => window.scrollY)
  expect(scrolled).toBeGreaterThan(0)

  await showTab(page, 'role')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await showTab(page, 'position')
  await expect(page.getByRole('cell', { name: '总监理工程师', exact: true })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled)
})
