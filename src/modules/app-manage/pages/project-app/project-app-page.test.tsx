import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getDatabase } from '@mock/core/db/database'
import { projectIds } from '@mock/core/db/seed-ids'
import { appIds, folderSeedId } from '@mock/modules/app-manage/seed-app-ids'
import crudEn from '@/i18n/locales/en/crud.json'
import routeEn from '@/i18n/locales/en/route.json'
import appManageEn from '@/modules/app-manage/locales/en/app-manage.json'
import projectAppEn from '@/modules/app-manage/locales/en/project-app.json'
import { getRequestLog } from '@tests/setup/msw-server'
import { resetSession } from '@tests/support/render-app'
import {
  findPageHeading,
  preloadShell,
  signedInWithTabs,
} from '@tests/integration/tabs-journey-support'
import { dialog, isFormOpen } from '@tests/integration/crud-dialogs'
import { revokeFromAdmin } from '@tests/integration/grant-page-steps'

beforeAll(async () => {
  await preloadShell()
  await import('@/modules/app-manage/pages/project-app/project-app-page')
}, 60_000)
afterEach(resetSession)

const path = '/app/project'
// The switcher's project of admin: 城北污水处理厂扩建工程 (seed number 2).
const quality = folderSeedId(2, 3)
const office = folderSeedId(2, 4)

async function openProjectApps(search = '') {
  const app = await signedInWithTabs('admin', path + search, false)
  await findPageHeading(routeEn.projectApp)
  await findCell('进度管理')
  return app
}

/** Role queries over the whole shell are slow in jsdom: cells are found by text. */
const cell = (text: string) =>
  screen.queryAllByText(text, { selector: 'td, td span' }).at(0) ?? null
const findCell = async (text: string) =>
  (await screen.findAllByText(text, { selector: 'td, td span' }, { timeout: 10_000 }))[0]
const rowOf = (text: string) => cell(text)!.closest('tr')!
const rowCount = () => document.querySelectorAll('main tbody tr.ant-table-row').length
const buttonText = (text: string) => screen.queryByText(text, { selector: 'button span' })
const params = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search)
const treeNode = (name: string) =>
  screen.getAllByText(name, { selector: '.ant-tree-node-content-wrapper span' })[0]
const saveButton = (form: ReturnType<typeof within>) =>
  form.getByRole('button', { name: new RegExp(`${crudEn.save}$`) })
const listRequests = () =>
  getRequestLog().filter((e) => e.path === '/api/base/project-app' && e.method === 'GET')

/** Places another seeded app into a folder of project 2, as someone else would. */
function placeMeanwhile(appId: string, folderId: string, sort = 20) {
  const rows = getDatabase().projectApps
  const model = rows.find((row) => row.folderId === folderId)!
  rows.push({ ...model, id: `3a0f6c1e-0000-4000-8000-${appId.slice(-12)}`, appId, sort })
}

/** Opens an antd select and picks the option with this text. */
async function choose(select: HTMLElement, option: string) {
  await userEvent.click(select)
  await userEvent.click(
    await screen.findByText(option, { selector: '.ant-select-item-option-content' }),
  )
}

describe('Project apps page', { timeout: 120_000 }, () => {
  it('lists the project’s placements, a disabled app marked; a folder of the tree lists its own, in the URL', async () => {
    const { router } = await openProjectApps()
    expect(screen.getByTitle('城北污水处理厂扩建工程 (CBWS-2023)')).toBeTruthy()
    expect(rowCount()).toBe(8)
    expect(within(rowOf('旧版OA')).getByText(projectAppEn.disabled)).toBeTruthy()
    expect(within(rowOf('进度管理')).queryByText(projectAppEn.disabled)).toBeNull()
    expect(within(rowOf('智慧工地')).getByText(projectAppEn.types['2'])).toBeTruthy()
    expect(within(rowOf('安全管理')).getByText('质量安全')).toBeTruthy()

    await userEvent.click(treeNode('质量安全'))
    await waitFor(() => expect(cell('进度管理')).toBeNull())
    expect(rowCount()).toBe(3)
    expect(cell('试验检测')).toBeTruthy()
    expect(params(router).get('folderId')).toBe(quality)
    expect(listRequests().at(-1)?.query).toContain(`folderId=${quality}`)

    await userEvent.click(treeNode(projectAppEn.all))
    await findCell('进度管理')
    expect(params(router).get('folderId')).toBeNull()
  })

  it('says so when the address names another project’s folder, and offers all apps', async () => {
    const { router } = await signedInWithTabs('admin', `${path}?folderId=${folderSeedId(1, 3)}`, false) // prettier-ignore
    expect(await screen.findByText(projectAppEn.unknownFolder, {}, { timeout: 10_000 })).toBeTruthy() // prettier-ignore
    await userEvent.click(buttonText(projectAppEn.showAll)!)
    await findCell('进度管理')
    expect(params(router).get('folderId')).toBeNull()
    expect(screen.queryByText(projectAppEn.unknownFolder)).toBeNull()
  })

  it('searches by app name or code with the folder kept; pages on the server', async () => {
    for (const [index, appId] of [appIds.video, appIds.eseal, appIds.materials].entries()) {
      placeMeanwhile(appId, quality, 10 + index)
    }
    const { router } = await openProjectApps()
    expect(rowCount()).toBe(10)
    const user = userEvent.setup()
    await user.click(document.querySelector('li.ant-pagination-item-2')!)
    await waitFor(() => expect(rowCount()).toBe(1))
    expect(params(router).get('page')).toBe('2')

    await userEvent.click(treeNode('质量安全'))
    await waitFor(() => expect(rowCount()).toBe(6))
    await user.type(screen.getByLabelText(crudEn.keyword), 'safety{Enter}')
    await waitFor(() => expect(rowCount()).toBe(1))
    expect(cell('安全管理')).toBeTruthy()
    expect(Object.fromEntries(params(router))).toMatchObject({ filter: 'safety', folderId: quality }) // prettier-ignore
    expect(params(router).get('page')).toBeNull()
  })

  it('adds several apps at once: placed ones marked; a refusal names the app and nothing is added', async () => {
    await openProjectApps()
    const user = userEvent.setup()
    await userEvent.click(treeNode('质量安全'))
    await waitFor(() => expect(rowCount()).toBe(3))
    await user.click(buttonText(projectAppEn.addApps)!)
    const form = await dialog()
    expect(form.getByTitle('质量安全')).toBeTruthy() // the tree's folder, preset
    await user.click(form.getByLabelText(projectAppEn.apps))
    const placed = await screen.findByText(
      projectAppEn.alreadyAdded.replace('{{name}}', '质量管理 (quality)'),
    )
    expect(placed.closest('.ant-select-item-option-disabled')).toBeTruthy()
    expect(screen.queryByText('旧版OA (legacy-oa)')).toBeNull() // disabled apps are not offered
    await choose(form.getByLabelText(projectAppEn.apps), '视频监控 (video)')
    await choose(form.getByLabelText(projectAppEn.apps), '材料管理 (materials)')

    placeMeanwhile(appIds.video, office)
    await user.click(saveButton(form))
    expect(await form.findAllByText("App '视频监控' is already placed in this project.")).not.toHaveLength(0) // prettier-ignore
    expect(isFormOpen()).toBe(true)
    expect(getDatabase().projectApps.some((row) => row.appId === appIds.materials)).toBe(false)

    const tag = document.querySelector('.ant-modal .ant-select-selection-item[title="视频监控 (video)"]')! // prettier-ignore
    await user.click(tag.querySelector('.ant-select-selection-item-remove')!)
    await user.click(saveButton(form))
    await waitFor(() => expect(isFormOpen()).toBe(false))
    await findCell('材料管理')
    expect(rowCount()).toBe(4)
    // The tree's count follows.
    await waitFor(() => expect(treeNode('质量安全').parentElement!.textContent).toBe('质量安全4'))
  })

  it('moves a placement to another folder with a new sort', async () => {
    await openProjectApps()
    const user = userEvent.setup()
    await user.click(within(rowOf('试验检测')).getByRole('button', { name: `${crudEn.edit} 试验检测` })) // prettier-ignore
    const form = await dialog()
    expect(form.getByText(projectAppEn.editTitle.replace('{{name}}', '试验检测'))).toBeTruthy()
    await waitFor(() => expect(form.getByTitle('质量安全')).toBeTruthy())
    await user.click(form.getByLabelText(appManageEn.folder))
    await user.click(await screen.findByText('综合办公', { selector: '.ant-select-tree-title' }))
    await user.clear(form.getByLabelText(projectAppEn.sort))
    await user.type(form.getByLabelText(projectAppEn.sort), '1')
    await user.click(saveButton(form))
    await waitFor(() => expect(isFormOpen()).toBe(false))
    await waitFor(() => expect(within(rowOf('试验检测')).getByText('综合办公')).toBeTruthy())
    const saved = getDatabase().projectApps.find((row) => row.appId === appIds.lab && row.projectId === projectIds.chengbeiSewage) // prettier-ignore
    expect(saved).toMatchObject({ folderId: office, sort: 1 })
  })

  it('removes a selection after a question naming the count', async () => {
    await openProjectApps()
    const user = userEvent.setup()
    await user.click(within(rowOf('档案管理')).getByRole('checkbox'))
    await user.click(within(rowOf('旧版OA')).getByRole('checkbox'))
    await user.click(buttonText(crudEn.deleteSelected)!)
    const many = await dialog('confirm')
    expect(many.getAllByText(crudEn.deleteManyTitle.replace('{{n}}', '2'))).not.toHaveLength(0)
    await user.click(many.getByRole('button', { name: crudEn.delete }))
    await waitFor(() => expect(cell('旧版OA')).toBeNull())
    expect(cell('档案管理')).toBeNull()
    expect(rowCount()).toBe(6)
  })

  it.each([
    ['AppManage.ProjectApp.Create', 'create'],
    ['AppManage.ProjectApp.Update', 'update'],
    ['AppManage.ProjectApp.Delete', 'delete'],
  ])('without %s its buttons are absent', async (permission, kind) => {
    revokeFromAdmin(permission)
    await openProjectApps()
    const row = within(rowOf('安全管理'))
    expect(buttonText(projectAppEn.addApps) === null).toBe(kind === 'create')
    expect(row.queryByRole('button', { name: `${crudEn.edit} 安全管理` }) === null).toBe(kind === 'update') // prettier-ignore
    expect(row.queryByRole('button', { name: `${crudEn.delete} 安全管理` }) === null).toBe(kind === 'delete') // prettier-ignore
    expect(buttonText(crudEn.deleteSelected) === null).toBe(kind === 'delete')
    expect(row.queryByRole('checkbox') === null).toBe(kind === 'delete')
  })
})
