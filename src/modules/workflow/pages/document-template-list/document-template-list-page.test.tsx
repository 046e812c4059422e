import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getDatabase } from '@mock/core/db/database'
import { measurementPaymentTemplateId } from '@mock/modules/workflow/documents/seed-document-template'
import crudEn from '@/i18n/locales/en/crud.json'
import routeEn from '@/i18n/locales/en/route.json'
import documentEn from '@/modules/workflow/locales/en/workflow-document.json'
import { getRequestLog } from '@tests/setup/msw-server'
import { resetSession } from '@tests/support/render-app'
import {
  findPageHeading,
  preloadShell,
  signedInWithTabs,
} from '@tests/integration/tabs-journey-support'
import { dialog } from '@tests/integration/crud-dialogs'

const text = documentEn.list

beforeAll(async () => {
  await preloadShell()
  await import('@/modules/workflow/pages/document-template-list/document-template-list-page')
}, 60_000)
afterEach(resetSession)

async function openTemplates(search = '', firstCell = '监理通知单') {
  const app = await signedInWithTabs('admin', `/workflow/document-template${search}`, false)
  await findPageHeading(routeEn.workflowDocumentTemplate)
  await findCell(firstCell)
  return app
}

/** Role queries over the whole shell are slow in jsdom: cells are found by text. */
const cell = (name: string) => screen.queryByText(name, { selector: 'td' })
const findCell = (name: string) => screen.findByText(name, { selector: 'td' }, { timeout: 10_000 }) // prettier-ignore
const rowOf = (name: string) => cell(name)!.closest('tr')!
const params = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search)
const rowButton = (row: string, label: string) =>
  within(rowOf(row)).queryByRole('button', { name: `${label} ${row}` })
const createButton = () => screen.queryByText(crudEn.create, { selector: 'button span' })
const saveButton = (form: ReturnType<typeof within>) =>
  form.getByRole('button', { name: new RegExp(`${crudEn.save}$`) })

/** Drops permission names of the host admin role (the signed-in admin's grants). */
function revoke(...names: string[]) {
  const admin = getDatabase().roles.find((r) => r.name === 'admin' && r.tenantId === null)!
  admin.permissions = admin.permissions.filter((name) => !names.includes(name))
}

describe('Document template list', { timeout: 60_000 }, () => {
  it('shows each template’s scheme, base PDF and slots, pages on the server and searches in the URL', async () => {
    const { router } = await openTemplates()
    const waiting = within(rowOf('监理通知单'))
    expect(waiting.getByText(text.noBasePdf)).toBeTruthy()
    expect(waiting.getByText(text.noScheme)).toBeTruthy()
    // Twelve templates by name, ten a page: the second page asks the server for the rest.
    expect(cell('计量支付申请表')).toBeNull()
    await userEvent.click(screen.getByTitle('2'))
    await findCell('计量支付申请表')
    expect(params(router).get('page')).toBe('2')
    const seeded = within(rowOf('计量支付申请表'))
    expect(seeded.getByText('计量支付申请')).toBeTruthy()
    expect(seeded.getByText('1 page')).toBeTruthy()
    expect(seeded.getByText('11 slots')).toBeTruthy()
    expect(cell('隐蔽工程验收记录')).toBeTruthy()

    await userEvent.type(screen.getByLabelText(crudEn.keyword), '申请{Enter}')
    await findCell('竣工验收申请表')
    await waitFor(() => expect(cell('监理通知单')).toBeNull())
    expect(params(router).get('filter')).toBe('申请')
    const lists = getRequestLog().filter((e) => e.path === '/api/workflow/document-template')
    expect(lists.at(-1)?.query).toContain('filter=%E7%94%B3%E8%AF%B7')
  })

  it('creates a template, and puts a duplicate name on its field', async () => {
    await openTemplates()
    const user = userEvent.setup()
    await user.click(createButton()!)
    const form = await dialog()
    await user.type(form.getByLabelText(text.name), '监理通知单')
    await user.click(saveButton(form))
    expect(await form.findAllByText("Document template '监理通知单' already exists.")).not.toHaveLength(0) // prettier-ignore
    // What was typed stays.
    expect(form.getByLabelText<HTMLInputElement>(text.name).value).toBe('监理通知单')
    await user.type(form.getByLabelText(text.name), '（二）')
    await user.click(saveButton(form))
    await findCell('监理通知单（二）')
    expect(within(rowOf('监理通知单（二）')).getByText(text.noBasePdf)).toBeTruthy()
  })

  it('opens the designer of a template in its own tab address', async () => {
    const { router } = await openTemplates('?filter=计量', '计量支付申请表')
    await userEvent.click(rowButton('计量支付申请表', text.design)!)
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/workflow/document-template-design'),
    )
    expect(params(router).get('id')).toBe(measurementPaymentTemplateId)
  })

  it('offers only what the permissions allow', async () => {
    revoke('Workflow.DocumentTemplate.Create', 'Workflow.DocumentTemplate.Delete')
    await openTemplates()
    expect(createButton()).toBeNull()
    expect(rowButton('监理通知单', crudEn.delete)).toBeNull()
    expect(rowButton('监理通知单', crudEn.edit)).toBeTruthy()
    expect(rowButton('监理通知单', text.design)).toBeTruthy()
  })
})
