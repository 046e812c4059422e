import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { generatedUserId, htdId, projectIds } from '@mock/core/db/seed-ids'
import crudEn from '@/i18n/locales/en/crud.json'
import grantEn from '@/modules/project/locales/en/project-grant.json'
import routeEn from '@/i18n/locales/en/route.json'
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
