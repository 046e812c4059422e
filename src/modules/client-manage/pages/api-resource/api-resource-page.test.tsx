import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { getDatabase } from '@mock/core/db/database'
import { sha256Secret } from '@mock/core/db/secret-hash'
import { seededApiResourceSecret } from '@mock/modules/client-manage/seed-identity-server'
import clientManageEn from '@/modules/client-manage/locales/en/client-manage.json'
import crudEn from '@/i18n/locales/en/crud.json'
import routeEn from '@/i18n/locales/en/route.json'
import { mswServer } from '@tests/setup/msw-server'
import { resetSession } from '@tests/support/render-app'
import { preloadShell, signedInWithTabs } from '@tests/integration/tabs-journey-support'
import { dialog, isFormOpen } from '@tests/integration/crud-dialogs'

beforeAll(async () => {
  await preloadShell()
  await import('@/modules/client-manage/pages/api-resource/api-resource-page')
}, 60_000)
afterEach(resetSession)

const path = '/client-manage/api-resource'

async function openResources(search = '') {
  const app = await signedInWithTabs('admin', `${path}${search}`, false)
  // By text: a role query over the whole shell takes seconds on a busy machine.
  await screen.findByText(routeEn.apiResource, { selector: 'h3' }, { timeout: 15_000 })
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
  form.getByText(crudEn.save, { selector: 'button span' })
const resourceRow = (name: string) =>
  getDatabase().apiResources.find((r) => r.name === name && !r.isDeleted)
const invalidName = {
  error: {
    code: null,
    message: 'Your request is not valid!',
    details: null,
    data: {},
    validationErrors: [{ message: 'The Name field is invalid.', members: ['name'] }],
  },
}

describe('API resources page', { timeout: 60_000 }, () => {
  it('lists resources by name, searches by keyword and keeps the search in the URL', async () => {
    const { router } = await openResources()
    await findCell('BaseService')
    expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(10)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(crudEn.keyword), 'uploads{Enter}')
    await waitFor(() => expect(cell('BaseService')).toBeNull())
    expect(cell('FileService')).toBeTruthy()
    expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(1)
    expect(new URLSearchParams(router.state.location.search).get('filter')).toBe('uploads')
  })

  it('shows a server error on its field, then creates and deletes after confirmation', async () => {
    await openResources('?filter=Gis')
    const user = userEvent.setup()
    mswServer.use(
      http.post('*/api/identity-server/api-resources', () => HttpResponse.json(invalidName, { status: 400 }), { once: true }), // prettier-ignore
    )
    await user.click(createButton()!)
    const form = await dialog()
    await user.type(form.getByLabelText(clientManageEn.name), 'GisService')
    await user.click(saveButton(form))
    expect(await form.findByText('The Name field is invalid.')).toBeTruthy()
    await user.click(saveButton(form))
    await waitFor(() => expect(isFormOpen()).toBe(false), { timeout: 10_000 })
    await findCell('GisService')
    expect(resourceRow('GisService')).toMatchObject({ enabled: true, scopes: [], secrets: [] })

    await user.click(rowButton('GisService', crudEn.delete)!)
    const confirm = await dialog('confirm')
    expect(confirm.getAllByText(crudEn.deleteTitle.replace('{{name}}', 'GisService'))).not.toHaveLength(0) // prettier-ignore
    await user.click(confirm.getByRole('button', { name: crudEn.delete }))
    await waitFor(() => expect(cell('GisService')).toBeNull())
    expect(resourceRow('GisService')).toBeUndefined()
  })

  it('edits claims, scopes, a new secret shown once and a property of a resource', async () => {
    await openResources('?filter=BaseService')
    await findCell('BaseService')
    const user = userEvent.setup()
    await user.click(rowButton('BaseService', crudEn.edit)!)
    const form = await dialog()
    await form.findByText(clientManageEn.secretHashed)
    expect(form.getByLabelText<HTMLInputElement>(clientManageEn.name).disabled).toBe(true)
    // A comma adds what was typed (Enter does too in a browser; jsdom's select keeps it closed).
    await user.type(form.getByLabelText(clientManageEn.userClaims), 'email,')
    await user.type(form.getByLabelText(clientManageEn.scopes), 'FileSer')
    await user.click(await screen.findByText('FileService (File service API)', { selector: '.ant-select-item-option-content' })) // prettier-ignore
    await user.click(form.getByText(clientManageEn.addSecret, { selector: 'button span' }))
    expect(form.getByText(clientManageEn.secretShownOnce)).toBeTruthy()
    const secret = form.getByLabelText<HTMLInputElement>(clientManageEn.secretValue).value
    expect(secret).toMatch(/^[\w-]{43}$/)
    await user.click(form.getByText(clientManageEn.addProperty, { selector: 'button span' }))
    await user.type(form.getAllByLabelText(clientManageEn.key).at(-1)!, 'Owner')
    await user.type(form.getAllByLabelText(clientManageEn.value).at(-1)!, 'GIS team')
    await user.click(saveButton(form))
    await waitFor(() => expect(isFormOpen()).toBe(false), { timeout: 10_000 })

    await screen.findByText('email', { selector: 'td .ant-tag' }, { timeout: 10_000 })
    const saved = resourceRow('BaseService')!
    expect(saved.userClaims).toEqual(['role', 'name', 'email'])
    expect(saved.scopes).toEqual(['BaseService', 'FileService'])
    expect(saved.secrets.map((s) => s.value)).toEqual([
      sha256Secret(seededApiResourceSecret),
      sha256Secret(secret),
    ])
    expect(saved.properties).toEqual({ Team: 'Platform', Owner: 'GIS team' })
  })

  it('shows no write buttons without the ClientManage.ApiResource children', async () => {
    const admin = getDatabase().roles.find((r) => r.name === 'admin' && r.tenantId === null)!
    admin.permissions = admin.permissions.filter((name) => !name.startsWith('ClientManage.ApiResource.')) // prettier-ignore
    await openResources()
    await findCell('BaseService')
    expect(createButton()).toBeNull()
    expect(rowButton('BaseService', crudEn.edit)).toBeNull()
    expect(rowButton('BaseService', crudEn.delete)).toBeNull()
  })
})
