import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getDatabase } from '@mock/core/db/database'
import crudEn from '@/i18n/locales/en/crud.json'
import routeEn from '@/i18n/locales/en/route.json'
import appListEn from '@/modules/app-manage/locales/en/app-list.json'
import { clearRequestLog, getRequestLog } from '@tests/setup/msw-server'
import { resetSession } from '@tests/support/render-app'
import {
  findPageHeading,
  preloadShell,
  signedInWithTabs,
} from '@tests/integration/tabs-journey-support'
import { dialog, isFormOpen } from '@tests/integration/crud-dialogs'

beforeAll(async () => {
  await preloadShell()
  await import('@/modules/app-manage/pages/app-list/app-list-page')
}, 60_000)
afterEach(() => {
  resetSession()
  vi.restoreAllMocks()
})

async function openApps(search = '', firstCell = '质量管理') {
  const app = await signedInWithTabs('admin', `/app/index${search}`, false)
  await findPageHeading(routeEn.appList)
  await findCell(firstCell)
  return app
}

/** Role queries over the whole shell are slow in jsdom: cells are found by text. */
const cell = (text: string) => screen.queryByText(text, { selector: 'td' })
const findCell = (text: string) => screen.findByText(text, { selector: 'td' }, { timeout: 10_000 })
const rowOf = (text: string) => cell(text)!.closest('tr')!
const createButton = () => screen.queryByText(crudEn.create, { selector: 'button span' })
const params = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search)
const appRequests = (method: string) =>
  getRequestLog().filter((e) => e.path === '/api/base/app' && e.method === method)
const saveButton = (form: ReturnType<typeof within>) =>
  form.getByRole('button', { name: new RegExp(`${crudEn.save}$`) })
const rowButton = (name: string, label: string) =>
  within(rowOf(name)).queryByRole('button', { name: `${label} ${name}` })

/** Drops permission names of the host admin role (the signed-in admin's grants). */
function revoke(...names: string[]) {
  const admin = getDatabase().roles.find((r) => r.name === 'admin' && r.tenantId === null)!
  admin.permissions = admin.permissions.filter((name) => !names.includes(name))
}

describe('App list page', { timeout: 60_000 }, () => {
  it('lists the apps by sort with their icon, type, client and placements, and pages', async () => {
    const { router } = await openApps()
    const quality = within(rowOf('质量管理'))
    expect(quality.getByText('quality')).toBeTruthy()
    expect(quality.getByText('Quality_App')).toBeTruthy()
    expect(quality.getByText(appListEn.types['1'])).toBeTruthy()
    expect(quality.getByText('4')).toBeTruthy() // placed in 4 projects
    expect(within(rowOf('智慧工地')).getByText(appListEn.types['2'])).toBeTruthy()
    await userEvent.click(document.querySelector('li.ant-pagination-item-2')!)
    await findCell('旧版OA')
    expect(cell('质量管理')).toBeNull()
    expect(within(rowOf('旧版OA')).getByText(appListEn.off)).toBeTruthy()
    expect(params(router).get('page')).toBe('2')
  })

  it('searches by name, code or URL, type and status, kept in the URL', async () => {
    const { router } = await openApps()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(crudEn.keyword), 'example.com/safety{Enter}')
    await waitFor(() => expect(cell('质量管理')).toBeNull())
    expect(cell('安全管理')).toBeTruthy()
    expect(params(router).get('filter')).toBe('example.com/safety')

    await openApps('?type=2', '智慧工地')
    expect(cell('移动巡检')).toBeTruthy()
    expect(cell('质量管理')).toBeNull()
    expect(appRequests('GET').at(-1)?.query).toContain('type=2')
  })

  it('refuses a bad URL and icon on the client, then puts a duplicate code on its field', async () => {
    await openApps()
    const user = userEvent.setup()
    await user.click(createButton()!)
    const form = await dialog()
    await user.type(form.getByLabelText(appListEn.name), '质量管理二期')
    await user.type(form.getByLabelText(appListEn.code), 'quality')
    await user.type(form.getByLabelText(appListEn.url), 'javascript:alert(1)')
    await user.type(form.getByLabelText(appListEn.icon), 'data:image/png;base64,AA')
    clearRequestLog()
    await user.click(saveButton(form))
    expect(await form.findByText(appListEn.urlRule)).toBeTruthy()
    expect(form.getByText(appListEn.iconRule)).toBeTruthy()
    expect(appRequests('POST')).toHaveLength(0)

    await user.clear(form.getByLabelText(appListEn.url))
    await user.type(form.getByLabelText(appListEn.url), 'https://apps.example.com/quality2')
    await user.clear(form.getByLabelText(appListEn.icon))
    await user.type(form.getByLabelText(appListEn.icon), 'https://cdn.example.com/q.png')
    await user.click(saveButton(form))
    expect(await form.findAllByText("App code 'quality' already exists.")).not.toHaveLength(0)
    expect(isFormOpen()).toBe(true)

    await user.clear(form.getByLabelText(appListEn.code))
    await user.type(form.getByLabelText(appListEn.code), 'quality2')
    await user.click(saveButton(form))
    await waitFor(() => expect(isFormOpen()).toBe(false))
    const saved = getDatabase().apps.find((a) => a.code === 'quality2')
    expect(saved).toMatchObject({ icon: 'https://cdn.example.com/q.png', clientId: null })
  })

  it('edits an app, picking its client from Client management', async () => {
    await openApps()
    const user = userEvent.setup()
    await user.click(rowButton('视频监控', crudEn.edit)!)
    const form = await dialog()
    await waitFor(() =>
      expect(form.getByLabelText<HTMLInputElement>(appListEn.code).value).toBe('video'),
    )
    await user.click(form.getByLabelText(appListEn.clientId))
    await user.click(
      await screen.findByText(/^Quality_App/, { selector: '.ant-select-item-option-content' }),
    )
    await user.click(saveButton(form))
    await waitFor(() => expect(within(rowOf('视频监控')).queryByText('Quality_App')).toBeTruthy())
  })

  it('types the client without ClientManage.Client', async () => {
    revoke('ClientManage.Client')
    await openApps()
    const user = userEvent.setup()
    await user.click(rowButton('视频监控', crudEn.edit)!)
    const form = await dialog()
    await user.type(form.getByLabelText(appListEn.clientId), 'Video_App')
    await user.click(saveButton(form))
    await waitFor(() => expect(within(rowOf('视频监控')).queryByText('Video_App')).toBeTruthy())
  })

  it('disables and enables an app from its row', async () => {
    await openApps()
    const user = userEvent.setup()
    await user.click(rowButton('安全管理', appListEn.disable)!)
    await waitFor(() => expect(within(rowOf('安全管理')).queryByText(appListEn.off)).toBeTruthy())
    await user.click(rowButton('安全管理', appListEn.enable)!)
    await waitFor(() => expect(within(rowOf('安全管理')).queryByText(appListEn.on)).toBeTruthy())
  })

  it('refuses to delete a placed app with the placement count; deletes one that is not', async () => {
    await openApps()
    const user = userEvent.setup()
    await user.click(rowButton('质量管理', crudEn.delete)!)
    const confirm = await dialog('confirm')
    expect(confirm.getAllByText(crudEn.deleteTitle.replace('{{name}}', '质量管理'))).not.toHaveLength(0) // prettier-ignore
    await user.click(confirm.getByRole('button', { name: crudEn.delete }))
    expect(
      await screen.findByText(
        "App '质量管理' is placed in 4 project(s) and cannot be deleted; disable it instead.",
      ),
    ).toBeTruthy()
    expect(cell('质量管理')).toBeTruthy()

    await user.click(rowButton('材料管理', crudEn.delete)!)
    await user.click((await dialog('confirm')).getByRole('button', { name: crudEn.delete }))
    await waitFor(() => expect(cell('材料管理')).toBeNull())
  })

  it('previews a Web app in a new tab without a project; none for Mobile apps', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    await openApps()
    const quality = getDatabase().apps.find((a) => a.code === 'quality' && a.tenantId === null)!
    await userEvent.click(rowButton('质量管理', appListEn.preview)!)
    expect(open).toHaveBeenCalledWith(`/app/redirect?appId=${quality.id}`, '_blank', 'noopener')
    expect(rowButton('智慧工地', appListEn.preview)).toBeNull()
  })

  it.each([
    ['AppManage.App.Create', () => createButton(), () => rowButton('质量管理', crudEn.edit)],
    ['AppManage.App.Update', () => rowButton('质量管理', crudEn.edit) ?? rowButton('质量管理', appListEn.disable), () => createButton()], // prettier-ignore
    ['AppManage.App.Delete', () => rowButton('质量管理', crudEn.delete), () => rowButton('质量管理', crudEn.edit)], // prettier-ignore
  ])('hides what %s allows, and only that', async (permission, hidden, shown) => {
    revoke(permission)
    await openApps()
    expect(hidden()).toBeNull()
    expect(shown()).toBeTruthy()
    expect(rowButton('质量管理', appListEn.preview)).toBeTruthy()
  })
})
