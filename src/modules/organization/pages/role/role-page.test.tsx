import { afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { getDatabase } from '@mock/core/db/database'
import appEn from '@/i18n/locales/en/app.json'
import crudEn from '@/i18n/locales/en/crud.json'
import permissionEn from '@/modules/organization/locales/en/permission.json'
import roleEn from '@/modules/organization/locales/en/role.json'
import routeEn from '@/i18n/locales/en/route.json'
import { usePermissionStore } from '@/stores/permission-store'
import { clearRequestLog, getRequestLog, mswServer } from '@tests/setup/msw-server'
import { resetSession } from '@tests/support/render-app'
import {
  findPageHeading,
  preloadShell,
  signedInWithTabs,
} from '@tests/integration/tabs-journey-support'
import { dialog } from '@tests/integration/crud-dialogs'

beforeAll(async () => {
  await preloadShell()
  await import('@/modules/organization/pages/role/role-page')
}, 60_000)
afterEach(resetSession)

const path = '/organization/role'
const permissionsPath = '/api/permission-management/permissions'

async function openRoles(username = 'admin') {
  const app = await signedInWithTabs(username, path, false)
  await findPageHeading(routeEn.role)
  await findCell('engineer')
  return app
}

const cell = (name: string) => screen.queryByText(name, { selector: 'td' })
const findCell = (name: string) => screen.findByText(name, { selector: 'td' }, { timeout: 10_000 })
const rowOf = (name: string) => cell(name)!.closest('tr')!
const rowButton = (role: string, action: string) =>
  within(rowOf(role)).getByRole('button', { name: `${action} ${role}` })
const isDialogOpen = () => document.querySelector('.ant-modal:not(.ant-modal-confirm)') !== null
const createButton = () => screen.queryByText(crudEn.create, { selector: 'button span' })
const checkbox = (scope: Awaited<ReturnType<typeof dialog>>, name: string) =>
  scope.getByRole<HTMLInputElement>('checkbox', { name })

/** Extra roles so that the list has a second page (the seed has 7 host roles). */
function seedMoreRoles(count: number) {
  const db = getDatabase()
  const template = db.roles.find((r) => r.name === 'member' && r.tenantId === null)!
  for (let i = 1; i <= count; i++) {
    const id = `3a0b0000-0000-0000-0000-00000000f0${String(i).padStart(2, '0')}`
    db.roles.push({ ...template, id, name: `role-${i}`, isDefault: false, permissions: [] })
  }
}

/** The bodies of the permission PUTs sent from now on, with their query. */
function capturePermissionPuts() {
  const puts: { query: string; body: { permissions: { name: string; isGranted: boolean }[] } }[] =
    []
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    if (request.method !== 'PUT' || url.pathname !== permissionsPath) return
    void request
      .clone()
      .json()
      .then((body) => puts.push({ query: url.search, body }))
  }
  mswServer.events.on('request:start', listener)
  onTestFinished(() => mswServer.events.removeListener('request:start', listener))
  return puts
}

async function openPermissionsOf(role: string) {
  const user = userEvent.setup()
  await user.click(rowButton(role, roleEn.permissions))
  const modal = await dialog()
  await modal.findByText(permissionEn.title.replace('{{subject}}', role))
  await modal.findByRole('tab', { name: /^Organization/ }, { timeout: 10_000 })
  return { user, modal }
}

describe('Roles page', { timeout: 120_000 }, () => {
  it('lists roles with their flags, pages through them and keeps the page in the URL', async () => {
    seedMoreRoles(5)
    const { router } = await openRoles()
    expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(10)
    expect(within(rowOf('member')).getAllByText(crudEn.yes)).toHaveLength(2) // default, public
    await userEvent.click(document.querySelector('li.ant-pagination-item-2')!)
    await findCell('role-5')
    expect(cell('admin')).toBeNull()
    expect(router.state.location.search).toBe('?page=2')
  })

  it('searches by keyword from page 1', async () => {
    const { router } = await openRoles()
    await userEvent.type(screen.getByLabelText(crudEn.keyword), 'admin{Enter}')
    await waitFor(() => expect(cell('engineer')).toBeNull())
    expect(cell('admin')).toBeTruthy()
    expect(cell('org-admin')).toBeTruthy()
    expect(new URLSearchParams(router.state.location.search).get('filter')).toBe('admin')
  })

  it('shows a server validation error on its field, then creates and deletes after confirmation', async () => {
    await openRoles()
    const user = userEvent.setup()
    mswServer.use(
      http.post(
        '*/api/identity/roles',
        () =>
          HttpResponse.json(
            {
              error: {
                code: null,
                message: 'Your request is not valid!',
                details: null,
                data: {},
                validationErrors: [{ message: 'The Name field is invalid.', members: ['name'] }],
              },
            },
            { status: 400 },
          ),
        { once: true },
      ),
    )
    await user.click(createButton()!)
    const form = await dialog()
    await user.type(form.getByLabelText(roleEn.name), 'inspector')
    await user.click(form.getByLabelText(roleEn.isPublic))
    await user.click(form.getByRole('button', { name: crudEn.save }))
    expect(await form.findByText('The Name field is invalid.')).toBeTruthy()
    expect(form.getByLabelText<HTMLInputElement>(roleEn.name).value).toBe('inspector')
    await user.click(form.getByRole('button', { name: crudEn.save }))
    await waitFor(() => expect(isDialogOpen()).toBe(false))
    await findCell('inspector')
    expect(getDatabase().roles.find((r) => r.name === 'inspector')).toMatchObject({
      isPublic: true,
      isDefault: false,
    })

    await user.click(rowButton('inspector', crudEn.delete))
    const confirm = await dialog('confirm')
    expect(
      confirm.getAllByText(crudEn.deleteTitle.replace('{{name}}', 'inspector')),
    ).not.toHaveLength(0)
    await user.click(confirm.getByRole('button', { name: crudEn.delete }))
    await waitFor(() => expect(cell('inspector')).toBeNull())
  })

  it('puts a duplicate role name on the name field', async () => {
    await openRoles()
    const user = userEvent.setup()
    await user.click(createButton()!)
    const form = await dialog()
    await user.type(form.getByLabelText(roleEn.name), 'Manager{Enter}')
    expect(await form.findAllByText("Role name 'Manager' is already taken.")).not.toHaveLength(0)
    expect(isDialogOpen()).toBe(true)
  })

  it('keeps a static role’s name and does not offer to delete it, saying why', async () => {
    await openRoles()
    const user = userEvent.setup()
    const remove = rowButton('admin', crudEn.delete)
    expect(remove).toHaveProperty('disabled', true)
    expect(remove.getAttribute('aria-description')).toBe(roleEn.staticCannotDelete)
    await user.click(rowButton('admin', crudEn.edit))
    const form = await dialog()
    await waitFor(() =>
      expect(form.getByLabelText<HTMLInputElement>(roleEn.name).value).toBe('admin'),
    )
    expect(form.getByLabelText(roleEn.name)).toHaveProperty('disabled', true)
    expect(form.getByText(roleEn.staticCannotRename)).toBeTruthy()
  })

  it('edits a role and the list shows the change', async () => {
    await openRoles()
    const user = userEvent.setup()
    await user.click(rowButton('auditor', crudEn.edit))
    const form = await dialog()
    const name = () => form.getByLabelText<HTMLInputElement>(roleEn.name)
    await waitFor(() => expect(name().value).toBe('auditor'))
    expect(name().disabled).toBe(false)
    await user.type(name(), 's')
    await user.click(form.getByRole('button', { name: crudEn.save }))
    await findCell('auditors')
    expect(cell('auditor')).toBeNull()
  })

  it('hides the create button without AbpIdentity.Roles.Create', async () => {
    const admin = getDatabase().roles.find((r) => r.name === 'admin' && r.tenantId === null)!
    admin.permissions = admin.permissions.filter((name) => name !== 'AbpIdentity.Roles.Create')
    await openRoles()
    expect(createButton()).toBeNull()
    expect(rowButton('engineer', crudEn.edit)).toBeTruthy()
  })
})

describe('Permissions dialog', { timeout: 120_000 }, () => {
  it('checks a parent with its child, shows it partly granted, and saves only the changes in one PUT', async () => {
    await openRoles()
    const puts = capturePermissionPuts()
    const { user, modal } = await openPermissionsOf('engineer')
    await user.click(modal.getByRole('tab', { name: /^Organization/ }))
    const positions = checkbox(modal, 'Positions')
    expect(positions.checked).toBe(false)
    await user.click(checkbox(modal, 'Positions › Create'))
    expect(positions.checked).toBe(true)
    expect(positions.indeterminate).toBe(true)
    await user.click(checkbox(modal, 'Positions › Edit'))
    await user.click(checkbox(modal, 'Positions › Delete'))
    expect(positions.indeterminate).toBe(false)
    // Unchecking the parent unchecks its children; checking one again brings the parent back.
    await user.click(positions)
    expect(checkbox(modal, 'Positions › Edit').checked).toBe(false)
    await user.click(checkbox(modal, 'Positions › Edit'))

    clearRequestLog()
    await user.click(modal.getByRole('button', { name: crudEn.save }))
    await waitFor(() => expect(isDialogOpen()).toBe(false))
    const sent = getRequestLog().filter((e) => e.path === permissionsPath && e.method === 'PUT')
    expect(sent).toHaveLength(1)
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0].query).toBe('?providerName=R&providerKey=engineer')
    expect(puts[0].body.permissions).toEqual([
      { name: 'Organization.Position', isGranted: true },
      { name: 'Organization.Position.Update', isGranted: true },
    ])
    const engineer = getDatabase().roles.find((r) => r.name === 'engineer')!
    expect(engineer.permissions).toContain('Organization.Position.Update')
  })

  it('selects a whole page, grants everything, filters, and sends nothing when nothing changed', async () => {
    await openRoles()
    const puts = capturePermissionPuts()
    const { user, modal } = await openPermissionsOf('auditor')
    await user.click(modal.getByRole('tab', { name: /^Organization/ }))
    await user.click(checkbox(modal, permissionEn.selectAllInPage))
    expect(checkbox(modal, 'Organizations › Delete').checked).toBe(true)
    expect(modal.getByRole('tab', { name: 'Organization (8)' })).toBeTruthy()

    const grantAll = checkbox(modal, permissionEn.grantAll)
    expect(grantAll.indeterminate).toBe(true)
    await user.click(grantAll)
    expect(grantAll.checked).toBe(true)
    await user.click(grantAll)
    expect(grantAll.checked).toBe(false)
    expect(checkbox(modal, 'Organizations').checked).toBe(false)

    const filter = modal.getByLabelText(permissionEn.filter)
    await user.type(filter, 'work areas')
    await waitFor(() => expect(modal.queryByRole('tab', { name: /^Organization/ })).toBeNull())
    expect(modal.getByRole('tab', { name: /^Projects/ })).toBeTruthy()
    expect(checkbox(modal, 'Contract sections › Manage work areas')).toBeTruthy()
    await user.clear(filter)

    // Back to what the role had: a save then sends nothing.
    await user.click(await modal.findByRole('tab', { name: /^Base service/ }))
    await user.click(checkbox(modal, 'Audit logs'))
    await user.click(modal.getByRole('button', { name: crudEn.save }))
    await waitFor(() => expect(isDialogOpen()).toBe(false))
    expect(puts).toHaveLength(0)
    expect(getRequestLog().some((e) => e.path === permissionsPath && e.method === 'PUT')).toBe(false) // prettier-ignore
  })

  it('reads the signed-in user’s permissions again after a role they hold changed', async () => {
    await openRoles()
    const menu = within(screen.getByRole('navigation', { name: appEn.shell.mainMenu }))
    expect(menu.getByRole('link', { name: routeEn.position })).toBeTruthy()
    const { user, modal } = await openPermissionsOf('admin')
    await user.click(modal.getByRole('tab', { name: /^Organization/ }))
    await user.click(checkbox(modal, 'Positions'))
    await user.click(modal.getByRole('button', { name: crudEn.save }))
    await waitFor(() => expect(menu.queryByRole('link', { name: routeEn.position })).toBeNull())
    expect(usePermissionStore.getState().granted).not.toContain('Organization.Position')
    expect(menu.getByRole('link', { name: routeEn.role })).toBeTruthy()
  })
})
