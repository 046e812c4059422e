import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import themeEn from '@/modules/examples/locales/en/example-theme.lazy.json'
import routeEn from '@/i18n/locales/en/route.json'
import settingsEn from '@/i18n/locales/en/settings.json'
import { useSettingsDrawerStore } from '@/stores/settings-drawer-store'
import { useSettingsStore } from '@/stores/settings-store'
import { resetSession } from '@tests/support/render-app'
import {
  findPageHeading,
  preloadShell,
  signedInWithTabs,
} from '@tests/integration/tabs-journey-support'

beforeAll(async () => {
  await preloadShell()
  await Promise.all([
    import('@/modules/examples/pages/theme/theme-page'),
    import('@/layout/settings-drawer/settings-drawer-panel'),
  ])
}, 60_000)
beforeEach(() => {
  useSettingsStore.getState().resetSettings()
  useSettingsDrawerStore.getState().closeDrawer()
})
afterEach(resetSession)

async function openTheme() {
  await signedInWithTabs('admin', '/example/theme', false)
  await findPageHeading(routeEn.exampleTheme)
}

const current = (color: string, mode: string) =>
  themeEn.current.replace('{{color}}', color).replace('{{mode}}', mode)
const button = (text: string) => screen.getByText(text, { selector: 'button span' })
/** antd writes its tokens as CSS variables into style elements. */
const antdCss = () =>
  [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n')

describe('Theme example', { timeout: 60_000 }, () => {
  it('shows the samples and the current theme', async () => {
    await openTheme()
    for (const text of [
      themeEn.buttons.primary,
      themeEn.buttons.dashed,
      themeEn.buttons.danger,
      themeEn.buttons.link,
      themeEn.form.submit,
      themeEn.openSettings,
    ]) {
      expect(button(text)).toBeTruthy()
    }
    expect(screen.getByText(themeEn.tags.purple)).toBeTruthy()
    expect(screen.getByText(themeEn.tags.processing)).toBeTruthy()
    expect(screen.getByText(themeEn.feedback.alert)).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: themeEn.feedback.progress })).toBeTruthy()
    expect(screen.getAllByText(/^SD-0000\d$/, { selector: 'td' })).toHaveLength(5)
    expect(screen.getByText(current('#0152d9', themeEn.mode.light))).toBeTruthy()

    // The form's own validation, in the theme's error colour.
    await userEvent.click(button(themeEn.form.submit))
    expect(await screen.findByText(themeEn.form.materialRequired)).toBeTruthy()
  })

  it('changes the theme colour and dark mode from its shortcuts', async () => {
    await openTheme()
    await userEvent.click(screen.getByRole('radio', { name: '#f5222d' }))
    expect(useSettingsStore.getState().theme).toBe('#f5222d')
    expect(screen.getByRole('radio', { name: '#f5222d' })).toHaveProperty('checked', true)
    await waitFor(() => expect(antdCss().toLowerCase()).toContain('--ant-color-primary:#f5222d'))
    expect(screen.getByText(current('#f5222d', themeEn.mode.light))).toBeTruthy()

    await userEvent.click(screen.getByRole('switch', { name: themeEn.darkMode }))
    expect(useSettingsStore.getState().darkMode).toBe(true)
    await waitFor(() => expect(document.documentElement.style.colorScheme).toBe('dark'))
    expect(screen.getByText(current('#f5222d', themeEn.mode.dark))).toBeTruthy()
  })

  it('opens the settings drawer', async () => {
    await openTheme()
    await userEvent.click(button(themeEn.openSettings))
    expect(useSettingsDrawerStore.getState().isOpen).toBe(true)
    expect(await screen.findByText(settingsEn.title, {}, { timeout: 10_000 })).toBeTruthy()
  })

  it('disables the way to the drawer where the deployment hides the settings', async () => {
    useSettingsStore.setState({ showSettings: false })
    await openTheme()
    expect(button(themeEn.openSettings).closest('button')?.disabled).toBe(true)
    expect(screen.getByText(themeEn.settingsHidden)).toBeTruthy()
  })
})
