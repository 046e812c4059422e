import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getDatabase } from '@mock/core/db/database'
import { generatedUserId, organizationIds, positionIds } from '@mock/core/db/seed-ids'
import commonEn from '@/i18n/locales/en/common.json'
import crudEn from '@/i18n/locales/en/crud.json'
import permissionEn from '@/modules/organization/locales/en/permission.json'
import routeEn from '@/i18n/locales/en/route.json'
import userEn from '@/modules/organization/locales/en/user.json'
import { clearRequestLog, getRequestLog, mswServer, seedPassword } from '@tests/setup/msw-server'
import { resetSession } from '@tests/support/render-app'
import {
  findPageHeading,
  preloadShell,
  signedInWithTabs,
} from '@tests/integration/tabs-journey-support'
import { dialog, isFormOpen } from '@tests/integration/crud-dialogs'
import { useAppStore } from '@/stores/app-store'

beforeAll(async () => {
  await preloadShell()
  await import('@/modules/organization/pages/user/user-page')
}, 60_000)
afterEach(resetSession)

const path = '/organization/user'

/**
 * The Users page, by user name: the approval personas (bj-gm, ht-chief, jn-site, …) fill page 1
 * before the generated users, so tests about `user0xx` rows open it searched with `keyword`.
 */
async function openUsers(account = 'admin', keyword?: string) {
  const app = await signedInWithTabs(account, keyword ? `${path}?filter=${keyword}` : path, false)
  await findPageHeading(routeEn.user)
  await findCell(keyword ? `${keyword}1` : 'manager')
  return app
}

/** Role queries over the whole shell are slow in jsdom: cells are found by text. */
const cell = (name: string) => screen.queryByText(name, { selector: 'td' })
const findCell = (name: string) => screen.findByText(name, { selector: 'td' }, { timeout: 10_000 })
const rowOf = (name: string) => cell(name)!.closest('tr')!
/** A row action by its label (role queries take seconds per row here). */
const rowButton = (name: string, action: string) =>
  within(rowOf(name)).getByLabelText<HTMLButtonElement>(`${action} ${name}`)
/** Save (after a failed try its name may still start with the leaving "loading" icon's). */
const saveButton = (form: ReturnType<typeof within>) =>
  form.getByRole('button', { name: new RegExp(`${crudEn.save}$`) })
const createButton = () => screen.queryByText(crudEn.create, { selector: 'button span' })
const treeNode = (title: string) => screen.getByText(title, { selector: '.ant-tree-title' })
/** Clicks a node of the organisation tree and waits until `shown` (by default the same) is selected. */
async function chooseInTree(title: string, shown = title) {
  await userEvent.click(treeNode(title))
  await waitFor(() => expect(treeNode(shown).closest('.ant-tree-node-selected')).toBeTruthy())
}
const listQueries = () =>
  getRequestLog()
    .filter((entry) => entry.path === '/api/base/user' && entry.method === 'GET')
    .map((entry) => new URLSearchParams(entry.query))
const searchForm = () => within(screen.getByRole('search'))
/** Opens an antd select and picks the option with this text. */
async function choose(select: HTMLElement, option: string) {
  await userEvent.click(select)
  await userEvent.click(
    await screen.findByText(
      option,
      { selector: '.ant-select-item-option-content' },
      { timeout: 5000 },
    ),
  )
}
const totalOf = (count: number) => crudEn.total.replace('{{total}}', String(count))
const searchParam = (router: { state: { location: { search: string } } }, name: string) =>
  new URLSearchParams(router.state.location.search).get(name)

/** The JSON bodies the client sends to `method path` while the test runs. */
function captureBodies(method: string, pathname: RegExp) {
  const bodies: Record<string, unknown>[] = []
  mswServer.events.on('request:start', ({ request }) => {
    if (request.method === method && pathname.test(new URL(request.url).pathname)) {
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => bodies.push(body))
    }
  })
  return bodies
}

describe('Users page', { timeout: 60_000 }, () => {
  afterEach(() => mswServer.events.removeAllListeners())

  it('lists users by user name, pages through them and keeps the page in the URL', async () => {
    const { router } = await openUsers()
    expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(10)
    expect(within(rowOf('manager')).getByText('江南路桥工程有限公司')).toBeTruthy()
    expect(within(rowOf('manager')).getByText('项目经理')).toBeTruthy()
    await userEvent.click(document.querySelector('li.ant-pagination-item-2')!)
    await findCell('user007')
    expect(cell('manager')).toBeNull()
    expect(searchParam(router, 'page')).toBe('2')
  })

  it('searches by keyword from page 1', async () => {
    const { router } = await openUsers()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(crudEn.keyword), 'user05{Enter}')
    await waitFor(() => expect(cell('manager')).toBeNull())
    expect(cell('user050')).toBeTruthy()
    expect(cell('user059')).toBeTruthy()
    expect(searchParam(router, 'filter')).toBe('user05')
  })

  it('filters by position and by active or not: in the URL, sent to the API, applied', async () => {
    const { router } = await openUsers()
    const user = userEvent.setup()
    clearRequestLog()
    await choose(searchForm().getByLabelText(userEn.position), '测量员')
    await user.click(screen.getByText(commonEn.search, { selector: 'button span' }))
    await waitFor(() => expect(screen.getByText(totalOf(6))).toBeTruthy(), { timeout: 10_000 })
    expect(searchParam(router, 'positionId')).toBe(positionIds.surveyor)
    expect(listQueries().at(-1)?.get('positionId')).toBe(positionIds.surveyor)
    const rows = [...document.querySelectorAll('tbody tr.ant-table-row')]
    expect(rows).toHaveLength(6)
    for (const row of rows) expect(row.textContent).toContain('测量员')

    await user.click(screen.getByText(commonEn.reset, { selector: 'button span' }))
    await waitFor(() => expect(screen.getByText(totalOf(71))).toBeTruthy(), { timeout: 10_000 })
    expect(searchParam(router, 'positionId')).toBeNull()
    await choose(searchForm().getByLabelText(userEn.status), userEn.inactive)
    await user.click(screen.getByText(commonEn.search, { selector: 'button span' }))
    await waitFor(() => expect(screen.getByText(totalOf(1))).toBeTruthy(), { timeout: 10_000 })
    expect(cell('user060')).toBeTruthy()
    expect(searchParam(router, 'isActive')).toBe('false')
    expect(listQueries().at(-1)?.get('isActive')).toBe('false')
  })

  it('filters by an organisation with its subtree; selecting it again or All clears it', async () => {
    const { router } = await openUsers()
    const user = userEvent.setup()
    clearRequestLog()
    await chooseInTree('江南路桥工程有限公司')
    await waitFor(() => expect(cell('admin')).toBeNull())
    expect(searchParam(router, 'organizationId')).toBe(organizationIds.jiangnan)
    expect(cell('manager')).toBeTruthy() // a direct member
    expect(cell('user004')).toBeTruthy() // 测量队, three levels down
    expect(screen.getByText(crudEn.total.replace('{{total}}', '21'))).toBeTruthy()
    expect(listQueries().at(-1)?.get('includeDescendants')).toBe('true')

    // The keyword and the organisation combine.
    await user.type(screen.getByLabelText(crudEn.keyword), 'user02{Enter}')
    await waitFor(() => expect(cell('manager')).toBeNull())
    expect(searchParam(router, 'organizationId')).toBe(organizationIds.jiangnan)

    await chooseInTree('江南路桥工程有限公司', userEn.allOrganizations) // again: cleared
    expect(searchParam(router, 'organizationId')).toBeNull()
    expect(searchParam(router, 'filter')).toBe('user02')
    await chooseInTree('华通工程监理咨询有限公司')
    expect(searchParam(router, 'organizationId')).toBe(organizationIds.huatong)
    await chooseInTree(userEn.allOrganizations)
    expect(searchParam(router, 'organizationId')).toBeNull()
  })

  it('on a phone, folds the tree into a drawer behind a button: the list comes first', async () => {
    const width = window.innerWidth
    window.innerWidth = 390
    try {
      const { router } = await openUsers()
      // The tree does not stand before the list; a button names it and the current choice.
      expect(screen.queryByRole('region', { name: userEn.organizations })).toBeNull()
      await userEvent.click(
        screen.getByText(`${userEn.organizations}: ${userEn.allOrganizations}`, {
          selector: 'button span',
        }),
      )
      // (Its name is not asked for: rc-util's ids are all "test-id" under test.)
      const drawer = await screen.findByRole('dialog', {}, { timeout: 10_000 })
      expect(
        within(drawer).getByText(userEn.organizations, { selector: '.ant-drawer-title' }),
      ).toBeTruthy()
      expect(within(drawer).getByRole('region', { name: userEn.organizations })).toBeTruthy()
      // Choosing filters the list and closes the drawer; the button names the choice.
      await userEvent.click(within(drawer).getByText('江南路桥工程有限公司'))
      await waitFor(() => expect(cell('admin')).toBeNull())
      expect(searchParam(router, 'organizationId')).toBe(organizationIds.jiangnan)
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      expect(
        screen.getByText(`${userEn.organizations}: 江南路桥工程有限公司`, {
          selector: 'button span',
        }),
      ).toBeTruthy()
    } finally {
      window.innerWidth = width
      act(() => void window.dispatchEvent(new Event('resize')))
      // The phone width closed the sidebar: the next tests of this worker start with it open.
      act(() => useAppStore.getState().openSidebar())
    }
  })

  it('puts a password rule and a duplicate user name on their fields, then creates', async () => {
    await openUsers()
    const user = userEvent.setup()
    const bodies = captureBodies('POST', /^\/api\/base\/user$/)
    await user.click(createButton()!)
    const form = await dialog()
    await user.type(form.getByLabelText(userEn.userName), 'manager')
    await user.type(form.getByLabelText(userEn.email), 'mary@example.com')
    await user.type(form.getByLabelText(userEn.password), 'abc{Enter}')
    expect(
      await form.findByText(/^Passwords must be at least 6 characters\./, {}, { timeout: 10_000 }),
    ).toBeTruthy()

    await user.clear(form.getByLabelText(userEn.password))
    await user.type(form.getByLabelText(userEn.password), '1q2w3E*{Enter}')
    expect(await form.findByText("Username 'manager' is already taken.")).toBeTruthy()
    expect(isFormOpen()).toBe(true)

    await user.clear(form.getByLabelText(userEn.userName))
    await user.type(form.getByLabelText(userEn.userName), 'mary')
    await user.click(saveButton(form))
    await waitFor(() => expect(isFormOpen()).toBe(false), { timeout: 10_000 })
    await findCell('mary')
    expect(within(rowOf('mary')).getByText('member')).toBeTruthy() // the default role
    expect(bodies.at(-1)).toMatchObject({
      userName: 'mary',
      password: '1q2w3E*',
      roleNames: ['member', 'staff'], // the default roles
      organizationIds: [],
      positionIds: [],
      isActive: true,
      lockoutEnabled: true,
    })
  })

  it('starts a new user in the organisation chosen in the tree', async () => {
    await openUsers()
    const user = userEvent.setup()
    await chooseInTree('华通工程监理咨询有限公司')
    await waitFor(() => expect(cell('admin')).toBeNull())
    await user.click(createButton()!)
    const form = await dialog()
    expect(await form.findByText('华通工程监理咨询有限公司')).toBeTruthy()
  })

  it('edits a user; an empty password is not sent and the old one stays', async () => {
    await openUsers('admin', 'user00')
    const user = userEvent.setup()
    const bodies = captureBodies('PUT', /^\/api\/base\/user\//)
    await user.click(rowButton('user001', crudEn.edit))
    const form = await dialog()
    const name = form.getByLabelText<HTMLInputElement>(userEn.name)
    await waitFor(() => expect(name.value).toBe('张伟'), { timeout: 15_000 })
    expect(form.getByText(userEn.passwordKeepHelp)).toBeTruthy()
    await user.clear(name)
    await user.type(name, '张伟民')
    await user.click(saveButton(form))
    await findCell('张伟民')
    expect(bodies).toHaveLength(1)
    expect(bodies[0]).not.toHaveProperty('password')
    expect(bodies[0]).toMatchObject({ userName: 'user001', concurrencyStamp: expect.any(String) })
    const row = getDatabase().users.find((u) => u.id === generatedUserId(1))!
    expect(row.password).toBe(seedPassword)
  })

  it('deletes after a confirmation naming the user; admin cannot be deleted', async () => {
    await openUsers()
    const user = userEvent.setup()
    const adminDelete = rowButton('admin', crudEn.delete)
    expect(adminDelete.disabled).toBe(true)

    await user.type(screen.getByLabelText(crudEn.keyword), 'user00{Enter}')
    await findCell('user002')
    await user.click(rowButton('user002', crudEn.delete))
    const confirm = await dialog('confirm')
    expect(
      confirm.getAllByText(crudEn.deleteTitle.replace('{{name}}', 'user002')),
    ).not.toHaveLength(0)
    await user.click(confirm.getByRole('button', { name: crudEn.delete }))
    await waitFor(() => expect(cell('user002')).toBeNull())
    expect(cell('user001')).toBeTruthy()
  })

  it('shows the server’s refusal to delete yourself', async () => {
    await openUsers('user006', 'user00') // org-admin: AbpIdentity.Users with Create, Update, Delete
    const user = userEvent.setup()
    await user.click(rowButton('user006', crudEn.delete))
    await user.click((await dialog('confirm')).getByRole('button', { name: crudEn.delete }))
    expect(await screen.findByText('You can not delete your own account!')).toBeTruthy()
    expect(cell('user006')).toBeTruthy()
  })

  it('reads the grants again after you changed your own roles', async () => {
    getDatabase().users.find((u) => u.id === generatedUserId(6))!.roleNames = [
      'org-admin',
      'auditor',
    ]
    const { router } = await openUsers('user006', 'user00')
    const user = userEvent.setup()
    await user.click(rowButton('user006', crudEn.edit))
    const form = await dialog()
    const orgAdmin = await form.findByText('org-admin', { selector: '.ant-select-selection-item-content' }) // prettier-ignore
    await user.click(orgAdmin.parentElement!.querySelector('.ant-select-selection-item-remove')!)
    await user.click(saveButton(form))
    await waitFor(() => expect(isFormOpen()).toBe(false), { timeout: 10_000 })
    // Only the audit log is left: the Users page gives way to 401.
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'), { timeout: 10_000 })
  })

  it('opens a user’s permissions: what a role grants is locked and names the role', async () => {
    await signedInWithTabs('admin', `${path}?filter=user004`, false)
    await findCell('user004') // roles auditor and engineer
    const puts = captureBodies('PUT', /^\/api\/permission-management\/permissions$/)
    const user = userEvent.setup()
    await user.click(rowButton('user004', userEn.permissions))
    const modal = await dialog()
    await modal.findByText(permissionEn.title.replace('{{subject}}', 'user004'))
    await user.click(await modal.findByRole('tab', { name: /^Projects/ }, { timeout: 10_000 }))
    const projects = modal.getByRole<HTMLInputElement>('checkbox', { name: 'Projects' })
    expect(projects.checked).toBe(true)
    expect(projects.disabled).toBe(true)
    const hint = document.getElementById(projects.getAttribute('aria-describedby')!)!
    expect(hint.textContent).toBe('Granted by role “engineer”')
    await user.click(modal.getByRole('checkbox', { name: 'Projects › Create' }))
    await user.click(modal.getByRole('button', { name: crudEn.save }))
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0].permissions).toEqual([{ name: 'Project.Project.Create', isGranted: true }])
    await waitFor(() => expect(isFormOpen()).toBe(false))
  })

  it('hides the create button without AbpIdentity.Users.Create', async () => {
    const admin = getDatabase().roles.find((r) => r.name === 'admin' && r.tenantId === null)!
    admin.permissions = admin.permissions.filter((name) => name !== 'AbpIdentity.Users.Create')
    await openUsers()
    expect(createButton()).toBeNull()
    expect(rowButton('manager', crudEn.edit)).toBeTruthy()
  })
})
