import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { wireApp } from '@/app/bootstrap'
import { createDemoSession } from '@/auth/demo-session'
import type { Session } from '@/auth/session'
import { readStoredTokens, writeStoredTokens } from '@/auth/token-storage'
import { SessionProvider } from '@/app/session-provider'
import { appConfig } from '@/config/app-config'
import i18n from '@/i18n/i18n'
import appEn from '@/i18n/locales/en/app.json'
import permissionEn from '@/modules/examples/locales/en/example-permission.lazy.json'
import routeEn from '@/i18n/locales/en/route.json'
import { resetSessionStores } from '@/stores/reset-session-stores'
import { useSettingsStore } from '@/stores/settings-store'
import { resetSession } from '@tests/support/render-app'
import { mswServer } from '@tests/setup/msw-server'
import {
  navigateTo,
  preloadShell,
  signedInWithTabs,
  tabLabels,
} from '@tests/integration/tabs-journey-support'

beforeAll(async () => {
  await preloadShell()
  await import('@/modules/examples/pages/permission/permission-page')
  // The other examples the demo journey opens in tabs.
  await import('@/modules/examples/pages/i18n/i18n-page')
  await import('@/modules/examples/pages/error-pages/error-pages-page')
  // The page's texts, outside the tests' time limits.
  await i18n.changeLanguage('en')
  await i18n.loadNamespaces(['example-permission', 'example-i18n', 'example-error-pages'])
}, 60_000)

let demoSession: Session | undefined
afterEach(() => {
  demoSession?.end()
  demoSession = undefined
  resetSession()
  resetSessionStores()
})

const path = '/example/permission'
const { examples } = permissionEn
/** Each page of the journey is shown once: its title found by text is cheaper than by role. */
const findTitle = (name: string) => screen.findByText(name, { selector: 'h3' }, { timeout: 15_000 })
const heldTag = (name: string) => screen.queryByText(name, { selector: '[role=listitem]' })

/** The app in the demo sign-in mode (VITE_LOGIN_MODE=demo), signed in with a role's token. */
async function renderDemoApp(at: string, role = 'admin') {
  await i18n.changeLanguage('en')
  useSettingsStore.getState().changeSetting('tagsView', true)
  writeStoredTokens({ accessToken: `${role}-token` })
  const app = wireApp({ ...appConfig, loginMode: 'demo' }, createDemoSession, (routes) =>
    createMemoryRouter(routes, { initialEntries: [at] }),
  )
  demoSession = app.session
  render(
    <SessionProvider session={app.session}>
      <RouterProvider router={app.router} />
    </SessionProvider>,
  )
  return app
}

describe('Permission example, ABP mode', { timeout: 60_000 }, () => {
  it('shows what admin holds and every <Granted> block and button', async () => {
    await signedInWithTabs('admin', path, false)
    await findTitle(routeEn.examplePermission)
    expect(
      screen.getByText('Administrator', { selector: '.ant-descriptions-item-content' }),
    ).toBeTruthy()
    expect(heldTag('AbpIdentity.Users.Create')).toBeTruthy()
    expect(heldTag('AbpTenantManagement.Tenants')).toBeTruthy()
    expect(screen.getByText(examples.usersBlock.content)).toBeTruthy()
    expect(screen.getByRole('button', { name: examples.createUser.content })).toBeTruthy()
    expect(screen.getByRole('button', { name: examples.deleteRole.content })).toHaveProperty(
      'disabled',
      false,
    )
    expect(screen.getByText('<Granted policy="AbpIdentity.Users.Create">')).toBeTruthy()
    // The seeded accounts to sign in as instead of a role switch, said to be the embedded
    // backend's only (a real ABP server has its own users).
    expect(screen.getByRole('button', { name: 'Sign in as manager' })).toBeTruthy()
    expect(screen.getByText(permissionEn.accounts.demoOnly)).toBeTruthy()
    expect(screen.getByText(permissionEn.accounts.demoOnlyExplain)).toBeTruthy()
    expect(screen.queryByRole('radiogroup')).toBeNull()
  })

  it('hides from manager what manager does not hold, and shows the fallback', async () => {
    await signedInWithTabs('manager', path, false)
    await findTitle(routeEn.examplePermission)
    expect(heldTag('AbpIdentity.Users')).toBeTruthy()
    expect(heldTag('AbpIdentity.Users.Create')).toBeNull()
    expect(screen.getByText(examples.usersBlock.content)).toBeTruthy()
    expect(screen.queryByRole('button', { name: examples.createUser.content })).toBeNull()
    expect(screen.queryByRole('button', { name: examples.tenants.content })).toBeNull()
    expect(screen.getByRole('button', { name: examples.deleteRole.content })).toHaveProperty(
      'disabled',
      true,
    )
  })
})

describe('Permission example, demo sign-in mode', { timeout: 60_000 }, () => {
  it('switches to editor and back: grants, menu and tabs follow, the page stays', async () => {
    const { router } = await renderDemoApp('/example/i18n')
    const nav = within(
      await screen.findByRole('navigation', { name: appEn.shell.mainMenu }, { timeout: 10_000 }),
    )
    await findTitle(routeEn.exampleI18n)
    await navigateTo(router, '/example/error-pages')
    await findTitle(routeEn.exampleErrorPages)
    await navigateTo(router, path)
    await findTitle(routeEn.examplePermission)
    expect(tabLabels()).toEqual([
      routeEn.dashboard,
      routeEn.exampleI18n,
      routeEn.exampleErrorPages,
      routeEn.examplePermission,
    ])
    expect(nav.getByText(routeEn.organization)).toBeTruthy()
    expect(heldTag('admin')).toBeTruthy()
    expect(screen.getByText(examples.adminBlock.content)).toBeTruthy()

    await userEvent.click(screen.getByRole('radio', { name: permissionEn.role.editor }))
    await waitFor(() => expect(nav.queryByText(routeEn.organization)).toBeNull())
    await waitFor(() => expect(heldTag('editor')).toBeTruthy())
    expect(heldTag('admin')).toBeNull()
    expect(nav.getByText(routeEn.examples)).toBeTruthy()
    expect(screen.getByText(examples.editorBlock.content)).toBeTruthy()
    expect(screen.queryByText(examples.adminBlock.content)).toBeNull()
    expect(screen.getByRole('button', { name: examples.publish.content })).toHaveProperty(
      'disabled',
      true,
    )
    // Every tab closed; this page, still shown, has its tab again.
    await waitFor(() => expect(tabLabels()).toEqual([routeEn.dashboard, routeEn.examplePermission]))
    expect(router.state.location.pathname).toBe(path)

    await userEvent.click(screen.getByRole('radio', { name: permissionEn.role.admin }))
    await waitFor(() => expect(nav.getByText(routeEn.organization)).toBeTruthy())
    expect(heldTag('admin')).toBeTruthy()
  })

  it('goes back to admin when the user info of editor fails', async () => {
    await renderDemoApp(path)
    const nav = within(
      await screen.findByRole('navigation', { name: appEn.shell.mainMenu }, { timeout: 10_000 }),
    )
    await findTitle(routeEn.examplePermission)
    expect(heldTag('admin')).toBeTruthy()
    mswServer.use(
      http.get(
        '*/vue-element-admin/user/info',
        () => HttpResponse.json({ code: 50000, message: 'User info is unavailable' }),
        { once: true },
      ),
    )

    await userEvent.click(screen.getByRole('radio', { name: permissionEn.role.editor }))
    const restored = i18n.t('example-permission:role.restored', {
      role: permissionEn.role.editor,
      previous: permissionEn.role.admin,
    })
    expect(await screen.findByText(restored, {}, { timeout: 10_000 })).toBeTruthy()
    expect(screen.getByText('User info is unavailable')).toBeTruthy()
    // Not half switched: admin's token, grants and menu again.
    expect(readStoredTokens()?.accessToken).toBe('admin-token')
    await waitFor(() => expect(heldTag('admin')).toBeTruthy())
    expect(heldTag('editor')).toBeNull()
    expect(nav.getByText(routeEn.organization)).toBeTruthy()
    expect(screen.getByRole('radio', { name: permissionEn.role.admin })).toHaveProperty(
      'checked',
      true,
    )
  })
})
