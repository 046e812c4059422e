import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import routeEn from '@/i18n/locales/en/route.json'
import tabsEn from '@/i18n/locales/en/tabs.json'
import { clearRequestLog } from '../setup/msw-server'
import { resetSession } from '../support/render-app'
import {
  findPageHeading,
  findTabBar,
  navigateTo,
  preloadShell,
  requestCount,
  signedInWithTabs,
  tabBar,
  usersListPath,
} from './tabs-journey-support'

beforeAll(preloadShell, 60_000)
afterEach(resetSession)

const keyword = () => screen.getByRole('textbox', { name: tabsEn.placeholder.keyword })

/** Opens Users (typing into its field) then Contract sections, both loaded. */
async function openTwoPagesAndType() {
  const user = userEvent.setup()
  const { router } = await signedInWithTabs('admin', '/organization/user')
  await findPageHeading(routeEn.user)
  await screen.findByText('manager')
  await user.type(keyword(), 'kept input')
  await navigateTo(router, '/project/htd')
  await findPageHeading(routeEn.htd)
  await waitFor(() => expect(screen.getAllByText('manager')).toHaveLength(2))
  return { router, user }
}

describe('page cache', () => {
  it('keeps a page (input, data) when switching tabs and back, without a request or re-mount', async () => {
    const { user } = await openTwoPagesAndType()
    const hiddenInput = screen.getAllByDisplayValue('kept input')[0]
    clearRequestLog()

    await user.click(tabBar().getByRole('link', { name: routeEn.user }))
    await findPageHeading(routeEn.user)
    expect(keyword()).toBe(hiddenInput) // the same DOM node: not re-mounted
    expect((keyword() as HTMLInputElement).value).toBe('kept input')
    expect(screen.getAllByText('manager')).toHaveLength(2)
    expect(requestCount(usersListPath)).toBe(0)
  })

  it('drops a closed tab from the cache: opening it again mounts it afresh', async () => {
    const { router, user } = await openTwoPagesAndType()
    await user.click(tabBar().getByRole('button', { name: `Close ${routeEn.user}` }))
    expect(tabBar().queryByRole('link', { name: routeEn.user })).toBeNull()
    expect(screen.queryByDisplayValue('kept input')).toBeNull()
    clearRequestLog()

    await navigateTo(router, '/organization/user')
    await findPageHeading(routeEn.user)
    expect((keyword() as HTMLInputElement).value).toBe('')
    await waitFor(() => expect(requestCount(usersListPath)).toBe(1))
  })

  it('refreshes a tab through the redirect route: the page mounts afresh', async () => {
    const { router, user } = await openTwoPagesAndType()
    await user.click(tabBar().getByRole('link', { name: routeEn.user }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/user'))
    clearRequestLog()
    const paths: string[] = []
    router.subscribe((state) => paths.push(state.location.pathname))

    fireEvent.contextMenu(tabBar().getByRole('link', { name: routeEn.user }))
    await user.click(await screen.findByRole('menuitem', { name: tabsEn.menu.refresh }))
    await waitFor(() => {
      expect(paths).toContain('/redirect/organization/user')
      expect(paths.at(-1)).toBe('/organization/user')
    })
    await findPageHeading(routeEn.user)
    expect(screen.queryByDisplayValue('kept input')).toBeNull()
    await waitFor(() => expect(requestCount(usersListPath)).toBe(1))
  })

  it('does not cache noCache pages', async () => {
    const user = userEvent.setup()
    const { router } = await signedInWithTabs('admin', '/notice/view?id=1')
    await findPageHeading(routeEn.noticeView)
    await user.type(keyword(), 'not kept')
    await navigateTo(router, '/index')
    await findPageHeading(routeEn.dashboard)
    expect(screen.queryByDisplayValue('not kept')).toBeNull()
    await user.click(tabBar().getByRole('link', { name: routeEn.noticeView }))
    await findPageHeading(routeEn.noticeView)
    expect((keyword() as HTMLInputElement).value).toBe('')
  })

  it('caches nothing and shows no tab bar when the tags view is off', async () => {
    const user = userEvent.setup()
    const { router } = await signedInWithTabs('admin', '/organization/user', false)
    await findPageHeading(routeEn.user)
    await user.type(keyword(), 'gone')
    await navigateTo(router, '/project/htd')
    await findPageHeading(routeEn.htd)
    expect(screen.queryByRole('navigation', { name: tabsEn.bar })).toBeNull()
    expect(screen.queryByDisplayValue('gone')).toBeNull()
  })

  it('keeps a page of another query as the same tab and page', async () => {
    const { router, user } = await openTwoPagesAndType()
    await navigateTo(router, '/organization/user?page=2')
    await findPageHeading(routeEn.user)
    expect((keyword() as HTMLInputElement).value).toBe('kept input')
    await findTabBar()
    const link = tabBar().getByRole('link', { name: routeEn.user })
    expect(link.getAttribute('href')).toBe('/organization/user?page=2')
    await user.click(tabBar().getByRole('link', { name: routeEn.htd }))
    expect(tabBar().getAllByRole('link', { name: routeEn.user })).toHaveLength(1)
  })
})
