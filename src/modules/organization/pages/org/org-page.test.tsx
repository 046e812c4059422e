import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getDatabase } from '@mock/core/db/database'
import { organizationId } from '@mock/core/db/seed-ids'
import crudEn from '@/i18n/locales/en/crud.json'
import orgEn from '@/modules/organization/locales/en/org.json'
import routeEn from '@/i18n/locales/en/route.json'
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
  await import('@/modules/organization/pages/org/org-page')
}, 60_000)
afterEach(resetSession)

const path = '/organization/org'
const binjiang = '滨江城市建设投资集团有限公司'
const jiangnan = '江南路桥工程有限公司'
const huatong = '华通工程监理咨询有限公司'

async function openOrganizations(search = '') {
  const app = await signedInWithTabs('admin', path + search, false)
  await findPageHeading(routeEn.org)
  return app
}

/** Role queries over the whole shell are slow in jsdom: rows are found by their name cell. */
const nameCell = (name: string) =>
  screen.queryAllByText(name, { selector: 'tbody td' }).at(0) ?? null
const findRow = async (name: string) =>
  (await screen.findAllByText(name, { selector: 'tbody td' }, { timeout: 10_000 }))[0].closest(
    'tr',
  )!
const rowCount = () => document.querySelectorAll('tbody tr.ant-table-row').length
const rowButton = async (name: string, label: string) =>
  within(await findRow(name)).getByRole('button', { name: `${label} ${name}` })
const expand = async (name: string) =>
  userEvent.click(within(await findRow(name)).getByRole('button', { name: /^Expand row/ }))
const createButton = () => screen.queryByText(orgEn.createRoot, { selector: 'button span' })
/** Picks `name` in the open dialog's parent picker, by searching it. */
async function pickParent(form: ReturnType<typeof within>, name: string) {
  // No pause between keystrokes: the picker filters its whole tree on each one, slow in jsdom.
  const user = userEvent.setup({ delay: null })
  await user.type(form.getByLabelText(orgEn.parent), name)
  const option = await waitFor(
    () => {
      const titles = document.querySelectorAll('.ant-select-tree-title')
      const found = [...titles].find((title) => title.textContent === name)
      if (!found) throw new Error(`no option ${name}`)
      return found
    },
    { timeout: 10_000 },
  )
  await user.click(option)
}
const childrenRequests = () =>
  getRequestLog().filter((entry) => entry.path === '/api/base/organization/children')

describe('Organisations page', { timeout: 120_000 }, () => {
  it('lists the roots by sort order and loads a level when a row is expanded', async () => {
    await openOrganizations()
    await findRow(binjiang)
    expect(rowCount()).toBe(8)
    const names = [...document.querySelectorAll('tbody tr.ant-table-row td:first-child')].map(
      (cell) => cell.textContent,
    )
    expect(names.slice(0, 3)).toEqual([binjiang, '市政工程设计研究院', jiangnan])
    expect(within(await findRow(jiangnan)).getByText('Company')).toBeTruthy()
    expect(nameCell('经营部')).toBeNull()

    clearRequestLog()
    await expand(jiangnan)
    await findRow('经营部')
    expect(nameCell('东环高速一标段项目经理部')).toBeTruthy()
    expect(childrenRequests().map((entry) => entry.query)).toEqual([
      `parentId=${organizationId(10)}`,
    ])
    expect(within(await findRow('经营部')).getByText('Department')).toBeTruthy()
  })

  it('searches every level, shows where each match sits and keeps the search in the URL', async () => {
    const { router } = await openOrganizations()
    await findRow(binjiang)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(crudEn.keyword), '工程部{Enter}')
    await waitFor(() => expect(nameCell(binjiang)).toBeNull())
    expect(rowCount()).toBe(3)
    expect(new URLSearchParams(router.state.location.search).get('filter')).toBe('工程部')
    expect(await screen.findByText(`${jiangnan} / 东环高速一标段项目经理部`)).toBeTruthy()
  })

  it('opens a shared link with its search', async () => {
    await openOrganizations(`?filter=${encodeURIComponent('监理部')}`)
    await findRow('东环高速监理部')
    expect(rowCount()).toBe(2)
    expect(screen.getByLabelText<HTMLInputElement>(crudEn.keyword).value).toBe('监理部')
    expect(screen.getAllByText(huatong)).not.toHaveLength(0)
  })

  it('creates a child: a duplicate sibling name goes on the name field, then it saves', async () => {
    await openOrganizations()
    const user = userEvent.setup()
    await user.click(await rowButton(jiangnan, orgEn.addChild))
    const form = await dialog()
    expect(form.getByText(orgEn.createChildTitle.replace('{{parent}}', jiangnan))).toBeTruthy()
    expect(await form.findAllByText(jiangnan)).not.toHaveLength(0) // the parent, preset
    await user.type(form.getByLabelText(orgEn.name), '经营部{Enter}')
    const duplicate = "An organization named '经营部' already exists under the same parent."
    expect(await form.findAllByText(duplicate)).not.toHaveLength(0)
    expect(isFormOpen()).toBe(true)

    await user.clear(form.getByLabelText(orgEn.name))
    await user.type(form.getByLabelText(orgEn.name), '投资部{Enter}')
    await waitFor(() => expect(isFormOpen()).toBe(false))
    // The parent's branch opens on the new child.
    await findRow('投资部')
    expect(nameCell('经营部')).toBeTruthy()
  })

  it('edits an organisation and turns another off with its switch', async () => {
    await openOrganizations()
    const user = userEvent.setup()
    await user.click(await rowButton(huatong, crudEn.edit))
    const form = await dialog()
    await waitFor(() =>
      expect(form.getByLabelText<HTMLInputElement>(orgEn.name).value).toBe(huatong),
    )
    expect(form.getByText(orgEn.orgTypeFixed)).toBeTruthy()
    await user.clear(form.getByLabelText(orgEn.fullName))
    await user.type(form.getByLabelText(orgEn.fullName), '华通工程监理咨询有限公司（总部）{Enter}')
    await waitFor(() => expect(isFormOpen()).toBe(false))
    await findRow('华通工程监理咨询有限公司（总部）')

    const toggle = within(await findRow(binjiang)).getByRole('switch')
    await user.click(toggle)
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'))
    expect(getDatabase().organizations.find((o) => o.id === organizationId(1))?.enabled).toBe(false)
  })

  it('moves an organisation under another parent', async () => {
    await openOrganizations()
    const user = userEvent.setup()
    await expand(jiangnan)
    await user.click(await rowButton('经营部', orgEn.move))
    const form = await dialog()
    await pickParent(form, huatong)
    await user.click(form.getByRole('button', { name: crudEn.save }))
    await waitFor(() => expect(isFormOpen()).toBe(false))
    // Both levels reload: it left 江南路桥 and shows under 华通, whose branch opens.
    await findRow('总工办')
    const moved = getDatabase().organizations.find((o) => o.id === organizationId(17))
    expect(moved?.parentId).toBe(organizationId(18))
    await waitFor(() => {
      const rows = [...document.querySelectorAll('tbody tr.ant-table-row')]
      const names = rows.map((row) => row.querySelector('td')?.textContent)
      expect(names.indexOf('经营部')).toBeGreaterThan(names.indexOf(huatong))
    })
  })

  it('shows the server’s refusal of a move under the node’s own descendant', async () => {
    await openOrganizations()
    const user = userEvent.setup()
    await user.click(await rowButton(huatong, orgEn.move))
    const form = await dialog()
    // The picker offers only other branches; meanwhile someone moves 经营部 under 华通.
    await pickParent(form, '经营部')
    getDatabase().organizations.find((o) => o.id === organizationId(17))!.parentId =
      organizationId(18)
    await user.click(form.getByRole('button', { name: crudEn.save }))
    const cycle = 'An organization cannot be moved under itself or one of its descendants.'
    expect(await form.findAllByText(cycle)).not.toHaveLength(0)
    expect(isFormOpen()).toBe(true)
  })

  it('deletes after a confirmation naming the organisation, and shows a refusal', async () => {
    await openOrganizations()
    const user = userEvent.setup()
    await expand('市政工程设计研究院')
    await user.click(await rowButton('勘察所', crudEn.delete))
    const confirm = await dialog('confirm')
    expect(confirm.getAllByText(crudEn.deleteTitle.replace('{{name}}', '勘察所'))).not.toHaveLength(0) // prettier-ignore
    await user.click(confirm.getByRole('button', { name: crudEn.delete }))
    await waitFor(() => expect(nameCell('勘察所')).toBeNull())

    await user.click(await rowButton(jiangnan, crudEn.delete))
    await user.click((await dialog('confirm')).getByRole('button', { name: crudEn.delete }))
    const refusal = `Organization '${jiangnan}' has child organizations and cannot be deleted.`
    expect(await screen.findByText(refusal)).toBeTruthy()
    expect(nameCell(jiangnan)).toBeTruthy()
  })

  it('hides the create buttons without Organization.Organize.Create', async () => {
    const admin = getDatabase().roles.find((r) => r.name === 'admin' && r.tenantId === null)!
    admin.permissions = admin.permissions.filter((name) => name !== 'Organization.Organize.Create')
    await openOrganizations()
    const row = within(await findRow(binjiang))
    expect(createButton()).toBeNull()
    expect(row.queryByRole('button', { name: `${orgEn.addChild} ${binjiang}` })).toBeNull()
    expect(row.getByRole('button', { name: `${crudEn.edit} ${binjiang}` })).toBeTruthy()
  })
})
