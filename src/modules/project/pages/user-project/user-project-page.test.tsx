import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { generatedUserId, projectIds, userIds } from '@mock/core/db/seed-ids'
import { setUserProjects } from '@/modules/project/api/user-project-permission-api'
import crudEn from '@/i18n/locales/en/crud.json'
import grantEn from '@/modules/project/locales/en/project-grant.json'
import projectEn from '@/i18n/locales/en/project.json'
import routeEn from '@/i18n/locales/en/route.json'
import { resetSession } from '@tests/support/render-app'
import { dialog } from '@tests/integration/crud-dialogs'
import { byUser, checkbox, fill, pickUser, revokeFromAdmin, save, saveButton } from '@tests/integration/grant-page-steps' // prettier-ignore
import { preloadShell, signedInWithTabs } from '@tests/integration/tabs-journey-support'

beforeAll(async () => {
  await preloadShell()
  await import('@/modules/project/pages/user-project/user-project-page')
}, 60_000)
afterEach(resetSession)

const path = '/project/user-project'
const metro = '地铁5号线土建工程'
const eastRing = '东环高速公路改扩建工程'
const binjiang = '滨江大道改造工程'

async function openPage(search = '') {
  const app = await signedInWithTabs('admin', `${path}${search}`, false)
  // The first sign-in of a file on a busy machine outlasts findPageHeading's 5 s.
  await screen.findByRole('heading', { level: 3, name: routeEn.userProjectPermissions }, { timeout: 20_000 }) // prettier-ignore
  return app
}

const findChecklist = () => screen.findByLabelText(binjiang, {}, { timeout: 10_000 })

describe('User project permissions page', { timeout: 60_000 }, () => {
  it('picks a user, grants a project and saves: by-user then lists it', async () => {
    const { router } = await openPage()
    expect(screen.getByText(grantEn.pickUserFirst)).toBeTruthy()
    await pickUser('user014')
    await findChecklist()
    expect(new URLSearchParams(router.state.location.search).get('user')).toBe(generatedUserId(14))
    expect(checkbox(eastRing).checked).toBe(true)
    expect(checkbox(binjiang).checked).toBe(false)

    await userEvent.click(checkbox(binjiang))
    expect(screen.getByText(grantEn.toGrant)).toBeTruthy()
    await save()
    expect(await screen.findByText(crudEn.saved)).toBeTruthy()
    const projects = await byUser(generatedUserId(14))
    expect(projects.get(projectIds.binjiangAvenue)).toEqual([null]) // a project-only grant
    expect(projects.has(projectIds.eastRingExpressway)).toBe(true)
    await waitFor(() => expect(screen.queryByText(grantEn.toGrant)).toBeNull())
  })

  it('saves only the projects ticked: one granted meanwhile by another admin stays', async () => {
    await openPage(`?user=${generatedUserId(14)}`)
    await findChecklist()
    await userEvent.click(checkbox(binjiang))
    // Another admin adds user014 to 地铁5号线 while this page shows [东环高速].
    await setUserProjects(generatedUserId(14), [
      projectIds.eastRingExpressway,
      projectIds.metroLine5,
    ])
    await save()
    expect(await screen.findByText(crudEn.saved)).toBeTruthy()
    const projects = await byUser(generatedUserId(14))
    expect([...projects.keys()].sort()).toEqual(
      [projectIds.binjiangAvenue, projectIds.eastRingExpressway, projectIds.metroLine5].sort(),
    )
    await waitFor(() => expect(checkbox(metro).checked).toBe(true))
  })

  it('asks before removing a project with its contract sections, then removes both', async () => {
    await openPage(`?user=${generatedUserId(1)}`)
    await findChecklist()
    await userEvent.click(checkbox(metro))
    const question = await dialog('confirm')
    const values = { user: '张伟 (user001)', project: metro, count: 2 }
    expect(question.getAllByText(fill(grantEn.removeProjectTitle, values))).not.toHaveLength(0)
    expect(question.getByText(fill(grantEn.removeProjectContent_other, values))).toBeTruthy()
    await userEvent.click(question.getByRole('button', { name: grantEn.remove }))
    await waitFor(() => expect(checkbox(metro).checked).toBe(false))
    await save()
    await screen.findByText(crudEn.saved)
    const projects = await byUser(generatedUserId(1))
    expect([...projects.keys()]).toEqual([projectIds.eastRingExpressway])
  })

  it('opens the project view from ?project= with the project’s users', async () => {
    const { router } = await openPage(`?project=${projectIds.metroLine5}`)
    await screen.findByText('张伟 (user001)', {}, { timeout: 10_000 })
    expect(screen.getByRole('tab', { name: grantEn.byProject }).getAttribute('aria-selected')).toBe('true') // prettier-ignore
    expect(screen.getByText(/\(admin\)/)).toBeTruthy()
    // Adding a user, then leaving for another project, asks first.
    await pickUser('user014', grantEn.addUsersLabel)
    await userEvent.click(screen.getByText(grantEn.addUsers, { selector: 'button span' }))
    expect(await screen.findByText('朱涛 (user014)')).toBeTruthy()
    await userEvent.click(screen.getByRole('tab', { name: grantEn.byUser }))
    const question = await dialog('confirm')
    expect(question.getByText(grantEn.unsavedContent)).toBeTruthy()
    await userEvent.click(question.getByRole('button', { name: crudEn.keepEditing }))
    expect(new URLSearchParams(router.state.location.search).get('view')).toBeNull()
    await save()
    await screen.findByText(crudEn.saved)
    expect((await byUser(generatedUserId(14))).get(projectIds.metroLine5)).toEqual([null])
  })

  it('updates the signed-in user’s project switcher at once when their own grants change', async () => {
    await openPage(`?user=${userIds.admin}`)
    const switcher = (name: string) =>
      screen.findByRole('button', { name: `${projectEn.switcher.label}: ${name}` }, { timeout: 10_000 }) // prettier-ignore
    await switcher('城北污水处理厂扩建工程')
    await findChecklist()
    await userEvent.click(checkbox('城北污水处理厂扩建工程'))
    await userEvent.click((await dialog('confirm')).getByRole('button', { name: grantEn.remove }))
    await save()
    // The current project went: the store falls back to the first one left (spec §4).
    await switcher('滨湖新区综合管廊工程')
  })

  it('is read-only without Project.UserProjectPermissions.Assign', async () => {
    revokeFromAdmin('Project.UserProjectPermissions.Assign')
    await openPage(`?user=${generatedUserId(1)}`)
    await findChecklist()
    expect(screen.getByText(grantEn.readOnly)).toBeTruthy()
    expect(checkbox(metro).checked).toBe(true)
    expect(checkbox(metro).disabled).toBe(true)
    expect(saveButton()).toBeNull()
  })
})
