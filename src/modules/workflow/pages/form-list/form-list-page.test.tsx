import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { workflowFormIds } from '@mock/modules/workflow/seed/seed-workflow-ids'
import crudEn from '@/i18n/locales/en/crud.json'
import routeEn from '@/i18n/locales/en/route.json'
import formEn from '@/modules/workflow/locales/en/workflow-form.json'
import { addFault, getRequestLog } from '@tests/setup/msw-server'
import { resetSession } from '@tests/support/render-app'
import {
  findPageHeading,
  preloadShell,
  signedInWithTabs,
} from '@tests/integration/tabs-journey-support'

beforeAll(async () => {
  await preloadShell()
  await import('@/modules/workflow/pages/form-list/form-list-page')
}, 60_000)
afterEach(resetSession)

async function openForms(search = '') {
  const app = await signedInWithTabs('admin', `/workflow/form${search}`, false)
  await findPageHeading(routeEn.formDesign)
  return app
}

const cell = (text: string) => screen.queryByText(text, { selector: 'td' })
const findCell = (text: string) => screen.findByText(text, { selector: 'td' }, { timeout: 10_000 })
const rowOf = (text: string) => cell(text)!.closest('tr')!
const params = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search)
const rowButton = (row: string, label: string) =>
  within(rowOf(row)).getByRole('button', { name: `${label} ${row}` })

describe('Form list', { timeout: 60_000 }, () => {
  it('lists the forms with their status and published version, and searches in the URL', async () => {
    const { router } = await openForms()
    await findCell('计量支付申请')
    const row = within(rowOf('计量支付申请'))
    expect(row.getByText(formEn.statuses['2'])).toBeTruthy()
    expect(row.getByText('v1')).toBeTruthy()
    expect(row.queryByText(formEn.unpublishedChanges)).toBeNull()

    await userEvent.type(screen.getByLabelText(crudEn.keyword), 'design-change{Enter}')
    await waitFor(() => expect(cell('计量支付申请')).toBeNull())
    expect(cell('设计变更申请')).toBeTruthy()
    expect(params(router).get('filter')).toBe('design-change')
  })

  it('marks a form with unpublished changes, and filters by status from the URL', async () => {
    addFault({
      path: '/api/workflow/form',
      method: 'GET',
      status: 200,
      body: { totalCount: 1, items: [{ id: 'f1', name: '新表单', code: 'new-form', category: null, description: null, sort: 0, status: 2, publishedVersion: 3, hasUnpublishedChanges: true, creationTime: '2026-03-01T08:00:00', concurrencyStamp: 's' }] }, // prettier-ignore
    })
    await openForms('?status=2')
    await findCell('新表单')
    const row = within(rowOf('新表单'))
    expect(row.getByText('v3')).toBeTruthy()
    expect(row.getByText(formEn.unpublishedChanges)).toBeTruthy()
    const list = getRequestLog().filter(
      (e) => e.path === '/api/workflow/form' && e.method === 'GET',
    )
    expect(list.at(-1)?.query).toContain('status=2')
  })

  it('opens the designer of a form in its own tab address', async () => {
    const { router } = await openForms()
    await findCell('计量支付申请')
    await userEvent.click(rowButton('计量支付申请', formEn.design))
    await waitFor(() => expect(router.state.location.pathname).toBe('/workflow/form-design'))
    expect(params(router).get('id')).toBe(workflowFormIds.measurementPayment)
  })

  it('disables a published form through its own route', async () => {
    addFault({ path: `/api/workflow/form/${workflowFormIds.designChange}/disable`, method: 'POST', status: 200, body: {} }) // prettier-ignore
    await openForms()
    await findCell('设计变更申请')
    await userEvent.click(rowButton('设计变更申请', formEn.disable))
    await waitFor(() =>
      expect(getRequestLog().some((e) => e.method === 'POST' && e.path.endsWith('/disable'))).toBe(
        true,
      ),
    )
  })
})
