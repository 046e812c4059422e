import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { workflowFormIds } from '@mock/modules/workflow/seed/seed-workflow-ids'
import formEn from '@/modules/workflow/locales/en/workflow-form.json'
import { useUnsavedChangesStore } from '@/stores/unsaved-changes-store'
import { addFault, getRequestLog } from '@tests/setup/msw-server'
import { resetSession } from '@tests/support/render-app'
import { preloadShell, signedInWithTabs } from '@tests/integration/tabs-journey-support'

beforeAll(async () => {
  await preloadShell()
  await import('@/modules/workflow/pages/form-design/form-design-page')
}, 60_000)
afterEach(resetSession)

const formId = workflowFormIds.measurementPayment
const formPath = `/api/workflow/form/${formId}`

async function openDesigner() {
  const app = await signedInWithTabs('admin', `/workflow/form-design?id=${formId}`, false)
  await screen.findByTestId('field-total', undefined, { timeout: 10_000 })
  return app
}

const card = (key: string) => screen.getByTestId(`field-${key}`)
const fieldOrder = () =>
  [...document.querySelectorAll<HTMLElement>('[data-testid^="field-"]')].map((el) => el.dataset.testid!.slice(6)) // prettier-ignore
const button = (name: string | RegExp) => screen.getByRole('button', { name })
const fill = (t: string, vars: Record<string, string>) =>
  Object.entries(vars).reduce((text, [k, v]) => text.replace(`{{${k}}}`, v), t)

describe('Form designer', { timeout: 90_000 }, () => {
  it('adds a field from the palette, marks its expression as typed, refuses a reserved key, and undoes', async () => {
    await openDesigner()
    const user = userEvent.setup()
    await user.click(button(fill(formEn.palette.add, { type: formEn.types.money })))
    expect(fieldOrder().at(-1)).toBe('money1')

    await user.type(screen.getByLabelText(formEn.props.computed), 'total * discount')
    const unknown = fill(formEn.issues.UnknownField, { detail: 'discount' })
    expect(within(card('money1')).getByText(unknown)).toBeTruthy()
    expect(screen.getAllByText(unknown)).toHaveLength(2) // on the card and under the box

    const key = screen.getByLabelText(formEn.props.key)
    await user.clear(key)
    await user.paste('constructor')
    expect(
      screen.getByText(fill(formEn.issues.ReservedKey, { detail: 'constructor' })),
    ).toBeTruthy()
    expect(fieldOrder().at(-1)).toBe('money1') // the key was not taken

    await user.click(button(new RegExp(`${formEn.undo}$`)))
    expect(within(card('money1')).queryByText(unknown)).toBeNull()
    await user.click(button(new RegExp(`${formEn.undo}$`)))
    expect(fieldOrder()).not.toContain('money1')
    await user.click(button(new RegExp(`${formEn.redo}$`)))
    expect(fieldOrder()).toContain('money1')
  })

  it('moves a field with its buttons and with Ctrl+Z takes the move back', async () => {
    await openDesigner()
    const user = userEvent.setup()
    const before = fieldOrder()
    await user.click(button(fill(formEn.canvas.down, { name: 'Period' })))
    expect(fieldOrder().slice(0, 2)).toEqual([before[1], 'period'])
    await user.keyboard('{Control>}z{/Control}')
    expect(fieldOrder()).toEqual(before)
  })

  it('pins the server validation issues on their fields', async () => {
    await openDesigner()
    addFault({
      path: '/api/workflow/form/validate-schema',
      method: 'POST',
      status: 200,
      body: { issues: [{ path: 'fields[3].computed', code: 'ComputedCycle', message: 'Total depends on itself.' }] }, // prettier-ignore
      times: 1,
    })
    await userEvent.click(button(formEn.validate))
    expect(await within(card('total')).findByText('Total depends on itself.')).toBeTruthy()
    expect(screen.getByText(fill(formEn.serverIssues, { n: '1' }))).toBeTruthy()
  })

  it('says so when someone else saved the form first (409), with a reload', async () => {
    await openDesigner()
    await userEvent.click(button(fill(formEn.palette.add, { type: formEn.types.date })))
    addFault({ path: formPath, method: 'PUT', status: 409, times: 1 })
    await userEvent.click(button(formEn.save))
    expect(await screen.findByText(formEn.stale.title)).toBeTruthy()
    expect(screen.getByText(formEn.stale.description)).toBeTruthy()
    expect(button(formEn.stale.reload)).toBeTruthy()
  })

  it('applies edited JSON only when it passes the checks', async () => {
    await openDesigner()
    await userEvent.click(screen.getByRole('tab', { name: formEn.tabs.json }))
    const json = screen.getByLabelText(formEn.json.label)
    const schema = { schemaVersion: 1, fields: [{ key: 'constructor', type: 'input', label: { 'zh-Hans': '甲' } }] } // prettier-ignore
    fireEvent.change(json, { target: { value: JSON.stringify(schema) } })
    await userEvent.click(button(formEn.json.apply))
    expect(screen.getByText(/fields\[0\]\.key: ReservedKey/)).toBeTruthy()

    schema.fields[0].key = 'note'
    fireEvent.change(json, { target: { value: JSON.stringify(schema) } })
    await userEvent.click(button(formEn.json.apply))
    await userEvent.click(screen.getByRole('tab', { name: formEn.tabs.design }))
    await waitFor(() => expect(fieldOrder()).toEqual(['note']))
  })

  it('publishes after saving the changes, and the page holds unsaved work until then', async () => {
    await openDesigner()
    const user = userEvent.setup()
    expect(Object.keys(useUnsavedChangesStore.getState().sources)).toHaveLength(0)
    await user.click(button(fill(formEn.palette.add, { type: formEn.types.input })))
    expect(Object.values(useUnsavedChangesStore.getState().sources)).toEqual([`/workflow/form-design?id=${formId}`]) // prettier-ignore

    const saved = { id: formId, name: '计量支付申请', code: 'measurement-payment', category: '计量支付', description: null, sort: 0, status: 2, publishedVersion: 1, hasUnpublishedChanges: true, creationTime: '2026-03-01T08:00:00', concurrencyStamp: 'new' } // prettier-ignore
    addFault({ path: formPath, method: 'PUT', status: 200, body: saved, times: 1 })
    addFault({ path: `${formPath}/publish`, method: 'POST', status: 200, body: { ...saved, publishedVersion: 2, hasUnpublishedChanges: false }, times: 1 }) // prettier-ignore
    await user.click(button(formEn.publish))
    expect(await screen.findByText(fill(formEn.published, { version: '2' }))).toBeTruthy()
    // Saved first (the draft had changes), then published.
    const writes = getRequestLog().filter((e) => e.path.startsWith(formPath) && e.method !== 'GET')
    expect(writes.map((e) => `${e.method} ${e.path.slice(formPath.length)}`)).toEqual(['PUT ', 'POST /publish']) // prettier-ignore
    await waitFor(() =>
      expect(Object.keys(useUnsavedChangesStore.getState().sources)).toHaveLength(0),
    )
    expect(screen.getByText('v2')).toBeTruthy()
  })

  it('shows the published versions and the schemes that pin each', async () => {
    await openDesigner()
    await userEvent.click(screen.getByRole('tab', { name: formEn.tabs.versions }))
    const row = (await screen.findByText('v1', { selector: 'td' }, { timeout: 10_000 })).closest(
      'tr',
    )!
    expect(await within(row).findByText('计量支付申请')).toBeTruthy()
  })

  it('pins every issue on its field when publishing is refused for the schema', async () => {
    await openDesigner()
    await userEvent.click(button(fill(formEn.palette.add, { type: formEn.types.input })))
    const saved = { id: formId, name: '计量支付申请', code: 'measurement-payment', category: null, description: null, sort: 0, status: 2, publishedVersion: 1, hasUnpublishedChanges: true, creationTime: '2026-03-01T08:00:00', concurrencyStamp: 'new' } // prettier-ignore
    addFault({ path: formPath, method: 'PUT', status: 200, body: saved, times: 1 })
    addFault({ path: `${formPath}/publish`, method: 'POST', status: 403, body: { error: { code: 'Workflow:InvalidFormSchema', message: 'The form schema is invalid at fields[3].computed.' } }, times: 1 }) // prettier-ignore
    addFault({ path: '/api/workflow/form/validate-schema', method: 'POST', status: 200, body: { issues: [{ path: 'fields[3].computed', code: 'ComputedCycle', message: 'Total depends on itself.' }] }, times: 1 }) // prettier-ignore
    await userEvent.click(button(formEn.publish))
    expect(await within(card('total')).findByText('Total depends on itself.')).toBeTruthy()
  })
})
