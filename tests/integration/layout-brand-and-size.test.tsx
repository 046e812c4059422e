import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Cookies from 'js-cookie'
import appEn from '@/i18n/locales/en/app.json'
import appEs from '@/i18n/locales/es/app.json'
import appJa from '@/i18n/locales/ja/app.json'
import appZh from '@/i18n/locales/zh-CN/app.json'
import layoutEn from '@/i18n/locales/en/layout.json'
import layoutZh from '@/i18n/locales/zh-CN/layout.json'
import routeEn from '@/i18n/locales/en/route.json'
import routeZh from '@/i18n/locales/zh-CN/route.json'
import i18n from '@/i18n/i18n'
import { readInitialAppState, useAppStore } from '@/stores/app-store'
import { useSettingsStore } from '@/stores/settings-store'
import { displayMenuItem, openSubmenu } from '../support/display-menu'
import { renderApp, resetSession, signInAs } from '../support/render-app'

async function signedInAs(language: string, path: string) {
  await i18n.changeLanguage(language)
  await signInAs('admin')
  return renderApp(path)
}

const topBar = async () =>
  within((await screen.findAllByRole('banner', {}, { timeout: 10_000 }))[0])

beforeEach(() => {
  useAppStore.setState(readInitialAppState())
  useSettingsStore.getState().resetSettings()
})
afterEach(resetSession)

describe('system name', () => {
  it('is translated in every language', () => {
    expect(appZh.productName).toBe('项目管理平台')
    expect(appEn.productName).toBe('Project management platform')
    expect(appJa.productName).toBeTruthy()
    expect(appEs.productName).toBeTruthy()
  })

  // The first test of the file pays for transforming the whole app: a generous timeout.
  it(
    'shows in Chinese in the top bar with the logo, leading home, and in the document title',
    { timeout: 30_000 },
    async () => {
      await signedInAs('zh-CN', '/organization/role')
      const bar = await topBar()
      const brand = await bar.findByRole('link', { name: '项目管理平台' }, { timeout: 10_000 })
      expect(brand.getAttribute('href')).toBe('/')
      expect(brand.querySelector('img')).toBeTruthy()
      await waitFor(() => expect(document.title).toBe(`${routeZh.role} - 项目管理平台`))
    },
  )

  // Generous: the switch loads antd's and the app's Chinese texts.
  it(
    'follows a language switch in the top bar and the document title',
    { timeout: 30_000 },
    async () => {
      await signedInAs('en', '/organization/role')
      const bar = await topBar()
      expect(await bar.findByRole('link', { name: 'Project management platform' })).toBeTruthy()
      await waitFor(() =>
        expect(document.title).toBe(`${routeEn.role} - Project management platform`),
      )

      await userEvent.click(bar.getByRole('button', { name: layoutEn.language.label }))
      await userEvent.click(await screen.findByRole('menuitem', { name: '简体中文' }))
      expect(await bar.findByRole('link', { name: appZh.productName })).toBeTruthy()
      await waitFor(() => expect(document.title).toBe(`${routeZh.role} - ${appZh.productName}`))
    },
  )

  it('is the deployment’s title, in every language, when one is configured', async () => {
    useSettingsStore.getState().changeSetting('title', 'ACME Works')
    await signedInAs('zh-CN', '/organization/role')
    const bar = await topBar()
    expect(await bar.findByRole('link', { name: 'ACME Works' })).toBeTruthy()
    await waitFor(() => expect(document.title).toBe(`${routeZh.role} - ACME Works`))
    await act(() => i18n.changeLanguage('en'))
    await waitFor(() => expect(document.title).toBe(`${routeEn.role} - ACME Works`))
    expect(bar.getByRole('link', { name: 'ACME Works' })).toBeTruthy()
    expect(bar.queryByText(appEn.productName)).toBeNull()
  })

  it('gives way to the logo alone on a phone', async () => {
    const width = window.innerWidth
    window.innerWidth = 400
    try {
      await signedInAs('en', '/index')
      const bar = await topBar()
      const brand = await bar.findByRole('link', { name: appEn.productName })
      expect(brand.textContent).toBe('')
      expect(brand.querySelector('img')).toBeTruthy()
      // The display menu (full screen, colour, size) gives way too; language and the user stay.
      expect(bar.queryByRole('button', { name: layoutEn.display.label })).toBeNull()
      expect(bar.getByRole('button', { name: layoutEn.language.label })).toBeTruthy()
    } finally {
      window.innerWidth = width
      act(() => void window.dispatchEvent(new Event('resize')))
    }
  })
})

describe('size switch', () => {
  const hamburgerOf = (bar: ReturnType<typeof within>, label: string) =>
    bar.getByRole('button', { name: label })

  it('re-sizes antd’s components at once and keeps the choice in the size cookie', async () => {
    const { router } = await signedInAs('en', '/organization/role')
    const bar = await topBar()
    const hamburger = hamburgerOf(bar, layoutEn.sidebar.toggle)
    expect(hamburger.className).not.toMatch(/ant-btn-(lg|sm)/)

    const { menu } = await openSubmenu(
      await displayMenuItem(layoutEn.display.label, layoutEn.size.label),
    )
    const choices = menu.getAllByRole('menuitem').map((item) => item.textContent)
    expect(choices).toEqual([layoutEn.size.small, layoutEn.size.medium, layoutEn.size.large])
    // Medium is the default, and marked as the current one.
    expect(menu.getByRole('menuitem', { name: layoutEn.size.medium }).className).toContain(
      'selected',
    )
    await userEvent.click(menu.getByRole('menuitem', { name: layoutEn.size.large }))

    await waitFor(() => expect(hamburger.className).toContain('ant-btn-lg'))
    expect(Cookies.get('size')).toBe('default')
    expect(await screen.findByText(layoutEn.size.switched)).toBeTruthy()
    // Without a reload: same page, same elements.
    expect(router.state.location.pathname).toBe('/organization/role')
    expect(hamburger.isConnected).toBe(true)
  })

  it('can be used from the keyboard and is labelled in Chinese', async () => {
    await signedInAs('zh-CN', '/index')
    const bar = await topBar()
    const trigger = bar.getByRole('button', { name: layoutZh.display.label })
    act(() => trigger.focus())
    await userEvent.keyboard('{Enter}')
    const displayMenu = await screen.findByRole('menu', { name: layoutZh.display.label })
    // The open menu takes the focus: the arrows move in it, → opens a submenu, Enter chooses.
    // (antd's menu reads the legacy `which`, which user-event does not set, and moves only to
    // items with a layout, which jsdom has none of: the keys carry `which`, and elements get an
    // offsetParent.)
    await waitFor(() => expect(displayMenu.contains(document.activeElement)).toBe(true))
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.parentElement
    })
    const press = (key: string, which: number) =>
      fireEvent.keyDown(document.activeElement!, { key, keyCode: which, which })
    const focused = () => document.activeElement?.textContent
    const sizeItem = within(displayMenu).getByRole('menuitem', { name: layoutZh.size.label })
    // Full screen, the navigation-bar colour, the size: the arrows reach the size.
    const fullscreen = within(displayMenu).getByRole('menuitem', {
      name: layoutZh.fullscreen.enter,
    })
    await waitFor(() => expect(document.activeElement).toBe(fullscreen))
    press('ArrowDown', 40)
    await waitFor(() => expect(focused()).toContain(layoutZh.navbarColor.label))
    press('ArrowDown', 40)
    await waitFor(() => expect(document.activeElement).toBe(sizeItem))
    press('ArrowRight', 39)
    const sizeMenu = await waitFor(() => {
      const popup = document.getElementById(sizeItem.getAttribute('aria-controls') ?? '')
      expect(popup?.contains(document.activeElement)).toBe(true)
      return popup!
    })
    const labels = within(sizeMenu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent)
    expect(labels).toEqual([layoutZh.size.small, layoutZh.size.medium, layoutZh.size.large])
    // The submenu opens on its first choice; the arrows move from there.
    await waitFor(() => expect(focused()).toBe(layoutZh.size.small))
    press('ArrowDown', 40)
    await waitFor(() => expect(focused()).toBe(layoutZh.size.medium))
    press('ArrowDown', 40)
    await waitFor(() => expect(focused()).toBe(layoutZh.size.large))
    press('Enter', 13)
    const hamburger = hamburgerOf(bar, layoutZh.sidebar.toggle)
    await waitFor(() => expect(hamburger.className).toContain('ant-btn-lg'))
    expect(useAppStore.getState().size).toBe('default')
    expect(await screen.findByText(layoutZh.size.switched)).toBeTruthy()
  })
})
