import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Cookies from 'js-cookie'
import { getDatabase } from '@mock/core/db/database'
import appEn from '@/i18n/locales/en/app.json'
import layoutEn from '@/i18n/locales/en/layout.json'
import layoutZhCN from '@/i18n/locales/zh-CN/layout.json'
import routeEn from '@/i18n/locales/en/route.json'
import i18n from '@/i18n/i18n'
import { readInitialAppState, useAppStore } from '@/stores/app-store'
import { useSettingsStore } from '@/stores/settings-store'
import { addFault, clearRequestLog, getRequestLog } from '../setup/msw-server'
import { displayMenuItem } from '../support/display-menu'
import { renderApp, resetSession, signInAs } from '../support/render-app'

async function signedInAs(username: string, path: string) {
  await i18n.changeLanguage('en')
  await signInAs(username)
  return renderApp(path)
}

const mainMenu = () =>
  screen.findByRole('navigation', { name: appEn.shell.mainMenu }, { timeout: 20_000 })

beforeEach(() => {
  useAppStore.setState(readInitialAppState())
  useSettingsStore.getState().resetSettings()
})
afterEach(resetSession)

describe('top bar', () => {
  // The first test of the file pays for transforming the whole app: a generous timeout.
  it(
    'warns when the browser has no full-screen API (jsdom has none)',
    { timeout: 30_000 },
    async () => {
      await signedInAs('admin', '/index')
      await mainMenu()
      // Full screen is one of the less-used choices in the display menu.
      await userEvent.click(
        await displayMenuItem(layoutEn.display.label, layoutEn.fullscreen.enter),
      )
      expect(await screen.findByText(layoutEn.fullscreen.unsupported)).toBeTruthy()
    },
  )

  it('gives that warning in the user’s language (zh-CN)', async () => {
    await signedInAs('admin', '/index')
    await mainMenu()
    await act(() => i18n.changeLanguage('zh-CN'))
    await userEvent.click(
      await displayMenuItem(layoutZhCN.display.label, layoutZhCN.fullscreen.enter),
    )
    expect(await screen.findByText('您的浏览器不支持全屏')).toBeTruthy()
    expect(screen.queryByText(layoutEn.fullscreen.unsupported)).toBeNull()
  })

  it('shows breadcrumbs from home through the group to the page', async () => {
    await signedInAs('admin', '/organization/role')
    await mainMenu()
    const trail = within(await screen.findByRole('navigation', { name: layoutEn.breadcrumb }))
    expect(trail.getByRole('link', { name: routeEn.dashboard }).getAttribute('href')).toBe('/')
    expect(trail.getByRole('link', { name: routeEn.organization }).getAttribute('href')).toBe(
      '/organization',
    )
    expect(trail.getByText(routeEn.role)).toBeTruthy()
  })

  it('leads from a group in the breadcrumbs to a page the user may open, not to its default', async () => {
    // Without AbpIdentity.Users the group's default page (/organization/user) would answer 401.
    const admin = getDatabase().roles.find((r) => r.name === 'admin' && r.tenantId === null)!
    admin.permissions = admin.permissions.filter((name) => !name.startsWith('AbpIdentity.Users'))
    const { router } = await signedInAs('admin', '/organization/role')
    // The shell first, as the neighbours do: the breadcrumbs' default second may not be enough.
    await mainMenu()
    const trail = within(await screen.findByRole('navigation', { name: layoutEn.breadcrumb }))
    await userEvent.click(trail.getByRole('link', { name: routeEn.organization }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/org'))
  })

  it('collapses and re-opens the sidebar, storing 0/1 in the sidebarStatus cookie', async () => {
    await signedInAs('admin', '/index')
    await mainMenu()
    const toggle = screen.getByRole('button', { name: layoutEn.sidebar.toggle })
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    await userEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(Cookies.get('sidebarStatus')).toBe('0')
    await userEvent.click(toggle)
    expect(Cookies.get('sidebarStatus')).toBe('1')
  })

  it('shows the sidebar logo when the setting is on; it leads home', async () => {
    useSettingsStore.getState().changeSetting('sidebarLogo', true)
    await signedInAs('admin', '/organization/role')
    await mainMenu()
    const sidebar = within(screen.getByRole('complementary'))
    const logo = sidebar.getByRole('link', { name: appEn.productName })
    expect(logo.getAttribute('href')).toBe('/')
  })
})

describe('avatar in the user menu', () => {
  const userMenu = () =>
    screen.findByRole(
      'button',
      { name: `${appEn.shell.userMenu}: Administrator` },
      { timeout: 10_000 },
    )

  it('shows the avatar fetched with the token as an object URL, revoked on unmount', async () => {
    // A previous test's avatar still on the wire would resolve into the spies: let it land first.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)))
    clearRequestLog()
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:avatar-1')
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockReturnValue()
    const { unmount } = await signedInAs('admin', '/index')
    const trigger = await userMenu()
    await waitFor(() =>
      expect(trigger.querySelector('img')?.getAttribute('src')).toBe('blob:avatar-1'),
    )
    expect((createObjectURL.mock.calls[0] as unknown[])[0]).toBeInstanceOf(Blob)
    // The home page shows the avatar too: one request, one object URL for both.
    await screen.findByRole('heading', { level: 4, name: /Administrator/ })
    expect(createObjectURL).toHaveBeenCalledTimes(1)
    const avatarRequests = getRequestLog().filter((entry) => entry.path.endsWith('/avatar'))
    expect(avatarRequests).toHaveLength(1)
    unmount()
    // Revoked once nothing shows it any more (after a short grace for a remount).
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:avatar-1'), {
      timeout: 3_000,
    })
  })

  it('falls back to the default avatar when the avatar request fails', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:never')
    addFault({ path: '/api/identity/users/*/avatar', method: 'GET', status: 404 })
    await signedInAs('admin', '/index')
    const trigger = await userMenu()
    // Give the failed request time to settle: the icon stays, no image, no toast.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
    expect(trigger.querySelector('img')).toBeNull()
    expect(within(trigger).getByRole('img', { name: 'user' })).toBeTruthy()
    expect(createObjectURL).not.toHaveBeenCalled()
    expect(screen.queryByText(/404/)).toBeNull()
  })
})

describe('personal centre', () => {
  it('opens from the user menu and shows who the user is', async () => {
    const { router } = await signedInAs('admin', '/index')
    await userEvent.click(
      await screen.findByRole(
        'button',
        { name: `${appEn.shell.userMenu}: Administrator` },
        { timeout: 10_000 },
      ),
    )
    await userEvent.click(
      await screen.findByRole('menuitem', { name: new RegExp(appEn.shell.personalCentre) }),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/index'))
    const main = within(
      await screen
        .findByRole('heading', { level: 3, name: routeEn.profile }, { timeout: 10_000 })
        .then((h) => h.parentElement!),
    )
    // 'admin' twice: the user name and the role.
    for (const text of ['Administrator', 'admin', '13800000001', '总经理', '总工程师']) {
      expect(main.getAllByText(text).length).toBeGreaterThan(0)
    }
    expect(main.getAllByText('admin')).toHaveLength(2)
  })
})

describe('phone-sized window', () => {
  it('turns the sidebar into an overlay that closes after navigating', async () => {
    const width = window.innerWidth
    window.innerWidth = 800
    try {
      await signedInAs('admin', '/index')
      const nav = await mainMenu()
      // Becoming mobile closed the sidebar without animation.
      expect(useAppStore.getState()).toMatchObject({
        device: 'mobile',
        sidebar: { opened: false, withoutAnimation: true },
      })
      await userEvent.click(screen.getByRole('button', { name: layoutEn.sidebar.toggle }))
      expect(screen.getByTestId('sidebar-mask')).toBeTruthy()
      await userEvent.click(within(nav).getByRole('menuitem', { name: /Organization and users/ }))
      await userEvent.click(await within(nav).findByRole('link', { name: routeEn.role }))
      await waitFor(() => expect(useAppStore.getState().sidebar.opened).toBe(false))
      expect(screen.queryByTestId('sidebar-mask')).toBeNull()

      // A click outside (on the mask) closes it too.
      await userEvent.click(screen.getByRole('button', { name: layoutEn.sidebar.toggle }))
      await userEvent.click(screen.getByTestId('sidebar-mask'))
      expect(useAppStore.getState().sidebar.opened).toBe(false)
    } finally {
      window.innerWidth = width
      act(() => void window.dispatchEvent(new Event('resize')))
    }
  })

  it('recomputes the device on resize', async () => {
    await signedInAs('admin', '/index')
    await mainMenu()
    expect(useAppStore.getState().device).toBe('desktop')
    const width = window.innerWidth
    try {
      window.innerWidth = 600
      act(() => void window.dispatchEvent(new Event('resize')))
      expect(useAppStore.getState().device).toBe('mobile')
    } finally {
      window.innerWidth = width
      act(() => void window.dispatchEvent(new Event('resize')))
    }
    expect(useAppStore.getState().device).toBe('desktop')
  })
})
