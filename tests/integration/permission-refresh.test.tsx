import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import { getDatabase } from '@mock/core/db/database'
import { getApplicationConfiguration } from '@/api/abp/application-configuration-api'
import { refreshPermissions } from '@/router/refresh-permissions'
import appEn from '@/i18n/locales/en/app.json'
import routeEn from '@/i18n/locales/en/route.json'
import { resetSession } from '../support/render-app'
import {
  findPageHeading,
  findTabBar,
  navigateTo,
  preloadShell,
  signedInWithTabs,
  tabLabels,
} from './tabs-journey-support'

beforeAll(preloadShell, 60_000)
afterEach(resetSession)

type AppRouter = Awaited<ReturnType<typeof signedInWithTabs>>['router']

/** An administrator takes a permission away from the manager role (the user stays signed in). */
function revokeFromManagers(permission: string) {
  const role = getDatabase().roles.find((r) => r.name === 'manager' && r.tenantId === null)!
  role.permissions = role.permissions.filter((name) => name !== permission)
}

function refreshFor(router: AppRouter) {
  return act(() =>
    refreshPermissions({
      loadGrantedPolicies: async () => (await getApplicationConfiguration()).auth.grantedPolicies,
      navigate: (to) => router.navigate(to),
      currentPath: () => router.state.location.pathname,
    }),
  )
}

function menu() {
  return within(screen.getByRole('navigation', { name: appEn.shell.mainMenu }))
}

/** The Users page kept alive behind its tab (hidden, so outside the accessibility tree). */
function keptUsersPage() {
  return screen.queryByRole('heading', { level: 3, name: routeEn.user, hidden: true })
}

/** Manager with the Users and Contract sections tabs open; `last` is on screen. */
async function managerWithTwoTabs(last: '/organization/user' | '/project/htd') {
  const pages = { '/organization/user': routeEn.user, '/project/htd': routeEn.htd }
  const first = last === '/project/htd' ? '/organization/user' : '/project/htd'
  const { router } = await signedInWithTabs('manager', first)
  await findPageHeading(pages[first])
  await navigateTo(router, last)
  await findPageHeading(pages[last])
  await findTabBar()
  expect(tabLabels()).toEqual([routeEn.dashboard, pages[first], pages[last]])
  expect(menu().getByRole('link', { name: routeEn.user })).toBeTruthy()
  return router
}

describe('permissions read again after the grants shrank', () => {
  it('takes the page away from the menu and the tabs, and leaves the user where they are', async () => {
    const router = await managerWithTwoTabs('/project/htd')
    expect(keptUsersPage()).toBeTruthy()
    revokeFromManagers('AbpIdentity.Users')
    await refreshFor(router)
    await waitFor(() => expect(menu().queryByRole('link', { name: routeEn.user })).toBeNull())
    expect(keptUsersPage()).toBeNull()
    expect(tabLabels()).toEqual([routeEn.dashboard, routeEn.htd])
    expect(router.state.location.pathname).toBe('/project/htd')
    expect(screen.getByRole('heading', { level: 3, name: routeEn.htd })).toBeTruthy()
  })

  it('sends the user to 401 from the page they may no longer open', async () => {
    const router = await managerWithTwoTabs('/organization/user')
    revokeFromManagers('AbpIdentity.Users')
    await refreshFor(router)
    await screen.findByText(appEn.page.unauthorizedTitle)
    expect(router.state.location.pathname).toBe('/401')
    expect(tabLabels()).toEqual([routeEn.dashboard, routeEn.htd])
    expect(menu().queryByRole('link', { name: routeEn.user })).toBeNull()
  })
})
