import { expect, type Locator, type Page } from '@playwright/test'
import { en } from './i18n'
import { menuEntry, routeLabel } from './shell'
import { sidebar } from './sign-in'

/** The tab bar and the project switcher, as the journeys across tabs and projects use them. */

/**
 * The tab bar is off by default (spec §9): switch it on the way the settings store keeps it, with
 * other settings when given.
 */
export async function enableTagsView(
  page: Page,
  settings: Record<string, unknown> = {},
): Promise<void> {
  await page.addInitScript((extra) => {
    const stored = JSON.parse(localStorage.getItem('settings') ?? 'null') as {
      state?: Record<string, unknown>
    } | null
    const state = { ...stored?.state, ...extra, tagsView: true }
    localStorage.setItem('settings', JSON.stringify({ state, version: 1 }))
  }, settings)
}

export function projectSwitcher(page: Page): Locator {
  return page.getByRole('button', { name: new RegExp(`^${en('project', 'switcher.label')}`) })
}

/** The project the switcher shows: its button is named after it. */
export function shownProject(page: Page, name: string): Locator {
  return page.getByRole('button', { name: `${en('project', 'switcher.label')}: ${name}` })
}

export function projectMenu(page: Page): Locator {
  return page.getByRole('menu', { name: en('project', 'switcher.label') })
}

/**
 * Chooses a project in the switcher once its menu has finished sliding in (a click during the
 * animation can miss), and waits until the switcher shows it.
 */
export async function switchProject(page: Page, name: string): Promise<void> {
  await projectSwitcher(page).click()
  await expect(projectMenu(page)).toBeVisible()
  await expect(page.locator('.ant-dropdown').filter({ has: projectMenu(page) })).not.toHaveClass(
    /-(enter|appear)/, // a popup's first opening "appears", later ones "enter"
  )
  await projectMenu(page).getByRole('menuitem').filter({ hasText: name }).click()
  await expect(shownProject(page, name)).toBeVisible()
}

export function tabBar(page: Page): Locator {
  return page.getByRole('navigation', { name: en('tabs', 'bar') })
}

export function tab(page: Page, key: string): Locator {
  return tabBar(page).getByRole('link', { name: routeLabel(key), exact: true })
}

/**
 * Shows a tab's page and waits until it is the visible one: until then the previous page (whose
 * fields and table look alike) is still shown, and a locator could pick its elements.
 */
export async function showTab(page: Page, key: string): Promise<void> {
  await tab(page, key).click()
  await expect(tab(page, key)).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('heading', { level: 3, name: routeLabel(key) })).toBeVisible()
}

/**
 * Whether the tab bar overflows (more tabs than fit) and a tab lies wholly inside the bar's visible
 * part: the bar scrolls sideways to the page shown.
 */
export async function tabInView(
  page: Page,
  key: string,
): Promise<{ overflows: boolean; inView: boolean }> {
  const list = tabBar(page).getByRole('list')
  const [overflows, listBox, tabBox] = await Promise.all([
    list.evaluate((ul) => ul.scrollWidth > ul.clientWidth),
    list.boundingBox(),
    tab(page, key).boundingBox(),
  ])
  const inView =
    !!listBox &&
    !!tabBox &&
    tabBox.x >= listBox.x - 1 &&
    tabBox.x + tabBox.width <= listBox.x + listBox.width + 1
  return { overflows, inView }
}

export async function tabLabels(page: Page): Promise<string[]> {
  return tabBar(page).getByRole('link').allInnerTexts()
}

/** Opens a page through the sidebar, expanding its group first when needed. */
export async function openThroughMenu(
  page: Page,
  groupKey: string,
  pageKey: string,
): Promise<void> {
  const item = menuEntry(page, routeLabel(pageKey))
  if (!(await item.isVisible())) {
    await menuEntry(page, routeLabel(groupKey)).click()
    // Once the group has finished sliding open: a click meanwhile can land on a neighbour item.
    await expect(sidebar(page).locator('[class*="-motion-collapse-"]')).toHaveCount(0)
  }
  await item.click()
  await expect(page.getByRole('heading', { level: 3, name: routeLabel(pageKey) })).toBeVisible()
}
