import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import appEn from '@/i18n/locales/en/app.json'
import layoutEn from '@/i18n/locales/en/layout.json'
import settingsEn from '@/i18n/locales/en/settings.json'
import settingsZh from '@/i18n/locales/zh-CN/settings.json'
import i18n from '@/i18n/i18n'
import { useSettingsDrawerStore } from '@/stores/settings-drawer-store'
import { settingsStorageKey, useSettingsStore } from '@/stores/settings-store'
import { displayMenuItem, openSubmenu } from '../support/display-menu'
import { renderApp, resetSession, signInAs } from '../support/render-app'

/** The first open loads a lazy chunk, slow under a parallel test run. */
const lazyChunk = { timeout: 10_000 }

async function openSettings() {
  await signInAs('admin')
  renderApp('/index')
  await userEvent.click(
    await screen.findByRole('button', { name: layoutEn.settings.open }, { timeout: 10_000 }),
  )
  return within(await screen.findByRole('dialog', {}, lazyChunk))
}

function storedSettings(): Record<string, unknown> {
  const stored = JSON.parse(localStorage.getItem(settingsStorageKey) ?? '{}') as {
    state?: Record<string, unknown>
  }
  return stored.state ?? {}
}

beforeEach(async () => {
  await i18n.changeLanguage('en')
  useSettingsStore.getState().resetSettings()
  useSettingsDrawerStore.getState().closeDrawer()
})
afterEach(resetSession)

describe('settings drawer', () => {
  // The first test of the file pays for transforming the whole app: a generous timeout.
  it('changes a setting and keeps it in storage', { timeout: 30_000 }, async () => {
    const drawer = await openSettings()
    const fixedHeader = drawer.getByRole('switch', { name: settingsEn.fixedHeader })
    expect(fixedHeader.getAttribute('aria-checked')).toBe('false')
    await userEvent.click(fixedHeader)
    expect(fixedHeader.getAttribute('aria-checked')).toBe('true')
    expect(useSettingsStore.getState().fixedHeader).toBe(true)
    expect(storedSettings().fixedHeader).toBe(true)
    // The layout pins the top bar (and the tab bar under it).
    expect(screen.getByRole('banner').parentElement?.className).toMatch(/fixed/i)
  })

  it('applies a theme colour through antd tokens, and dark mode', async () => {
    const drawer = await openSettings()
    const swatch = drawer.getByRole('radio', {
      name: settingsEn.themeColorOption.replace('{{color}}', '#f5222d'),
    })
    await userEvent.click(swatch)
    expect(swatch.getAttribute('aria-checked')).toBe('true')
    expect(useSettingsStore.getState().theme).toBe('#f5222d')
    // antd writes its tokens as CSS variables.
    await waitFor(() => {
      const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n')
      expect(css.toLowerCase()).toContain('--ant-color-primary:#f5222d')
    })
    // The notice shows only while the new theme renders: afterwards it is leaving (jsdom never
    // ends antd's leave animation, so the node itself stays).
    await waitFor(() => {
      const notice = screen.queryByText(settingsEn.compiling)?.closest('.ant-message-notice')
      expect(notice?.className ?? 'gone').toMatch(/leave|gone/)
    })

    await userEvent.click(drawer.getByRole('switch', { name: settingsEn.darkMode }))
    expect(storedSettings().darkMode).toBe(true)
    await waitFor(() => expect(document.documentElement.style.colorScheme).toBe('dark'))
  })

  it('offers pinyin search only in the Chinese UI', async () => {
    const drawer = await openSettings()
    expect(drawer.queryByRole('switch', { name: settingsEn.pinyinSearch })).toBeNull()
    await i18n.changeLanguage('zh-CN')
    const pinyin = await drawer.findByRole('switch', { name: settingsZh.pinyinSearch })
    expect(pinyin.getAttribute('aria-checked')).toBe('true')
    await userEvent.click(pinyin)
    expect(useSettingsStore.getState().supportPinyinSearch).toBe(false)
  })

  it('paints the sidebar in the chosen navigation-bar colour and keeps it', async () => {
    await signInAs('admin')
    renderApp('/index')
    const sidebar = (
      await screen.findByRole('navigation', { name: appEn.shell.mainMenu }, { timeout: 10_000 })
    ).closest('aside')
    expect(sidebar?.style.background).toBe('rgb(20, 27, 55)') // #141b37, the default
    // The colour is a submenu of the display menu, named as the button it replaces was.
    const picker = await displayMenuItem(layoutEn.display.label, layoutEn.navbarColor.label)
    const { menu } = await openSubmenu(picker)
    await userEvent.click(menu.getByRole('menuitem', { name: /#00885A/ }))
    expect(useSettingsStore.getState().navbarColor).toBe('#00885A')
    expect(storedSettings().navbarColor).toBe('#00885A')
    await waitFor(() => expect(sidebar?.style.background).toBe('rgb(0, 136, 90)'))
  })

  it('has no settings button when the deployment hides the settings', async () => {
    useSettingsStore.setState({ showSettings: false })
    await signInAs('admin')
    renderApp('/index')
    await screen.findByRole('button', { name: layoutEn.language.label }, { timeout: 10_000 })
    expect(screen.queryByRole('button', { name: layoutEn.settings.open })).toBeNull()
  })
})
