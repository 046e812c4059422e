import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { getDatabase } from '@mock/core/db/database'
import crudEn from '@/i18n/locales/en/crud.json'
import positionEn from '@/modules/organization/locales/en/position.json'
import routeEn from '@/i18n/locales/en/route.json'
import { clearRequestLog, getRequestLog, mswServer } from '@tests/setup/msw-server'
import { resetSession } from '@tests/support/render-app'
import {
  findPageHeading,
  preloadShell,
  signedInWithTabs,
} from '@tests/integration/tabs-journey-support'
import { dialog, isFormOpen } from '@tests/integration/crud-dialogs'

beforeAll(async () => {
  await preloadShell()
  await import('@/modules/organization/pages/position/position-page')
}, 60_000)
afterEach(resetSession)

const path = '/organization/position'

async function openPositions() {
  const app = await signedInWithTabs('admin', path, false)
  await findPageHeading(routeEn.position)
  await screen.findByText('总经理', { selector: 'td' }, { timeout: 10_000 })
  return app
}

/** Role queries over the whole shell are slow in jsdom: cells are found by text. */
const cell = (name: string) => screen.queryByText(name, { selector: 'td' })
const findCell = (name: string) => screen.findByText(name, { selector: 'td' }, { timeout: 10_000 })
const rowOf = (name: string) => cell(name)!.closest('tr')!
const createButton = () => screen.queryByText(crudEn.create, { selector: 'button span' })
const listRequests = () =>
  getRequestLog().filter((entry) => entry.path === '/api/base/position' && entry.method === 'GET')

describe('Positions page', { timeout: 60_000 }, () => {
  it('lists positions by sort order, pages through them and keeps the page in the URL', async () => {
    const { router } = await openPositions()
    expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(10)
    await userEvent.click(document.querySelector('li.ant-pagination-item-2')!)
    await findCell('总监理工程师')
    expect(cell('总经理')).toBeNull()
    expect(router.state.location.search).toBe('?page=2')
  })

  it('searches by keyword from page 1', async () => {
    const { router } = await openPositions()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(crudEn.keyword), '监理{Enter}')
    await waitFor(() => expect(cell('总经理')).toBeNull())
    expect(cell('总监理工程师')).toBeTruthy()
    expect(cell('监理员')).toBeTruthy()
    expect(new URLSearchParams(router.state.location.search).get('filter')).toBe('监理')
  })

  it('shows a server validation error on its field, then creates and deletes after confirmation', async () => {
    await openPositions()
    const user = userEvent.setup()
    mswServer.use(
      http.post(
        '*/api/base/position',
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
    await user.type(form.getByLabelText(positionEn.name), '安全总监')
    await user.click(form.getByRole('button', { name: crudEn.save }))
    expect(await form.findByText('The Name field is invalid.')).toBeTruthy()
    // The dialog stays open with what was typed; the second try saves.
    expect(form.getByLabelText<HTMLInputElement>(positionEn.name).value).toBe('安全总监')
    await user.click(form.getByRole('button', { name: crudEn.save }))
    await waitFor(() => expect(isFormOpen()).toBe(false))
    await findCell('安全总监')

    await user.click(within(rowOf('安全总监')).getByRole('button', { name: /Delete/ }))
    const confirm = await dialog('confirm')
    expect(
      confirm.getAllByText(crudEn.deleteTitle.replace('{{name}}', '安全总监')),
    ).not.toHaveLength(0)
    await user.click(confirm.getByRole('button', { name: crudEn.delete }))
    await waitFor(() => expect(cell('安全总监')).toBeNull())
  })

  it('puts a duplicate name on the name field', async () => {
    await openPositions()
    const user = userEvent.setup()
    await user.click(createButton()!)
    const form = await dialog()
    await user.type(form.getByLabelText(positionEn.name), '总经理{Enter}')
    expect(await form.findAllByText("Position '总经理' already exists.")).not.toHaveLength(0)
    expect(isFormOpen()).toBe(true)
  })

  it('edits a position and the list shows the change', async () => {
    await openPositions()
    const user = userEvent.setup()
    await user.click(within(rowOf('测量员')).getByRole('button', { name: /Edit/ }))
    const form = await dialog()
    await waitFor(() =>
      expect(form.getByLabelText<HTMLInputElement>(positionEn.name).value).toBe('测量员'),
    )
    clearRequestLog()
    await user.type(form.getByLabelText(positionEn.description), '控制测量')
    await user.click(form.getByRole('button', { name: crudEn.save }))
    await findCell('控制测量')
    expect(listRequests()).toHaveLength(1) // the invalidated list, once
  })

  it('shows the server’s refusal to delete a position in use', async () => {
    await openPositions()
    const user = userEvent.setup()
    await user.click(within(rowOf('总经理')).getByRole('button', { name: /Delete/ }))
    await user.click((await dialog('confirm')).getByRole('button', { name: crudEn.delete }))
    expect(await screen.findByText(/Position '总经理' is held by \d+ user\(s\)/)).toBeTruthy()
    expect(cell('总经理')).toBeTruthy()
  })

  it('hides the create button without Organization.Position.Create', async () => {
    const admin = getDatabase().roles.find((r) => r.name === 'admin' && r.tenantId === null)!
    admin.permissions = admin.permissions.filter((name) => name !== 'Organization.Position.Create')
    await openPositions()
    expect(createButton()).toBeNull()
    expect(within(rowOf('总经理')).getByRole('button', { name: /Edit/ })).toBeTruthy()
  })
})
