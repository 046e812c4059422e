import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getDatabase } from '@mock/core/db/database'
import clientManageEn from '@/modules/client-manage/locales/en/client-manage.json'
import crudEn from '@/i18n/locales/en/crud.json'
import routeEn from '@/i18n/locales/en/route.json'
import { resetSession } from '@tests/support/render-app'
import { preloadShell, signedInWithTabs } from '@tests/integration/tabs-journey-support'
import { dialog, isFormOpen } from '@tests/integration/crud-dialogs'

beforeAll(async () => {
  await preloadShell()
  await import('@/modules/client-manage/pages/api-scope/api-scope-page')
}, 60_000)
afterEach(resetSession)

const path = '/client-manage/api-scope'

async function openScopes(search = '') {
  const app = await signedInWithTabs('admin', `${path}${search}`, false)
  // By text: a role query over the whole shell takes seconds on a busy machine.
  await screen.findByText(routeEn.apiScope, { selector: 'h3' }, { timeout: 15_000 })
  return app
}

/** Role queries over the whole shell are slow in jsdom: cells are found by text. */
const cell = (name: string) => screen.queryByText(name, { selector: 'td' })
const findCell = (name: string) => screen.findByText(name, { selector: 'td' }, { timeout: 10_000 })
const rowOf = (name: string) => cell(name)!.closest('tr')!
const rowButton = (name: string, action: string) =>
  within(rowOf(name)).queryByLabelText<HTMLButtonElement>(`${action} ${name}`)
const createButton = () => screen.queryByText(crudEn.create, { selector: 'button span' })
const saveButton = (form: ReturnType<typeof within>) =>
  form.getByRole('button', { name: new RegExp(`${crudEn.save}$`) })
const scopeRow = (name: string) => getDatabase().apiScopes.find((s) => s.name === name && !s.isDeleted) // prettier-ignore

describe('API scopes page', { timeout: 60_000 }, () => {
  it('lists scopes by name, searches by keyword and keeps the search in the URL', async () => {
    const { router } = await openScopes()
    await findCell('AuditLoggingService')
    expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(10)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(crudEn.keyword), 'gateway{Enter}')
    await waitFor(() => expect(cell('AuditLoggingService')).toBeNull())
    expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(3)
    expect(cell('InternalGateway')).toBeTruthy()
    expect(new URLSearchParams(router.state.location.search).get('filter')).toBe('gateway')
  })

  it('puts a duplicate name on its field, then creates with claims and deletes after confirmation', async () => {
    await openScopes('?filter=Gis')
    const user = userEvent.setup()
    await user.click(createButton()!)
    const form = await dialog()
    // A comma adds what was typed (Enter does too in a browser; jsdom's select keeps it closed).
    await user.type(form.getByLabelText(clientManageEn.userClaims), 'email,custom_claim,')
    await form.findByText('custom_claim', { selector: '.ant-select-selection-item-content' })
    await user.type(form.getByLabelText(clientManageEn.name), 'BaseService')
    await user.click(saveButton(form))
    expect(await form.findAllByText("An API scope named 'BaseService' already exists.")).not.toHaveLength(0) // prettier-ignore
    expect(isFormOpen()).toBe(true)
    await user.clear(form.getByLabelText(clientManageEn.name))
    await user.type(form.getByLabelText(clientManageEn.name), 'GisService')
    await user.click(saveButton(form))
    await waitFor(() => expect(isFormOpen()).toBe(false), { timeout: 10_000 })
    await findCell('GisService')
    expect(scopeRow('GisService')!.userClaims).toEqual(['email', 'custom_claim'])

    await user.click(rowButton('GisService', crudEn.delete)!)
    const confirm = await dialog('confirm')
    expect(confirm.getAllByText(crudEn.deleteTitle.replace('{{name}}', 'GisService'))).not.toHaveLength(0) // prettier-ignore
    await user.click(confirm.getByRole('button', { name: crudEn.delete }))
    await waitFor(() => expect(cell('GisService')).toBeNull())
    expect(scopeRow('GisService')).toBeUndefined()
  })

  it('edits the user claims of a scope and the list shows them', async () => {
    await openScopes('?filter=FormService')
    await findCell('FormService')
    const user = userEvent.setup()
    await user.click(rowButton('FormService', crudEn.edit)!)
    const form = await dialog()
    // The record loads after the dialog opens (slow on a busy machine).
    await waitFor(
      () =>
        expect(form.getByLabelText<HTMLInputElement>(clientManageEn.name).value).toBe(
          'FormService',
        ),
      { timeout: 15_000 },
    )
    await user.type(form.getByLabelText(clientManageEn.userClaims), 'role,')
    await form.findByText('role', { selector: '.ant-select-selection-item-content' })
    await user.click(saveButton(form))
    await waitFor(() => expect(isFormOpen()).toBe(false), { timeout: 10_000 })
    await screen.findByText('role', { selector: 'td .ant-tag' }, { timeout: 10_000 })
    expect(scopeRow('FormService')!.userClaims).toEqual(['role'])
  })

  it('shows no write buttons without the ClientManage.ApiScope children', async () => {
    const admin = getDatabase().roles.find((r) => r.name === 'admin' && r.tenantId === null)!
    admin.permissions = admin.permissions.filter((name) => !name.startsWith('ClientManage.ApiScope.')) // prettier-ignore
    await openScopes()
    await findCell('BaseService')
    expect(createButton()).toBeNull()
    expect(rowButton('BaseService', crudEn.edit)).toBeNull()
    expect(rowButton('BaseService', crudEn.delete)).toBeNull()
  })
})
