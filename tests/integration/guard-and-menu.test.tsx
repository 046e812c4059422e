import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import routeEn from '@/i18n/locales/en/route.json'
import errorEn from '@/i18n/locales/en/error.json'
import appEn from '@/i18n/locales/en/app.json'
import i18n from '@/i18n/i18n'
import { seedPassword } from '../setup/msw-server'
import { renderApp, resetSession, signInAs } from '../support/render-app'

async function signedInAs(username: string, path: string) {
  await i18n.changeLanguage('en')
  await signInAs(username)
  return renderApp(path)
}

async function submitLoginForm(username: string) {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText(appEn.login.username), username)
  await user.type(screen.getByLabelText(appEn.login.password), seedPassword)
  await user.click(screen.getByRole('button', { name: appEn.login.submit }))
}

async function menu() {
  return within(
    await screen.findByRole('navigation', { name: appEn.shell.mainMenu }, { timeout: 10_000 }),
  )
}

afterEach(resetSession)

describe('route guard and menu by granted policies', () => {
  it('shows admin every menu group except the hidden tenant area', async () => {
    await signedInAs('admin', '/index')
    const nav = await menu()
    for (const key of [
      'organization',
      'system',
      'project',
      'clientManage',
      'appManage',
      'signKey',
    ] as const) {
      expect(nav.getByText(routeEn[key])).toBeTruthy()
    }
    expect(nav.queryByText(routeEn.saas)).toBeNull()
  })

  it('shows manager only the project group and the users page', async () => {
    await signedInAs('manager', '/index')
    const nav = await menu()
    expect(nav.getByText(routeEn.project)).toBeTruthy()
    // The organization group keeps one child, so it shows as a single "Users" link.
    expect(nav.getByRole('link', { name: routeEn.user })).toBeTruthy()
    for (const key of ['organization', 'system', 'clientManage', 'appManage', 'signKey'] as const) {
      expect(nav.queryByText(routeEn[key])).toBeNull()
    }
  })

  it('opens a menu link in the app, and leaves a Ctrl-click to the browser', async () => {
    const { router } = await signedInAs('manager', '/project/htd')
    const users = (await menu()).getByRole('link', { name: routeEn.user })
    fireEvent.click(users, { ctrlKey: true })
    expect(router.state.location.pathname).toBe('/project/htd')
    await userEvent.setup().click(users)
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/user'))
    expect(router.state.historyAction).toBe('PUSH')
  })

  it('sends a deep link the user may not see to the 401 page', async () => {
    const { router } = await signedInAs('manager', '/system/dict')
    await screen.findByText(appEn.page.unauthorizedTitle)
    expect(router.state.location.pathname).toBe('/401')
  })

  it('opens an allowed deep link directly, without a 404 on the way', async () => {
    const { router } = await signedInAs('manager', '/project/htd')
    const paths: string[] = []
    router.subscribe((state) => paths.push(state.location.pathname))
    await screen.findByRole('heading', { name: routeEn.htd })
    expect(paths).not.toContain('/404')
  })

  it.each([
    ['/organization', '/organization/user'],
    ['/project', '/project/index'],
    ['/system', '/401'],
  ])('sends manager from the group address %s to %s', async (group, expected) => {
    const { router } = await signedInAs('manager', group)
    await waitFor(() => expect(router.state.location.pathname).toBe(expected))
  })

  it('sends an unknown address to 404', async () => {
    const { router } = await signedInAs('admin', '/no/such/page')
    await screen.findByText(appEn.page.notFoundTitle)
    expect(router.state.location.pathname).toBe('/404')
  })

  it('sends a signed-out deep link to sign-in with the address kept', async () => {
    await i18n.changeLanguage('en')
    const { router } = renderApp('/project/htd?tab=2')
    await screen.findByRole('button', { name: appEn.login.submit })
    expect(router.state.location.pathname).toBe('/login')
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/project/htd?tab=2',
    )
  })

  it('keeps a user without any permission on sign-in with the message', async () => {
    await i18n.changeLanguage('en')
    const { router } = renderApp('/login')
    await submitLoginForm('nobody')
    await screen.findByText(errorEn.session.noPermissions)
    expect(router.state.location.pathname).toBe('/login')
  })

  it('returns to the wanted page after signing in, but never outside the app', async () => {
    await i18n.changeLanguage('en')
    const { router } = renderApp('/login?redirect=https%3A%2F%2Fevil.example')
    await submitLoginForm('admin')
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'))
  })
})
