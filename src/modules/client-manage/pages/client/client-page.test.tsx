import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { getDatabase } from '@mock/core/db/database'
import { sha256Secret } from '@mock/core/db/secret-hash'
import clientEn from '@/modules/client-manage/locales/en/client.json'
import clientManageEn from '@/modules/client-manage/locales/en/client-manage.json'
import crudEn from '@/i18n/locales/en/crud.json'
import routeEn from '@/i18n/locales/en/route.json'
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
  await import('@/modules/client-manage/pages/client/client-page')
}, 60_000)
afterEach(resetSession)

const path = '/client-manage/client'

async function openClients() {
  const app = await signedInWithTabs('admin', path, false)
  await findPageHeading(routeEn.client)
  await findCell('Document_App')
  return app
}

const cell = (name: string) => screen.queryByText(name, { selector: 'td' })
const findCell = (name: string) => screen.findByText(name, { selector: 'td' }, { timeout: 10_000 })
const rowOf = (name: string) => cell(name)!.closest('tr')!
const createButton = () => screen.queryByText(crudEn.create, { selector: 'button span' })
const storedClient = (clientId: string) => getDatabase().clients.find((c) => c.clientId === clientId)! // prettier-ignore

/** The edit drawer, once its record has loaded. */
async function drawer() {
  const element = await waitFor(
    () => {
      const found = document.querySelector<HTMLElement>('.ant-drawer-section')
      if (!found || found.querySelector('.ant-spin-spinning')) throw new Error('no drawer yet')
      return found
    },
    { timeout: 10_000 },
  )
  return within(element)
}
// A button's loading icon lingers in jsdom (its leave motion never ends): "loading Save".
const saveName = new RegExp(`${crudEn.save}$`)
const isDrawerOpen = () => document.querySelector('.ant-drawer-open') !== null

describe('Clients page', { timeout: 60_000 }, () => {
  it('pages and sorts on the server and keeps the filter in the URL', async () => {
    const { router } = await openClients()
    const user = userEvent.setup()
    expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(10)
    await user.click(document.querySelector('li.ant-pagination-item-2')!)
    await findCell('Seal_App')
    expect(cell('Document_App')).toBeNull()
    expect(router.state.location.search).toBe('?page=2')

    await user.type(screen.getByLabelText(crudEn.keyword), 'projectadmin{Enter}')
    await findCell('ProjectAdmin_Swagger')
    expect(cell('Seal_App')).toBeNull()
    expect(router.state.location.search).toBe('?filter=projectadmin')
    await user.click(screen.getByText(clientEn.clientId, { selector: 'th *' }))
    await waitFor(() => expect(router.state.location.search).toContain('sort=clientId%3Aasc'))
  })

  it('puts a duplicate client id on its field, then creates with a secret shown once', async () => {
    await openClients()
    const user = userEvent.setup()
    await user.click(createButton()!)
    const form = await dialog()
    await user.type(form.getByLabelText(clientEn.clientId), 'Quality_App')
    await user.type(form.getByLabelText(clientEn.clientName), 'Laboratory')
    const secret = form.getByTestId('new-secret').querySelector('code')!.textContent ?? ''
    expect(secret).toMatch(/^[\w-]{43}$/)
    expect(form.getByText(clientManageEn.secretShownOnce)).toBeTruthy()
    await user.click(form.getByRole('button', { name: saveName }))
    const duplicate = "A client with the client id 'Quality_App' already exists."
    await waitFor(() => expect(form.getAllByText(duplicate)).not.toHaveLength(0))

    await user.clear(form.getByLabelText(clientEn.clientId))
    await user.type(form.getByLabelText(clientEn.clientId), 'Lab_App')
    await user.click(form.getByRole('button', { name: saveName }))
    // The new client opens in the edit drawer; its secret is never shown again.
    const edit = await drawer()
    expect(edit.getByText(clientEn.editTitle.replace('{{clientId}}', 'Lab_App'))).toBeTruthy()
    expect(isFormOpen()).toBe(false)
    await user.click(edit.getByRole('tab', { name: clientEn.tab.secrets }))
    // The new client's record loads after the drawer opens.
    expect(await edit.findByText(clientManageEn.secretHashed, {}, { timeout: 15_000 })).toBeTruthy()
    expect(screen.queryByText(secret)).toBeNull()
    expect(storedClient('Lab_App').clientSecrets[0].value).toBe(sha256Secret(secret))
    await findCell('Lab_App')
  })

  it('edits URIs and grant types in the drawer, showing the tab of a server error', async () => {
    await openClients()
    const user = userEvent.setup()
    await user.click(within(rowOf('Quality_App')).getByRole('button', { name: 'Edit Quality_App' }))
    const edit = await drawer()
    await user.click(edit.getByRole('tab', { name: clientEn.tab.uris }))
    await user.click(edit.getByText(clientEn.addRedirectUri))
    await user.type(edit.getByLabelText(`${clientEn.redirectUris} 2`), 'https://quality.example.com/renew') // prettier-ignore
    await user.click(edit.getByRole('tab', { name: clientEn.tab.grants }))
    await user.click(edit.getByLabelText(/^implicit/))
    expect(edit.getByText(clientEn.implicitWarning)).toBeTruthy()
    await user.click(edit.getByLabelText(/^implicit/))
    await user.click(edit.getByLabelText(/^password/))

    const refusal = 'The RedirectUris field is not a valid fully-qualified http, https, or ftp URL.'
    mswServer.use(
      http.put(
        '*/api/identity-server/clients/:id',
        () =>
          HttpResponse.json(
            { error: { code: null, message: 'Your request is not valid!', details: null, data: {}, validationErrors: [{ message: refusal, members: ['redirectUris'] }] } }, // prettier-ignore
            { status: 400 },
          ),
        { once: true },
      ),
    )
    await user.click(edit.getByRole('button', { name: saveName }))
    expect(await edit.findByText(refusal)).toBeTruthy()
    const urisTab = edit.getByRole('tab', { name: clientEn.tab.uris })
    expect(urisTab.getAttribute('aria-selected')).toBe('true')

    await user.click(edit.getByRole('button', { name: saveName }))
    await waitFor(() => expect(isDrawerOpen()).toBe(false))
    await waitFor(() => expect(within(rowOf('Quality_App')).queryByText('password')).toBeTruthy()) // prettier-ignore
    expect(storedClient('Quality_App').redirectUris).toEqual([
      'https://quality.example.com/signin-callback',
      'https://quality.example.com/renew',
    ])
  })

  it('deletes a client after a confirmation naming it', async () => {
    await openClients()
    const user = userEvent.setup()
    await user.click(within(rowOf('Legacy_Portal')).getByRole('button', { name: 'Delete Legacy_Portal' })) // prettier-ignore
    const confirm = await dialog('confirm')
    expect(confirm.getAllByText(crudEn.deleteTitle.replace('{{name}}', 'Legacy_Portal'))).not.toHaveLength(0) // prettier-ignore
    await user.click(confirm.getByRole('button', { name: crudEn.delete }))
    await waitFor(() => expect(cell('Legacy_Portal')).toBeNull())
    expect(storedClient('Legacy_Portal').isDeleted).toBe(true)
  })

  it('shows no create, edit or delete button without the permission children', async () => {
    const admin = getDatabase().roles.find((r) => r.name === 'admin' && r.tenantId === null)!
    admin.permissions = admin.permissions.filter((name) => !name.startsWith('ClientManage.Client.'))
    await openClients()
    expect(createButton()).toBeNull()
    expect(within(rowOf('Quality_App')).queryAllByRole('button')).toHaveLength(0)
  })
})
