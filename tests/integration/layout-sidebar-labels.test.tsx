import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import appEn from '@/i18n/locales/en/app.json'
import layoutEn from '@/i18n/locales/en/layout.json'
import routeEn from '@/i18n/locales/en/route.json'
import i18n from '@/i18n/i18n'
import { readInitialAppState, useAppStore } from '@/stores/app-store'
import { renderApp, resetSession, signInAs } from '../support/render-app'

/**
 * jsdom lays nothing out: labels get widths here. At 210 px the sidebar has room for about 150 px
 * of text; "Organization and users" needs more, "Dashboard" does not.
 */
function layOutLabels(): void {
  const room = 150
  const widthOf = (element: HTMLElement) => (element.textContent?.length ?? 0) * 8
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return Math.min(room, widthOf(this))
  })
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return widthOf(this)
  })
}

async function mainMenu() {
  await i18n.changeLanguage('en')
  await signInAs('admin')
  renderApp('/organization/role')
  return within(
    await screen.findByRole('navigation', { name: appEn.shell.mainMenu }, { timeout: 20_000 }),
  )
}

beforeEach(() => useAppStore.setState(readInitialAppState()))
afterEach(resetSession)

describe('sidebar labels', () => {
  it(
    'show the whole title in a tooltip when the label is cut, and only then',
    { timeout: 30_000 },
    async () => {
      layOutLabels()
      const nav = await mainMenu()
      await userEvent.hover(nav.getByText(routeEn.organization))
      const tooltip = await screen.findByRole('tooltip')
      expect(tooltip.textContent).toBe(routeEn.organization)
      await userEvent.unhover(nav.getByText(routeEn.organization))

      await userEvent.hover(nav.getByText(routeEn.dashboard))
      await act(() => new Promise((resolve) => setTimeout(resolve, 300)))
      const shown = screen.queryAllByRole('tooltip').filter((t) => !isHidden(t))
      expect(shown.map((t) => t.textContent)).not.toContain(routeEn.dashboard)
    },
  )

  it('name every entry when the sidebar is collapsed to icons', async () => {
    const nav = await mainMenu()
    await userEvent.click(screen.getByRole('button', { name: layoutEn.sidebar.toggle }))
    expect(useAppStore.getState().sidebar.opened).toBe(false)

    // A single link: antd's own tooltip.
    const dashboard = nav.getByRole('menuitem', { name: new RegExp(routeEn.dashboard) })
    await userEvent.hover(dashboard)
    await waitFor(() => expect(visibleTooltips()).toContain(routeEn.dashboard))
    await userEvent.unhover(dashboard)

    // A group: its pop-up starts with the group's title, then its pages.
    await userEvent.hover(nav.getByRole('menuitem', { name: new RegExp(routeEn.organization) }))
    const popup = await waitFor(() => {
      const element = document.querySelector<HTMLElement>('.ant-menu-submenu-popup')
      expect(element).toBeTruthy()
      return element!
    })
    const title = within(popup).getByText(routeEn.organization)
    expect(title.closest('.ant-menu-item-group-title')).toBeTruthy()
    expect(within(popup).getByRole('link', { name: routeEn.role })).toBeTruthy()
  })
})

function isHidden(element: HTMLElement): boolean {
  return !!element.closest('.ant-tooltip-hidden')
}

function visibleTooltips(): (string | null)[] {
  return screen
    .queryAllByRole('tooltip')
    .filter((t) => !isHidden(t))
    .map((t) => t.textContent)
}
