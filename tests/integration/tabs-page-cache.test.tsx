import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import routeEn from '@/i18n/locales/en/route.json'
import crudEn from '@/i18n/locales/en/crud.json'
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
} from './tabs-journey-support'

beforeAll(preloadShell, 60_000)
afterEach(resetSession)

const keyword = () => screen.getByRole('textbox', { name: crudEn.keyword })
const positionsPath = '/api/base/position'
const positionsPage = '/organization/position'
/** A position of the list's first page. */
const findListedPosition = () =>
  screen.findByText('总经理', { selector: 'td' }, { timeout: 10_000 })

/** Opens Positions (typing into its search field) then Contract sections. */
async function openTwoPagesAndType() {
  const user = userEvent.setup()
  const { router } = await signedInWithTabs('admin', positionsPage)
  await findPageHeading(routeEn.position)
  await findListedPosition()
  await user.type(keyword(), 'kept input')
  await navigateTo(router, '/project/htd')
  await findPageHeading(routeEn.htd)
  return { router, user }
}

describe('page cache', () => {
  it('keeps a page (input, data) when switching tabs and back, without a request or re-mount', async () => {
    const { user } = await openTwoPagesAndType()
    const hiddenInput = screen.getAllByDisplayValue('kept input')[0]
    clearRequestLog()

    await user.click(tabBar().getByRole('link', { name: routeEn.position }))
    await findPageHeading(routeEn.position)
    expect(keyword()).toBe(hiddenInput) // the same DOM node: not re-mounted
    expect((keyword() as HTMLInputElement).value).toBe('kept input')
    expect(screen.getByText('总经理', { selector: 'td' })).toBeTruthy()
    expect(requestCount(positionsPath)).toBe(0)
  })

  it('drops a closed tab from the cache: opening it again mounts it afresh', async () => {
    const { router, user } = await openTwoPagesAndType()
    await user.click(tabBar().getByRole('button', { name: `Close ${routeEn.position}` }))
    expect(tabBar().queryByRole('link', { name: routeEn.position })).toBeNull()
    expect(screen.queryByDisplayValue('kept input')).toBeNull()
    clearRequestLog()

    await navigateTo(router, positionsPage)
    await findPageHeading(routeEn.position)
    expect((keyword() as HTMLInputElement).value).toBe('')
    await waitFor(() => expect(requestCount(positionsPath)).toBe(1))
  })

  it('refreshes a tab through the redirect route: the page mounts afresh', async () => {
    const { router, user } = await openTwoPagesAndType()
    await user.click(tabBar().getByRole('link', { name: routeEn.position }))
    await waitFor(() => expect(router.state.location.pathname).toBe(positionsPage))
    clearRequestLog()
    const paths: string[] = []
    router.subscribe((state) => paths.push(state.location.pathname))

    fireEvent.contextMenu(tabBar().getByRole('link', { name: routeEn.position }))
    await user.click(await screen.findByRole('menuitem', { name: tabsEn.menu.refresh }))
    await waitFor(() => {
      expect(paths).toContain(`/redirect${positionsPage}`)
      expect(paths.at(-1)).toBe(positionsPage)
    })
    await findPageHeading(routeEn.position)
    expect(screen.queryByDisplayValue('kept input')).toBeNull()
    await waitFor(() => expect(requestCount(positionsPath)).toBe(1))
  })

  it('does not cache noCache pages: shown again, the page is mounted afresh', async () => {
    const user = userEvent.setup()
    const { router } = await signedInWithTabs('admin', '/notice/view?id=1')
    const first = await findPageHeading(routeEn.noticeView)
    await navigateTo(router, '/index')
    await findPageHeading(routeEn.dashboard)
    expect(first.isConnected).toBe(false)
    await user.click(tabBar().getByRole('link', { name: routeEn.noticeView }))
    const again = await findPageHeading(routeEn.noticeView)
    expect(again).not.toBe(first)
  })

  it('caches nothing and shows no tab bar when the tags view is off', async () => {
    const user = userEvent.setup()
    const { router } = await signedInWithTabs('admin', positionsPage, false)
    await findPageHeading(routeEn.position)
    await user.type(keyword(), 'gone')
    await navigateTo(router, '/project/htd')
    await findPageHeading(routeEn.htd)
    expect(screen.queryByRole('navigation', { name: tabsEn.bar })).toBeNull()
    expect(screen.queryByDisplayValue('gone')).toBeNull()
  })

  it('keeps a page of another query as the same tab and page', async () => {
    const { router, user } = await openTwoPagesAndType()
    await navigateTo(router, `${positionsPage}?page=2`)
    await findPageHeading(routeEn.position)
    expect((keyword() as HTMLInputElement).value).toBe('kept input')
    await findTabBar()
    const link = tabBar().getByRole('link', { name: routeEn.position })
    expect(link.getAttribute('href')).toBe(`${positionsPage}?page=2`)
    await user.click(tabBar().getByRole('link', { name: routeEn.htd }))
    expect(tabBar().getAllByRole('link', { name: routeEn.position })).toHaveLength(1)
  })
})
