import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import appEn from '@/i18n/locales/en/app.json'
import appZh from '@/i18n/locales/zh-CN/app.json'
import errorEn from '@/i18n/locales/en/error.json'
import routeZh from '@/i18n/locales/zh-CN/route.json'
import i18n from '@/i18n/i18n'
import { getRequestLog, seedAccounts, seedPassword } from '../setup/msw-server'
import { renderApp, resetSession } from '../support/render-app'

afterEach(resetSession)

async function signInWith(tenant: string, username = 'admin') {
  await i18n.changeLanguage('en')
  const view = renderApp('/login')
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText(appEn.login.tenant, {}, { timeout: 10_000 }), tenant)
  await user.type(screen.getByLabelText(appEn.login.username), username)
  await user.type(screen.getByLabelText(appEn.login.password), seedPassword)
  await user.click(screen.getByRole('button', { name: appEn.login.submit }))
  return view
}

/** The tenant field's message, as a screen reader hears it with the field. */
function tenantFieldMessage(): string | undefined {
  const field = screen.getByLabelText(appEn.login.tenant)
  const id = field.getAttribute('aria-describedby')
  return (id && document.getElementById(id)?.textContent) || undefined
}

describe('sign-in page', () => {
  it(
    'is titled with the system name in the UI language (项目管理平台 in Chinese)',
    { timeout: 30_000 },
    async () => {
      await i18n.changeLanguage('zh-CN')
      renderApp('/login')
      expect(
        await screen.findByRole('heading', { level: 1, name: '项目管理平台' }, { timeout: 10_000 }),
      ).toBeTruthy()
      await waitFor(() => expect(document.title).toBe(`${routeZh.login} - ${appZh.productName}`))
      expect(screen.queryByText(/project management platform/i)).toBeNull()
    },
  )

  it('says on the tenant field that an unknown tenant does not exist', async () => {
    const { router } = await signInWith('nope')
    await waitFor(() => expect(tenantFieldMessage()).toBe(appEn.login.tenantNotFound))
    const field = screen.getByLabelText(appEn.login.tenant)
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(field)
    expect(screen.queryByText(errorEn.login.failed)).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    // No token was asked for a tenant that cannot sign in.
    expect(getRequestLog().some((entry) => entry.path === '/connect/token')).toBe(false)
    expect(router.state.location.pathname).toBe('/login')
  })

  it('says on the tenant field that an inactive tenant is not active', async () => {
    await signInWith('archived')
    await waitFor(() => expect(tenantFieldMessage()).toBe(appEn.login.tenantInactive))
    expect(screen.queryByText(errorEn.login.failed)).toBeNull()
  })

  it('signs a user of an active tenant in, after looking the tenant up', async () => {
    const { router } = await signInWith(' DEMO ', seedAccounts.demoAdmin.userName)
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'), { timeout: 10_000 })
    const lookups = getRequestLog().filter((entry) => entry.path.includes('/tenants/by-name/'))
    expect(lookups.map((entry) => entry.path)).toEqual([
      '/api/abp/multi-tenancy/tenants/by-name/DEMO',
    ])
  })

  it('clears the tenant message once a correct tenant is given', async () => {
    const { router } = await signInWith('nope')
    await waitFor(() => expect(tenantFieldMessage()).toBe(appEn.login.tenantNotFound))
    const user = userEvent.setup()
    await user.clear(screen.getByLabelText(appEn.login.tenant))
    await user.click(screen.getByRole('button', { name: appEn.login.submit }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'), { timeout: 10_000 })
  })
})
