import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { generatedUserId, htdId, projectIds } from '@mock/core/db/seed-ids'
import { setUserHtds } from '@/modules/project/api/user-htd-permission-api'
import { setUserProjects } from '@/modules/project/api/user-project-permission-api'
import crudEn from '@/i18n/locales/en/crud.json'
import grantEn from '@/modules/project/locales/en/project-grant.json'
import routeEn from '@/i18n/locales/en/route.json'
import { addFault } from '@tests/setup/msw-server'
import { resetSession } from '@tests/support/render-app'
import { dialog } from '@tests/integration/crud-dialogs'
import { byUser, checkbox, fill, pickUser, revokeFromAdmin, save, saveButton } from '@tests/integration/grant-page-steps' // prettier-ignore
import { navigateTo, preloadShell, signedInWithTabs } from '@tests/integration/tabs-journey-support'

beforeAll(async () => {
  await preloadShell()
  await import('@/modules/project/pages/user-htd/user-htd-page')
}, 60_000)
afterEach(resetSession)

const path = '/project/user-htd'
const metro = '地铁5号线土建工程'
const binjiang = '滨江大道改造工程'
const user001 = '张伟 (user001)'
const user014 = '朱涛 (user014)'

async function openPage(search = '') {
  const app = await signedInWithTabs('admin', `${path}${search}`, false)
  // The first sign-in of a file on a busy machine outlasts findPageHeading's 5 s.
  await screen.findByRole('heading', { level: 3, name: routeEn.userHtdPermissions }, { timeout: 20_000 }) // prettier-ignore
  return app
}

const access = (project: string) => fill(grantEn.projectAccess, { project })
const findHtds = () => screen.findByLabelText(/^一标段/, {}, { timeout: 10_000 })

describe('User contract-section permissions page', { timeout: 60_000 }, () => {
  it('grants the project with an htd of a project the user lacks, and says so', async () => {
    const { router } = await openPage()
    await pickUser('user014')
    expect(await screen.findByText(fill(grantEn.pickProjectOfUser, { user: user014 }))).toBeTruthy()
    await userEvent.type(screen.getByLabelText(grantEn.project), '滨江大道')
    await userEvent.click(await screen.findByText(new RegExp(`^${binjiang}`), { selector: '.ant-select-item-option-content' })) // prettier-ignore
    await findHtds()
    const search = new URLSearchParams(router.state.location.search)
    expect([search.get('user'), search.get('project')]).toEqual([generatedUserId(14), projectIds.binjiangAvenue]) // prettier-ignore
    const values = { user: user014, project: binjiang }
    expect(screen.getByText(fill(grantEn.tickingGrantsProject, values))).toBeTruthy()
    expect(checkbox(access(binjiang)).checked).toBe(false)

    await userEvent.click(checkbox(/^一标段/))
    expect(screen.getByText(fill(grantEn.projectWillBeGranted, values))).toBeTruthy()
    expect(checkbox(access(binjiang)).checked).toBe(true)
    await save()
    expect(await screen.findByText(fill(grantEn.savedWithProject, values))).toBeTruthy()
    const projects = await byUser(generatedUserId(14))
    expect(projects.get(projectIds.binjiangAvenue)).toEqual([htdId(1, 1)])
    expect(projects.get(projectIds.eastRingExpressway)).toEqual([htdId(5, 1)])
  })

  it('asks before removing the project with its contract sections, then removes both', async () => {
    await openPage(`?user=${generatedUserId(1)}&project=${projectIds.metroLine5}`)
    await findHtds()
    expect(checkbox(/^一标段/).checked).toBe(true)
    await userEvent.click(checkbox(access(metro)))
    const question = await dialog('confirm')
    const values = { user: user001, project: metro, count: 2 }
    expect(question.getByText(fill(grantEn.removeProjectContent_other, values))).toBeTruthy()
    await userEvent.click(question.getByRole('button', { name: grantEn.remove }))
    expect(await screen.findByText(fill(grantEn.projectWillBeRemoved, values))).toBeTruthy()
    expect(checkbox(/^一标段/).checked).toBe(false)
    await save()
    await screen.findByText(crudEn.saved)
    expect([...(await byUser(generatedUserId(1))).keys()]).toEqual([projectIds.eastRingExpressway])
  })

  it('opens the contract-section view from ?project=, adds a user without the project and grants it too', async () => {
    const { router } = await openPage(`?project=${projectIds.metroLine5}`)
    expect(await screen.findByText(grantEn.pickHtdFirst)).toBeTruthy()
    expect(screen.getByRole('tab', { name: grantEn.byHtd }).getAttribute('aria-selected')).toBe('true') // prettier-ignore
    await navigateTo(router, `${path}?project=${projectIds.metroLine5}&htd=${htdId(3, 1)}`)
    await screen.findByText(user001, {}, { timeout: 10_000 })
    await pickUser('user014', grantEn.addUsersLabel)
    await userEvent.click(screen.getByText(grantEn.addUsers, { selector: 'button span' }))
    expect(await screen.findByText(grantEn.getsProjectToo)).toBeTruthy()
    const values = { users: user014, project: metro }
    expect(screen.getByText(fill(grantEn.projectWillBeGrantedTo, values))).toBeTruthy()
    await save()
    expect(await screen.findByText(fill(grantEn.savedWithProjectFor, values))).toBeTruthy()
    expect((await byUser(generatedUserId(14))).get(projectIds.metroLine5)).toEqual([htdId(3, 1)])
  })

  it('adding a user to a section keeps the projects another admin granted them meanwhile', async () => {
    await openPage(`?project=${projectIds.metroLine5}&htd=${htdId(3, 1)}`)
    await screen.findByText(user001, {}, { timeout: 10_000 })
    // The page learns user006's projects ([城北]) as they are added…
    await pickUser('user006', grantEn.addUsersLabel)
    await userEvent.click(screen.getByText(grantEn.addUsers, { selector: 'button span' }))
    expect(await screen.findByText(grantEn.getsProjectToo)).toBeTruthy()
    // …then another admin grants user006 the East Ring expressway and its 一标段.
    const user006 = generatedUserId(6)
    await setUserProjects(user006, [projectIds.chengbeiSewage, projectIds.eastRingExpressway])
    await setUserHtds(user006, projectIds.eastRingExpressway, [htdId(5, 1)])
    await save()
    const values = { users: '杨帆 (user006)', project: metro }
    expect(await screen.findByText(fill(grantEn.savedWithProjectFor, values))).toBeTruthy()
    const projects = await byUser(user006)
    expect(projects.get(projectIds.eastRingExpressway)).toEqual([htdId(5, 1)])
    expect(projects.get(projectIds.metroLine5)).toEqual([htdId(3, 1)])
    expect(projects.get(projectIds.chengbeiSewage)).toEqual([htdId(2, 2)])
  })

  it('says what was saved and what was not when a later call fails, and saving again finishes', async () => {
    await openPage(`?user=${generatedUserId(14)}&project=${projectIds.binjiangAvenue}`)
    await findHtds()
    await userEvent.click(checkbox(/^一标段/))
    addFault({ path: '/api/base/user-htd-permission/by-user/*', method: 'PUT', status: 500, times: 1 }) // prettier-ignore
    await save()
    const values = { user: user014, users: user014, project: binjiang }
    const title = await screen.findByText(grantEn.partialSaveTitle, {}, { timeout: 10_000 })
    const alert = title.closest('[role="alert"]')!
    expect(alert.textContent).toContain(fill(grantEn.partialSaved, { steps: fill(grantEn.stepProjectAccess, values) })) // prettier-ignore
    expect(alert.textContent).toContain(fill(grantEn.partialNotSaved, { steps: fill(grantEn.stepUserHtds, values) })) // prettier-ignore
    // The page reloaded what is saved (the project, no section yet) and kept the section ticked.
    const button = `${binjiang} · ${fill(grantEn.htdCount_other, { count: 0 })}`
    expect(await screen.findByRole('button', { name: button })).toBeTruthy()
    expect(checkbox(/^一标段/).checked).toBe(true)
    expect((await byUser(generatedUserId(14))).get(projectIds.binjiangAvenue)).toEqual([null])

    await save()
    expect(await screen.findByText(crudEn.saved)).toBeTruthy()
    await waitFor(() => expect(screen.queryByText(grantEn.partialSaveTitle)).toBeNull())
    const projects = await byUser(generatedUserId(14))
    expect(projects.get(projectIds.binjiangAvenue)).toEqual([htdId(1, 1)])
    expect(projects.get(projectIds.eastRingExpressway)).toEqual([htdId(5, 1)])
  })

  it('by contract section: a failing second call says the project was granted and the section not', async () => {
    await openPage(`?project=${projectIds.metroLine5}&htd=${htdId(3, 1)}`)
    await screen.findByText(user001, {}, { timeout: 10_000 })
    await pickUser('user014', grantEn.addUsersLabel)
    await userEvent.click(screen.getByText(grantEn.addUsers, { selector: 'button span' }))
    expect(await screen.findByText(grantEn.getsProjectToo)).toBeTruthy()
    addFault({ path: '/api/base/user-htd-permission/by-htd/*', method: 'PUT', status: 500, times: 1 }) // prettier-ignore
    await save()
    const title = await screen.findByText(grantEn.partialSaveTitle, {}, { timeout: 10_000 })
    const alert = title.closest('[role="alert"]')!
    const saved = fill(grantEn.stepProjectAccess, { users: user014, project: metro })
    expect(alert.textContent).toContain(fill(grantEn.partialSaved, { steps: saved }))
    const notSaved = fill(grantEn.stepHtdUsers, { project: metro })
    expect(alert.textContent).toContain(fill(grantEn.partialNotSaved, { steps: notSaved }))
    // Reloaded: user014 now holds the project, so the note goes; they are still to be added.
    await waitFor(() => expect(screen.queryByText(grantEn.getsProjectToo)).toBeNull())
    expect(screen.getByText(grantEn.new)).toBeTruthy()
    expect((await byUser(generatedUserId(14))).get(projectIds.metroLine5)).toEqual([null])

    await save()
    expect(await screen.findByText(crudEn.saved)).toBeTruthy()
    expect((await byUser(generatedUserId(14))).get(projectIds.metroLine5)).toEqual([htdId(3, 1)])
  })

  it('asks before a switch of project loses unsaved changes', async () => {
    const { router } = await openPage(
      `?user=${generatedUserId(1)}&project=${projectIds.metroLine5}`,
    )
    await findHtds()
    await userEvent.click(checkbox(/^四标段/))
    await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${'东环高速公路改扩建工程'}`) })) // prettier-ignore
    const question = await dialog('confirm')
    await userEvent.click(question.getByRole('button', { name: crudEn.discard }))
    await waitFor(
      () =>
      expect(new URLSearchParams(router.state.location.search).get('project')).toBe(projectIds.eastRingExpressway), // prettier-ignore
    )
  })

  it('is read-only without Project.UserHtdPermissions.Assign', async () => {
    revokeFromAdmin('Project.UserHtdPermissions.Assign')
    await openPage(`?user=${generatedUserId(1)}&project=${projectIds.metroLine5}`)
    await findHtds()
    expect(screen.getByText(grantEn.readOnly)).toBeTruthy()
    expect(checkbox(/^一标段/).disabled).toBe(true)
    expect(checkbox(access(metro)).disabled).toBe(true)
    expect(saveButton()).toBeNull()
  })
})
