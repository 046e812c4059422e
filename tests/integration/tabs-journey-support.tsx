import { act, configure, screen, within } from '@testing-library/react'
import i18n from '@/i18n/i18n'
import tabsEn from '@/i18n/locales/en/tabs.json'
import { useSettingsStore } from '@/stores/settings-store'
import { getRequestLog } from '../setup/msw-server'
import { renderApp, signInAs } from '../support/render-app'

/** Shared steps of the tabs and project journeys (tests/integration/tabs-*, project-*). */

// Whole-app journeys (lazy routes, msw round trips) outgrow the 1 s default on a busy machine.
configure({ asyncUtilTimeout: 5000 })

/**
 * Loads the shell's lazy modules once, outside any test's time limit: on a busy machine the first
 * test of a file otherwise spends most of its budget importing.
 */
export async function preloadShell(): Promise<void> {
  await Promise.all([
    import('@/layout/app-layout'),
    import('@/modules/organization/pages/position/position-page'),
    import('@/modules/project/pages/htd/htd-page'),
  ])
}

/** Signs in, turns the tab bar on (off by default, spec §9) and renders the app at `path`. */
export async function signedInWithTabs(
  username: string,
  path: string,
  tagsView = true,
  tenant?: string,
) {
  await i18n.changeLanguage('en')
  useSettingsStore.getState().changeSetting('tagsView', tagsView)
  await signInAs(username, tenant)
  return renderApp(path)
}

export function tabBar() {
  return within(screen.getByRole('navigation', { name: tabsEn.bar }))
}

export async function findTabBar() {
  return within(await screen.findByRole('navigation', { name: tabsEn.bar }, { timeout: 5000 }))
}

/** The tab labels in order. */
export function tabLabels(): string[] {
  return tabBar()
    .getAllByRole('link')
    .map((link) => link.textContent ?? '')
}

/** How many requests reached `path` since the last clearRequestLog. */
export function requestCount(path: string): number {
  return getRequestLog().filter((entry) => entry.path === path).length
}

/** The visible page's heading (hidden cached pages are not in the accessibility tree). */
export function findPageHeading(name: string) {
  return screen.findByRole('heading', { level: 3, name }, { timeout: 5000 })
}

/** Navigates like a link click would, and lets the page settle. */
export async function navigateTo(router: { navigate: (to: string) => Promise<void> }, to: string) {
  await act(() => router.navigate(to))
}
