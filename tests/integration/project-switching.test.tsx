import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { projectIds } from '@mock/core/db/seed-ids'
import errorEn from '@/i18n/locales/en/error.json'
import projectEn from '@/i18n/locales/en/project.json'
import routeEn from '@/i18n/locales/en/route.json'
import { currentProjectStorageKey, useProjectStore } from '@/stores/project-store'
import { clearRequestLog } from '../setup/msw-server'
import { renderApp, resetSession } from '../support/render-app'
import {
  findPageHeading,
  navigateTo,
  preloadShell,
  requestCount,
  signedInWithTabs,
  tabBar,
  usersListPath,
} from './tabs-journey-support'

beforeAll(preloadShell, 60_000)
afterEach(resetSession)

/** Admin's projects by sort number (10, 20, 30, 40), not by id or assignment order. */
const adminProjects = [
  '城北污水处理厂扩建工程',
  '滨湖新区综合管廊工程',
  '滨江大道改造工程',
  '地铁5号线土建工程',
]

const switcher = () =>
  screen.findByRole(
    'button',
    { name: new RegExp(`^${projectEn.switcher.label}`) },
    { timeout: 5000 },
  )

/** The project the switcher shows: its button is named after it. */
async function shownProject(name: string) {
  await screen.findByRole('button', { name: `${projectEn.switcher.label}: ${name}` })
}

async function projectOptions() {
  const menu = await screen.findByRole('menu', { name: projectEn.switcher.label })
  return within(menu).getAllByRole('menuitem')
}

async function chooseProject(name: string) {
  await userEvent.click(await switcher())
  const option = (await projectOptions()).find((item) => item.textContent?.startsWith(name))
  await userEvent.click(option!)
}

const currentProjectText = (name: string) => `Current project: ${name}`

describe('current project', () => {
  it('lists the projects by sort number with their contract sections, starting on the first', async () => {
    await signedInWithTabs('admin', '/index')
    await shownProject(adminProjects[0])
    expect(localStorage.getItem(currentProjectStorageKey)).toBe(projectIds.chengbeiSewage)
    await userEvent.click(await switcher())
    const options = await projectOptions()
    expect(options.map((o) => o.querySelector('[title]')?.getAttribute('title'))).toEqual(
      adminProjects,
    )
    expect(options[2].textContent).toContain('一标段 · 二标段 · 三标段')
  })

  it('switches, stores the choice and makes the open page re-query', async () => {
    await signedInWithTabs('admin', '/organization/user')
    await findPageHeading(routeEn.user)
    await screen.findByText(currentProjectText(adminProjects[0]))
    await screen.findByText('manager')
    clearRequestLog()

    await chooseProject(adminProjects[2])
    await screen.findByText(currentProjectText(adminProjects[2]))
    expect(localStorage.getItem(currentProjectStorageKey)).toBe(projectIds.binjiangAvenue)
    await waitFor(() => expect(requestCount(usersListPath)).toBe(1))
  })

  it('makes a cached page re-query when it is shown again after a switch', async () => {
    const { router } = await signedInWithTabs('admin', '/organization/user')
    await findPageHeading(routeEn.user)
    await screen.findByText('manager')
    await navigateTo(router, '/project/htd')
    await findPageHeading(routeEn.htd)
    await waitFor(() => expect(screen.getAllByText('manager')).toHaveLength(2))
    await chooseProject(adminProjects[1])
    await waitFor(() => expect(requestCount(usersListPath)).toBeGreaterThan(0))
    clearRequestLog()

    await userEvent.click(tabBar().getByRole('link', { name: routeEn.user }))
    await findPageHeading(routeEn.user)
    await waitFor(() => expect(requestCount(usersListPath)).toBe(1))
    // Both pages now name the new project: the one shown during the switch and this one.
    expect(screen.getAllByText(currentProjectText(adminProjects[1]))).toHaveLength(2)
  })

  it('keeps the choice across a reload', async () => {
    await signedInWithTabs('admin', '/index')
    await shownProject(adminProjects[0])
    await chooseProject(adminProjects[3])
    await shownProject(adminProjects[3])
    cleanup()
    act(() => useProjectStore.getState().resetProjects()) // a reload starts with an empty store
    renderApp('/index')
    await shownProject(adminProjects[3])
  })

  it('falls back to the first project when the stored one is no longer the user’s', async () => {
    localStorage.setItem(currentProjectStorageKey, projectIds.eastRingExpressway)
    await signedInWithTabs('admin', '/index')
    await shownProject(adminProjects[0])
    expect(localStorage.getItem(currentProjectStorageKey)).toBe(projectIds.chengbeiSewage)
  })

  it('tells a user without projects and removes the stored id', async () => {
    localStorage.setItem(currentProjectStorageKey, projectIds.chengbeiSewage)
    await signedInWithTabs('noproject', '/index')
    expect(await screen.findByText(errorEn.session.noProjects, {}, { timeout: 5000 })).toBeTruthy()
    expect(localStorage.getItem(currentProjectStorageKey)).toBeNull()
    expect(
      screen.queryByRole('button', { name: new RegExp(`^${projectEn.switcher.label}`) }),
    ).toBeNull()
  })
})
