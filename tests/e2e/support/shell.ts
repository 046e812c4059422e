import { expect, type Locator, type Page } from '@playwright/test'
import { en } from './i18n'
import { sidebar } from './sign-in'

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * A sidebar entry (submenu title or item) by its label. The accessible name may start with the
 * icon's label (`apartment Organization and users`), so match the label at the end, case-sensitive.
 */
export function menuEntry(page: Page, label: string): Locator {
  return sidebar(page).getByRole('menuitem', {
    name: new RegExp(`(?:^|\\s)${escapeRegExp(label)}$`),
  })
}

/** The English label of a route title key (src/i18n/locales/en/route.json). */
export function routeLabel(key: string): string {
  return en('route', key)
}

/** Opens every collapsed group of the sidebar, so that every item the user may reach is rendered. */
export async function expandAllGroups(page: Page): Promise<void> {
  const collapsed = sidebar(page).locator('[role="menuitem"][aria-expanded="false"]')
  for (let guard = 0; guard < 20 && (await collapsed.count()) > 0; guard += 1) {
    await collapsed.first().click()
  }
  await expect(collapsed).toHaveCount(0)
}

/** The labels of every sidebar entry currently rendered, in order. */
export async function visibleMenuLabels(page: Page): Promise<string[]> {
  const entries = sidebar(page).getByRole('menuitem')
  return (await entries.allInnerTexts()).map((text) => text.trim()).filter(Boolean)
}

/** The header's user-menu trigger: a button whose name contains the user's name. */
export function userMenuTrigger(page: Page, name: string | RegExp): Locator {
  return page.getByRole('button', { name })
}

/**
 * Opens `path` inside the loaded app, as a menu or link click does (the router follows the
 * history), instead of loading the whole app again with `page.goto`.
 */
export async function goInsideApp(page: Page, path: string): Promise<void> {
  await page.evaluate((href) => {
    window.history.pushState(null, '', href)
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }))
  }, path)
}

/**
 * Logs out through the user menu and waits for the sign-in page. A click that did not reach the
 * item is made again (CI once stayed on the page after it: the menu's opening motion, on a loaded
 * run), a log-out under way is waited for.
 */
export async function logOutThroughMenu(page: Page, displayName: string): Promise<void> {
  await expect(async () => {
    if (!/\/login/.test(page.url())) {
      await userMenuTrigger(page, displayName).click({ timeout: 3_000 })
      await page.getByRole('menuitem', { name: en('app', 'shell.logOut') }).click({ timeout: 3_000 }) // prettier-ignore
    }
    await expect(page).toHaveURL(/\/login/, { timeout: 5_000 })
  }).toPass({ timeout: 20_000 })
}
