import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getDatabase } from '@mock/core/db/database'
import { projectIds } from '@mock/core/db/seed-ids'
import { folderSeedId } from '@mock/modules/app-manage/seed-app-ids'
import crudEn from '@/i18n/locales/en/crud.json'
import routeEn from '@/i18n/locales/en/route.json'
import appManageEn from '@/modules/app-manage/locales/en/app-manage.json'
import folderEn from '@/modules/app-manage/locales/en/project-folder.json'
import pageProjectEn from '@/modules/project/locales/en/page-project.json'
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
  await import('@/modules/app-manage/pages/project-folder/project-folder-page')
}, 60_000)
afterEach(resetSession)

const path = '/app/project-folder'

async function openFolders(search = '', firstFolder = '工程管理') {
  const app = await signedInWithTabs('admin', path + search, false)
  await findPageHeading(routeEn.projectFolder)
  await findRow(firstFolder)
  return app
}

/** Role queries over the whole shell are slow in jsdom: rows are found by their name. */
const nameCell = (name: string) =>
  screen.queryAllByText(name, { selector: 'tbody td span' }).at(0) ?? null
const findRow = async (name: string) =>
  (await screen.findAllByText(name, { selector: 'tbody td span' }, { timeout: 10_000 }))[0].closest('tr')! // prettier-ignore
const rowOf = (name: string) => nameCell(name)!.closest('tr')!
/** The folders as shown, top to bottom, each with its level and app count. */
const shownTree = () =>
  [...document.querySelectorAll('tbody tr.ant-table-row')].map((tr) => [
    tr.children[0].textContent,
    tr.className.match(/ant-table-row-level-(\d)/)?.[1],
    tr.children[1].textContent,
  ])
const rowButton = (name: string, label: string) =>
  within(rowOf(name)).queryByRole('button', { name: `${label} ${name}` })
const buttonText = (text: string) => screen.queryByText(text, { selector: 'button span' })
const params = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search)
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name])
/** The tree select's option of a folder (its node, to read whether it is disabled). */
const treeOption = (name: string) =>
  [...document.querySelectorAll('.ant-select-tree-treenode')].find(
    (node) => node.querySelector('.ant-select-tree-title')?.textContent === name,
  )

/** Opens an antd select and picks the option with this text. */
async function choose(select: HTMLElement, option: string) {
  await userEvent.click(select)
  await userEvent.click(
    await screen.findByText(option, { selector: '.ant-select-item-option-content' }),
  )
}

describe('Project app folders page', { timeout: 120_000 }, () => {
  it('shows the switcher’s project’s folder tree with icons and app counts; another project from the picker', async () => {
    const { router } = await openFolders()
    expect(screen.getByTitle('城北污水处理厂扩建工程 (CBWS-2023)')).toBeTruthy()
    expect(screen.getByText(pageProjectEn.followingSwitcher)).toBeTruthy()
    expect(shownTree()).toEqual([
      ['工程管理', '0', '1'],
      ['计量', '1', '1'],
      ['质量安全', '0', '3'],
      ['综合办公', '0', '3'],
    ])
    expect(rowOf('质量安全').querySelector('td [aria-hidden="true"]')).toBeTruthy() // its icon

    // Project 5 starts with the same seeded folders, and no placements.
    await choose(screen.getByLabelText(appManageEn.project), '东环高速公路改扩建工程 (DHGS-2023)')
    await waitFor(() => expect(rowOf('质量安全').children[1].textContent).toBe('0'))
    expect(params(router).get('project')).toBe(projectIds.eastRingExpressway)
  })

  it('says so when a project has no folders', async () => {
    for (const folder of getDatabase().projectAppFolders) {
      if (folder.projectId === projectIds.eastRingExpressway) folder.isDeleted = true
    }
    await signedInWithTabs('admin', `${path}?project=${projectIds.eastRingExpressway}`, false)
    expect(await screen.findByText(folderEn.empty, {}, { timeout: 10_000 })).toBeTruthy()
    expect(buttonText(folderEn.createRoot)).toBeTruthy()
  })

  it('creates a root (a duplicate name on its field first) and a sub-folder, but none below level 3', async () => {
    await openFolders()
    const user = userEvent.setup()
    await user.click(buttonText(folderEn.createRoot)!)
    let form = await dialog()
    await user.type(form.getByLabelText(folderEn.name), '质量安全{Enter}')
    expect(await form.findAllByText("A folder named '质量安全' already exists here.")).not.toHaveLength(0) // prettier-ignore
    expect(isFormOpen()).toBe(true)
    await user.clear(form.getByLabelText(folderEn.name))
    await user.type(form.getByLabelText(folderEn.name), '视频监控{Enter}')
    await waitFor(() => expect(isFormOpen()).toBe(false))
    await findRow('视频监控')

    await user.click(rowButton('计量', folderEn.addChild)!)
    form = await dialog()
    expect(form.getByText(fill(folderEn.createChildTitle, { parent: '计量' }))).toBeTruthy()
    await user.type(form.getByLabelText(folderEn.name), '月度计量{Enter}')
    await waitFor(() => expect(isFormOpen()).toBe(false))
    await findRow('月度计量')
    expect(rowOf('月度计量').className).toContain('ant-table-row-level-2')
    // A level-3 folder takes no sub-folder (Base:FolderMaxDepth).
    expect(rowButton('月度计量', folderEn.addChild)).toBeNull()
    expect(rowButton('月度计量', crudEn.edit)).toBeTruthy()
  })

  it('edits a folder’s name, icon and sort', async () => {
    await openFolders()
    const user = userEvent.setup()
    await user.click(rowButton('综合办公', crudEn.edit)!)
    const form = await dialog()
    await waitFor(() =>
      expect(form.getByLabelText<HTMLInputElement>(folderEn.name).value).toBe('综合办公'),
    )
    await user.clear(form.getByLabelText(folderEn.name))
    await user.type(form.getByLabelText(folderEn.name), '综合办公室')
    await user.clear(form.getByLabelText(folderEn.sort))
    await user.type(form.getByLabelText(folderEn.sort), '0{Enter}')
    await waitFor(() => expect(isFormOpen()).toBe(false))
    await findRow('综合办公室')
    // Sort 0 puts it first.
    expect(shownTree()[0][0]).toBe('综合办公室')
    const saved = getDatabase().projectAppFolders.find((f) => f.id === folderSeedId(2, 4))!
    expect(saved).toMatchObject({ name: '综合办公室', sort: 0, icon: 'office' })
  })

  it('moves a folder with “Move to…”: itself, its sub-folders and too-deep parents cannot be picked; the server’s refusal shows', async () => {
    await openFolders()
    const user = userEvent.setup({ delay: null })
    await user.click(rowButton('工程管理', folderEn.move)!)
    let form = await dialog()
    expect(form.getByText(fill(folderEn.moveTitle, { name: '工程管理' }))).toBeTruthy()
    await user.click(form.getByLabelText(folderEn.parent))
    await waitFor(() => expect(treeOption('计量')).toBeTruthy())
    const isDisabled = (name: string) =>
      treeOption(name)!.className.includes('ant-select-tree-treenode-disabled')
    expect(isDisabled('工程管理')).toBe(true) // itself
    expect(isDisabled('计量')).toBe(true) // its sub-folder
    expect(isDisabled('质量安全')).toBe(false)
    await user.click(treeOption('质量安全')!.querySelector('.ant-select-tree-title')!)
    await user.click(form.getByRole('button', { name: new RegExp(`${crudEn.save}$`) }))
    await waitFor(() => expect(isFormOpen()).toBe(false))
    await waitFor(() => expect(rowOf('工程管理').className).toContain('ant-table-row-level-1'))
    expect(rowOf('计量').className).toContain('ant-table-row-level-2')

    // Meanwhile someone renames 计量 like the folder moved next: the server refuses, on the field.
    getDatabase().projectAppFolders.find((f) => f.id === folderSeedId(2, 2))!.name = '综合办公'
    await user.click(rowButton('综合办公', folderEn.move)!)
    form = await dialog()
    await user.click(form.getByLabelText(folderEn.parent))
    await waitFor(() => expect(treeOption('工程管理')).toBeTruthy())
    expect(isDisabled('计量')).toBe(true) // level 3: its child would be level 4
    await user.click(treeOption('工程管理')!.querySelector('.ant-select-tree-title')!)
    await user.click(form.getByRole('button', { name: new RegExp(`${crudEn.save}$`) }))
    expect(await form.findAllByText("A folder named '综合办公' already exists here.")).not.toHaveLength(0) // prettier-ignore
    expect(isFormOpen()).toBe(true)
  })

  it('moves a folder dragged onto another; a target “Move to…” disables takes no drop', async () => {
    await openFolders()
    const drag = (name: string, onto: string) => {
      fireEvent.dragStart(rowOf(name), { dataTransfer: { effectAllowed: '' } })
      const accepted = !fireEvent.dragOver(rowOf(onto)) // a handled dragover is cancelled
      fireEvent.drop(rowOf(onto))
      fireEvent.dragEnd(rowOf(name))
      return accepted
    }
    expect(drag('工程管理', '计量')).toBe(false) // its own sub-folder
    expect(drag('综合办公', '工程管理')).toBe(true)
    await waitFor(() => expect(rowOf('综合办公').className).toContain('ant-table-row-level-1'))
    const moved = getDatabase().projectAppFolders.find((f) => f.id === folderSeedId(2, 4))!
    expect(moved.parentId).toBe(folderSeedId(2, 1))
    expect(getDatabase().projectAppFolders.find((f) => f.id === folderSeedId(2, 1))!.parentId).toBeNull() // prettier-ignore
  })

  it('refuses to delete a folder that holds apps with the server’s message; deletes an empty one after a question naming it', async () => {
    await openFolders()
    const user = userEvent.setup()
    await user.click(rowButton('质量安全', crudEn.delete)!)
    let confirm = await dialog('confirm')
    expect(confirm.getAllByText(fill(crudEn.deleteTitle, { name: '质量安全' }))).not.toHaveLength(0) // prettier-ignore
    await user.click(confirm.getByRole('button', { name: crudEn.delete }))
    expect(
      await screen.findByText(
        "Folder '质量安全' contains sub-folders or apps and cannot be deleted.",
      ),
    ).toBeTruthy()
    expect(nameCell('质量安全')).toBeTruthy()

    for (const placement of getDatabase().projectApps) {
      if (placement.folderId === folderSeedId(2, 2)) placement.isDeleted = true
    }
    await user.click(rowButton('计量', crudEn.delete)!)
    confirm = await dialog('confirm')
    await user.click(confirm.getByRole('button', { name: crudEn.delete }))
    await waitFor(() => expect(nameCell('计量')).toBeNull())
    // The parent has no sub-folder left: it opens no more.
    expect(within(rowOf('工程管理')).queryByRole('button', { name: /^Collapse row/ })).toBeNull()
  })

  it('asks for the server’s changes on a stale save, keeping what the user typed', async () => {
    await openFolders()
    const user = userEvent.setup()
    await user.click(rowButton('质量安全', crudEn.edit)!)
    const form = await dialog()
    await waitFor(() =>
      expect(form.getByLabelText<HTMLInputElement>(folderEn.name).value).toBe('质量安全'),
    )
    Object.assign(
      getDatabase().projectAppFolders.find((f) => f.id === folderSeedId(2, 3))!,
      {
        name: '安全质量',
        concurrencyStamp: 'theirs',
      },
    )
    await user.clear(form.getByLabelText(folderEn.name))
    await user.type(form.getByLabelText(folderEn.name), '质量与安全{Enter}')
    const notice = await form.findByRole('alert', {}, { timeout: 10_000 })
    await within(notice).findByText(crudEn.staleChanged)
    expect(within(notice).getByText('安全质量')).toBeTruthy()
    expect(form.getByLabelText<HTMLInputElement>(folderEn.name).value).toBe('质量与安全')
  })

  it.each([
    ['AppManage.ProjectAppFolder.Create', [folderEn.addChild], [crudEn.edit, folderEn.move, crudEn.delete]], // prettier-ignore
    ['AppManage.ProjectAppFolder.Update', [crudEn.edit, folderEn.move], [folderEn.addChild, crudEn.delete]], // prettier-ignore
    ['AppManage.ProjectAppFolder.Delete', [crudEn.delete], [folderEn.addChild, crudEn.edit, folderEn.move]], // prettier-ignore
  ])('without %s its buttons are absent', async (permission, absent, present) => {
    revokeFromAdmin(permission)
    await openFolders()
    for (const label of absent) expect(rowButton('质量安全', label)).toBeNull()
    for (const label of present) expect(rowButton('质量安全', label)).toBeTruthy()
    expect(buttonText(folderEn.createRoot) === null).toBe(permission.endsWith('.Create'))
  })
})
