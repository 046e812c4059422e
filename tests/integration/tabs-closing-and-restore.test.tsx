import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18n from '@/i18n/i18n'
import routeEn from '@/i18n/locales/en/route.json'
import routeJa from '@/i18n/locales/ja/route.json'
import tabsEn from '@/i18n/locales/en/tabs.json'
import tabsJa from '@/i18n/locales/ja/tabs.json'
import { logout } from '@/auth/session-actions'
import { tagsViewStorageKey, useTagsViewStore } from '@/stores/tags-view-store'
import { renderApp, resetSession } from '../support/render-app'
import {
  findPageHeading,
  findTabBar,
  navigateTo,
  preloadShell,
  signedInWithTabs,
  tabBar,
  tabLabels,
} from './tabs-journey-support'

beforeAll(preloadShell, 60_000)
afterEach(resetSession)

/** Admin with the home tab and Users, Roles, Contract sections open; Roles is active. */
async function openThreePages() {
  const { router, session } = await signedInWithTabs('admin', '/organization/user')
  await findPageHeading(routeEn.user)
  await navigateTo(router, '/project/htd')
  await navigateTo(router, '/organization/role')
  await findPageHeading(routeEn.role)
  await findTabBar()
  expect(tabLabels()).toEqual([routeEn.dashboard, routeEn.user, routeEn.htd, routeEn.role])
  return { router, session, user: userEvent.setup() }
}

async function chooseFromTabMenu(tab: string, item: string) {
  fireEvent.contextMenu(tabBar().getByRole('link', { name: tab }))
  await userEvent.click(await screen.findByRole('menuitem', { name: item }))
}

describe('closing tabs', () => {
  it('has no close button on the affix home tab, and its menu cannot close it', async () => {
    await openThreePages()
    expect(tabBar().queryByRole('button', { name: `Close ${routeEn.dashboard}` })).toBeNull()
    fireEvent.contextMenu(tabBar().getByRole('link', { name: routeEn.dashboard }))
    const close = await screen.findByRole('menuitem', { name: tabsEn.menu.close })
    expect(close.getAttribute('aria-disabled')).toBe('true')
  })

  it('closing the active tab moves to the last remaining one', async () => {
    const { router, user } = await openThreePages()
    await user.click(tabBar().getByRole('button', { name: `Close ${routeEn.role}` }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/htd'))
    expect(tabLabels()).toEqual([routeEn.dashboard, routeEn.user, routeEn.htd])
  })

  it('closing another tab stays on the active page', async () => {
    const { router, user } = await openThreePages()
    await user.click(tabBar().getByRole('button', { name: `Close ${routeEn.user}` }))
    expect(router.state.location.pathname).toBe('/organization/role')
    expect(tabLabels()).toEqual([routeEn.dashboard, routeEn.htd, routeEn.role])
  })

  it('close others keeps the affix tab and the chosen one, and opens it', async () => {
    const { router } = await openThreePages()
    await chooseFromTabMenu(routeEn.user, tabsEn.menu.closeOthers)
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/user'))
    expect(tabLabels()).toEqual([routeEn.dashboard, routeEn.user])
  })

  it('close all keeps the affix tab and goes home', async () => {
    const { router } = await openThreePages()
    await chooseFromTabMenu(routeEn.htd, tabsEn.menu.closeAll)
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'))
    expect(tabLabels()).toEqual([routeEn.dashboard])
    await findPageHeading(routeEn.dashboard)
  })

  it('closes a focused tab with the Delete key', async () => {
    const { user } = await openThreePages()
    tabBar().getByRole('link', { name: routeEn.user }).focus()
    await user.keyboard('{Delete}')
    expect(tabLabels()).toEqual([routeEn.dashboard, routeEn.htd, routeEn.role])
  })
})

describe('tabs across reloads, languages and sessions', () => {
  it('restores the tabs from sessionStorage after a reload', async () => {
    await openThreePages()
    expect(sessionStorage.getItem(tagsViewStorageKey)).toContain('/project/htd')
    cleanup()
    // A reload: the in-memory store is gone and comes back from sessionStorage.
    const saved = sessionStorage.getItem(tagsViewStorageKey) ?? ''
    useTagsViewStore.setState({ visitedViews: [], cachedViews: [] })
    sessionStorage.setItem(tagsViewStorageKey, saved)
    await act(() => useTagsViewStore.persist.rehydrate())
    renderApp('/project/htd')
    await findPageHeading(routeEn.htd)
    await findTabBar()
    expect(tabLabels()).toEqual([routeEn.dashboard, routeEn.user, routeEn.htd, routeEn.role])
    expect(tabBar().getByRole('link', { name: routeEn.htd }).getAttribute('aria-current')).toBe(
      'page',
    )
  })

  it('re-labels the tabs when the language changes', async () => {
    await openThreePages()
    await act(() => i18n.changeLanguage('ja'))
    const bar = within(screen.getByRole('navigation', { name: tabsJa.bar }))
    const labels = bar.getAllByRole('link').map((link) => link.textContent)
    expect(labels).toEqual([routeJa.dashboard, routeJa.user, routeJa.htd, routeJa.role])
  })

  it('forgets the tabs on logout', async () => {
    const { router, session } = await openThreePages()
    await act(() => logout(session, (to) => router.navigate(to)))
    expect(useTagsViewStore.getState().visitedViews).toEqual([])
    expect(sessionStorage.getItem(tagsViewStorageKey)).not.toContain('/project/htd')
  })
})
