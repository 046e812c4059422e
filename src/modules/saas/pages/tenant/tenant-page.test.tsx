import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { getDatabase } from '@mock/core/db/database'
import { tenantIds } from '@mock/core/db/seed-ids'
import appEn from '@/i18n/locales/en/app.json'
import commonEn from '@/i18n/locales/en/common.json'
import crudEn from '@/i18n/locales/en/crud.json'
import routeEn from '@/i18n/locales/en/route.json'
import tenantEn from '@/modules/saas/locales/en/tenant.json'
import { mswServer } from '@tests/setup/msw-server'
import { resetSession } from '@tests/support/render-app'
import {
  findPageHeading,
  preloadShell,
  signedInWithTabs,
} from '@tests/integration/tabs-journey-support'
import { dialog, isFormOpen } from '@tests/integration/crud-dialogs'

beforeAll(async () => {
  await preloadShell()
  await import('@/modules/saas/pages/tenant/tenant-page')
}, 60_000)
afterEach(resetSession)

const path = '/saas/tenant'

async function openTenants() {
  const app = await signedInWithTabs('admin', path, false)
  await findPageHeading(routeEn.tenant)
  await findCell('demo')
  return app
}

/** Role queries over the whole shell are slow in jsdom: cells are found by text. */
const cell = (name: string) => screen.queryByText(name, { selector: 'td' })
const findCell = (name: string) => screen.findByText(name, { selector: 'td' }, { timeout: 10_000 })
const rowOf = (name: string) => cell(name)!.closest('tr')!
const rowButton = (tenant: string, action: string) =>
  within(rowOf(tenant)).queryByRole('button', { name: `${action} ${tenant}` })
// While its loading icon fades out (never, in jsdom) the button is named "loading Save".
const saveButton = (form: ReturnType<typeof within>) =>
  form.getByRole('button', { name: new RegExp(`${crudEn.save}$`) })
const createButton = () => screen.queryByText(crudEn.create, { selector: 'button span' })
const firstColumn = () =>
  [...document.querySelectorAll('tbody tr.ant-table-row')].map((row) => row.firstChild?.textContent)
const openUserMenu = async (name: string) =>
  userEvent.click(
    await screen.findByRole('button', { name: `${appEn.shell.userMenu}: ${name}` }, { timeout: 10_000 }), // prettier-ignore
  )
/** Pastes a value (one event, not a render per key); `{Enter}` at the end submits. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  const submit = text.endsWith('{Enter}')
  await user.click(input)
  await user.paste(submit ? text.slice(0, -'{Enter}'.length) : text)
  if (submit) await user.keyboard('{Enter}')
}
const invalidEmail = {
  error: {
    code: null,
    message: 'Your request is not valid!',
    details: null,
    data: {},
    validationErrors: [{ message: 'The AdminEmailAddress field is not a valid e-mail address.', members: ['adminEmailAddress'] }], // prettier-ignore
  },
}

describe('Tenants page', { timeout: 90_000 }, () => {
  it('opens from the user menu, searches (kept in the URL) and sorts on the server', async () => {
    const { router } = await signedInWithTabs('admin', '/index', false)
    await openUserMenu('Administrator')
    await userEvent.click(await screen.findByRole('menuitem', { name: new RegExp(appEn.shell.tenants) })) // prettier-ignore
    await findPageHeading(routeEn.tenant)
    await findCell('demo')
    expect(router.state.location.pathname).toBe(path)
    expect(firstColumn()).toEqual(['archived', 'demo'])

    const user = userEvent.setup()
    await fill(user, screen.getByLabelText(crudEn.keyword), 'dem{Enter}')
    await waitFor(() => expect(cell('archived')).toBeNull())
    expect(new URLSearchParams(router.state.location.search).get('filter')).toBe('dem')
    await user.click(screen.getByText(commonEn.reset, { selector: 'button span' }))
    await findCell('archived')

    const sort = () => new URLSearchParams(router.state.location.search).get('sort')
    const header = () => document.querySelector('th.ant-table-column-has-sorters')!
    await user.click(header())
    await waitFor(() => expect(sort()).toBe('name:asc'))
    // The URL changes before the table shows the new order: wait for the header to say so.
    await waitFor(() => expect(header().getAttribute('aria-sort')).toBe('ascending'))
    // While the list loads, the table takes no clicks (antd's spinner covers it).
    await waitFor(() => expect(document.querySelector('.ant-table .ant-spin-spinning')).toBeNull())
    await user.click(header())
    await waitFor(() => expect(sort()).toBe('name:desc'))
    await waitFor(() => expect(firstColumn()).toEqual(['demo', 'archived']))
  })

  it('creates acme after server errors on its fields and says how to sign in to it', async () => {
    await openTenants()
    const user = userEvent.setup()
    mswServer.use(
      http.post('*/api/multi-tenancy/tenants', () => HttpResponse.json(invalidEmail, { status: 400 }), { once: true }), // prettier-ignore
    )
    await user.click(createButton()!)
    const form = await dialog()
    await fill(user, form.getByLabelText(tenantEn.name), 'acme')
    await fill(user, form.getByLabelText(tenantEn.adminEmailAddress), 'admin@acme.com')
    const password = form.getByLabelText<HTMLInputElement>(tenantEn.adminPassword)
    expect(password.type).toBe('password')
    await user.type(password, 'abc{Enter}')
    expect(await form.findByText('The AdminEmailAddress field is not a valid e-mail address.')).toBeTruthy() // prettier-ignore
    expect(form.getByText(tenantEn.strength.label.replace('{{level}}', tenantEn.strength.weak))).toBeTruthy() // prettier-ignore

    // The real server: its password policy lands on the password field.
    await user.click(saveButton(form))
    expect(await form.findByText(/^Passwords must be at least 6 characters\./)).toBeTruthy()
    await user.clear(password)
    await fill(user, password, '1q2w3E*rtyui')
    await user.click(form.getByRole('button', { name: tenantEn.show }))
    expect(password.type).toBe('text')
    await user.click(saveButton(form))
    await waitFor(() => expect(isFormOpen()).toBe(false))
    await findCell('acme')
    expect(screen.getByText(tenantEn.createdHint.replace('{{name}}', 'acme'))).toBeTruthy()
    const acme = getDatabase().tenants.find((t) => t.name === 'acme')!
    const admin = getDatabase().users.find((u) => u.tenantId === acme.id)
    expect(admin).toMatchObject({ userName: 'admin', email: 'admin@acme.com', password: '1q2w3E*rtyui' }) // prettier-ignore
  })

  it('renames a tenant, and deletes one after a confirmation naming it', async () => {
    await openTenants()
    const user = userEvent.setup()
    await user.click(rowButton('archived', crudEn.edit)!)
    const edit = await dialog()
    const name = edit.getByLabelText<HTMLInputElement>(tenantEn.name)
    await waitFor(() => expect(name.value).toBe('archived'))
    expect(edit.queryByLabelText(tenantEn.adminPassword)).toBeNull()
    await user.clear(name)
    await fill(user, name, 'archived-2024')
    await user.click(saveButton(edit))
    await findCell('archived-2024')

    await user.click(rowButton('demo', crudEn.delete)!)
    const confirm = await dialog('confirm')
    expect(confirm.getAllByText(crudEn.deleteTitle.replace('{{name}}', 'demo'))).not.toHaveLength(0) // prettier-ignore
    await user.click(confirm.getByRole('button', { name: crudEn.delete }))
    await waitFor(() => expect(cell('demo')).toBeNull())
    expect(getDatabase().tenants.find((t) => t.id === tenantIds.demo)?.isDeleted).toBe(true)
  })

  it('sets the connection string (masked, revealable, copyable), then goes back to the host database', async () => {
    await openTenants()
    const user = userEvent.setup()
    const demo = getDatabase().tenants.find((t) => t.id === tenantIds.demo)!
    const value = 'Server=db;Database=Demo;Password=s3cret'
    await user.click(rowButton('demo', tenantEn.connectionString)!)
    let form = await dialog()
    expect(form.getByText(tenantEn.usesHostDatabase)).toBeTruthy()
    const input = () => form.getByLabelText<HTMLInputElement>(tenantEn.defaultConnectionString)
    expect(input().type).toBe('password')
    await fill(user, input(), `${value}{Enter}`)
    await waitFor(() => expect(isFormOpen()).toBe(false))
    expect(demo.defaultConnectionString).toBe(value)

    await user.click(rowButton('demo', tenantEn.connectionString)!)
    form = await dialog()
    await waitFor(() => expect(input().value).toBe(value))
    expect(input().type).toBe('password')
    expect(form.getByText(tenantEn.usesOwnDatabase)).toBeTruthy()
    await user.click(form.getByRole('button', { name: tenantEn.copy }))
    expect(await screen.findByText(tenantEn.copied)).toBeTruthy()
    expect(await navigator.clipboard.readText()).toBe(value)

    await user.click(form.getByRole('button', { name: tenantEn.useHostDatabase }))
    const confirm = await dialog('confirm')
    expect(confirm.getAllByText(tenantEn.useHostDatabaseTitle.replace('{{name}}', 'demo'))).not.toHaveLength(0) // prettier-ignore
    await user.click(confirm.getByRole('button', { name: tenantEn.useHostDatabase }))
    await waitFor(() => expect(isFormOpen()).toBe(false))
    expect(demo.defaultConnectionString).toBeNull()
  })

  it('shows only the buttons the permission children allow, and the menu item to holders', async () => {
    const admin = getDatabase().roles.find((r) => r.name === 'admin' && r.tenantId === null)!
    const hidden = ['.Create', '.Delete', '.ManageConnectionStrings'].map((c) => `AbpTenantManagement.Tenants${c}`) // prettier-ignore
    admin.permissions = admin.permissions.filter((name) => !hidden.includes(name))
    const { unmount } = await openTenants()
    expect(createButton()).toBeNull()
    expect(rowButton('demo', crudEn.edit)).toBeTruthy()
    expect(rowButton('demo', crudEn.delete)).toBeNull()
    expect(rowButton('demo', tenantEn.connectionString)).toBeNull()

    unmount()
    resetSession()
    await signedInWithTabs('manager', '/index', false)
    await openUserMenu('王建国')
    await screen.findByRole('menuitem', { name: new RegExp(appEn.shell.personalCentre) })
    expect(screen.queryByRole('menuitem', { name: new RegExp(appEn.shell.tenants) })).toBeNull()
  })
})
