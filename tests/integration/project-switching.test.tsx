import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getDatabase } from '@mock/core/db/database'
import { projectIds, userIds } from '@mock/core/db/seed-ids'
import commonEn from '@/i18n/locales/en/common.json'
import crudEn from '@/i18n/locales/en/crud.json'
import errorEn from '@/i18n/locales/en/error.json'
import projectEn from '@/i18n/locales/en/project.json'
import { currentProjectStorageKey, useProjectStore } from '@/stores/project-store'
import { addFault } from '../setup/msw-server'
import { renderApp, resetSession } from '../support/render-app'
import { preloadShell, signedInWithTabs } from './tabs-journey-support'

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

  it('switches and stores the choice', async () => {
    await signedInWithTabs('admin', '/index')
    await shownProject(adminProjects[0])
    await chooseProject(adminProjects[2])
    await shownProject(adminProjects[2])
    expect(localStorage.getItem(currentProjectStorageKey)).toBe(projectIds.binjiangAvenue)
  })

  // What a switch does to project-scoped pages (kept or shown) is the query layer's rule:
  // src/query/use-page-query.test.tsx.

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

  it('moves on at once when a call of the current project answers 403 010001 (the project was lost)', async () => {
    await signedInWithTabs('admin', '/project/htd', false)
    await shownProject(adminProjects[0])
    expect(await screen.findByText('CB01', {}, { timeout: 10_000 })).toBeTruthy()

    // Meanwhile someone takes the project away from admin; the next call for it is refused.
    const db = getDatabase()
    const lost = (grant: { userId: string; projectId: string }) =>
      grant.userId === userIds.admin && grant.projectId === projectIds.chengbeiSewage
    db.userProjectPermissions = db.userProjectPermissions.filter((grant) => !lost(grant))
    db.userHtdPermissions = db.userHtdPermissions.filter((grant) => !lost(grant))
    const refusal = { code: 'Volo.Authorization:010001', message: 'Authorization failed! Given policy has not granted.' } // prettier-ignore
    addFault({
      path: '/api/base/htd',
      method: 'GET',
      status: 403,
      body: { error: refusal },
      times: 1,
    })
    await userEvent.type(screen.getByLabelText(crudEn.keyword), '标段')
    await userEvent.click(screen.getByText(commonEn.search, { selector: 'button span' }))

    // Without a reload or a new sign-in, the switcher drops it and shows the next project.
    await shownProject(adminProjects[1])
    await userEvent.click(await switcher())
    const names = (await projectOptions()).map((o) => o.querySelector('[title]')?.getAttribute('title')) // prettier-ignore
    expect(names).toEqual(adminProjects.slice(1))
  })
})
