import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { personaAccounts, seedAccounts } from '@mock/core/db/seed-accounts'
import { apiAs } from '@mock/core/testing/api-client'
import { workflowSchemeIds } from '@mock/modules/workflow/seed/seed-workflow-ids'
import { publishPickingScheme } from '@mock/modules/workflow/workflow-test-client'
import instanceEn from '@/modules/workflow/locales/en/workflow-instance.json'
import startEn from '@/modules/workflow/locales/en/workflow-start.json'
import formEn from '@/modules/workflow/locales/en/form-runtime.json'
import { addFault, clearRequestLog, getRequestLog } from '@tests/setup/msw-server'
import { resetSession } from '@tests/support/render-app'
import { preloadShell, signedInWithTabs } from '@tests/integration/tabs-journey-support'

beforeAll(async () => {
  await preloadShell()
  await import('@/modules/workflow/pages/start/start-page')
}, 60_000)
afterEach(resetSession)

type Instance = { id: string; status: number; title: string; number: string | null }

const findButton = (name: string | RegExp) =>
  screen.findByRole('button', { name }, { timeout: 10_000 })
/** A button by its text: antd's loading icon can stay in its name after the load in jsdom. */
const buttonNamed = (text: string) => screen.getByRole('button', { name: new RegExp(`${text}$`) })
const previews = () =>
  getRequestLog().filter((e) => e.method === 'POST' && e.path === '/api/workflow/instance/preview')

/** jn-site on the start page, 一标段 chosen, then the scheme `name` opened. */
async function startOn(name: string) {
  await signedInWithTabs('jn-site', '/workflow/start', false)
  const user = userEvent.setup()
  await user.click(await screen.findByLabelText(startEn.section, {}, { timeout: 10_000 }))
  await user.click(
    await screen.findByText('一标段', { selector: '.ant-select-item-option-content' }),
  )
  await user.click(await findButton(name))
  await screen.findByRole('heading', { level: 4, name }, { timeout: 10_000 })
  return user
}

async function myInstances(status: number) {
  const api = await apiAs(personaAccounts.jnSite)
  return (await api('GET', `/api/workflow/instance/my?status=${status}`)).json<{ items: Instance[] }>().items // prettier-ignore
}

describe('Start an approval', { timeout: 90_000 }, () => {
  it('asks for the section first, then lists the schemes by category', async () => {
    await signedInWithTabs('jn-site', '/workflow/start', false)
    const user = userEvent.setup()
    await user.click(await findButton('材料报验单'))
    expect(await screen.findByText(startEn.chooseSectionFirst.replace('{{name}}', '材料报验单'))).toBeTruthy() // prettier-ignore
    await user.click(screen.getByLabelText(startEn.section))
    await user.click(
      await screen.findByText('一标段', { selector: '.ant-select-item-option-content' }),
    )
    for (const [category, scheme] of [
      ['计量支付', '计量支付申请'],
      ['变更', '设计变更申请'],
      ['质量', '材料报验单'],
    ]) {
      expect(within(screen.getByRole('region', { name: category })).getByRole('button', { name: scheme })).toBeTruthy() // prettier-ignore
    }
  })

  it('starts a material inspection: field errors, who will approve as typed, submit and withdraw', async () => {
    const user = await startOn('材料报验单')
    const approvers = screen.getByRole('region', { name: startEn.whoWillApprove })
    await waitFor(() => expect(approvers.textContent).toContain('郑海峰'))

    await user.click(buttonNamed(startEn.submit))
    const material = await screen.findByLabelText('Material', {}, { timeout: 10_000 })
    await waitFor(() =>
      expect(material.closest('.ant-form-item')!.className).toContain('has-error'),
    )

    clearRequestLog()
    await user.type(material, '钢筋 HRB400')
    await user.type(screen.getByLabelText('Quantity'), '12.5')
    await user.click(screen.getByLabelText('Unit'))
    await user.click(await screen.findByText('吨', { selector: '.ant-select-item-option-content' }))
    await user.type(screen.getByLabelText('Arrival date'), '2024-07-01{Enter}')
    await waitFor(() => expect(previews().length).toBeGreaterThan(0), { timeout: 5000 })
    expect(previews().length).toBeLessThan(3) // debounced: not one per key press

    await user.click(buttonNamed(startEn.submit))
    const submitted = await screen.findByText(/^Submitted as /, {}, { timeout: 10_000 })
    const [running] = await myInstances(1)
    expect(submitted.textContent).toBe(startEn.submittedTitle.replace('{{number}}', running.number!)) // prettier-ignore

    await user.click(screen.getByRole('button', { name: startEn.withdraw }))
    const dialog = within(await screen.findByRole('dialog'))
    await user.click(dialog.getByRole('button', { name: instanceEn.withdraw }))
    expect(await screen.findByText(startEn.withdrawnTitle, {}, { timeout: 10_000 })).toBeTruthy()
    expect((await myInstances(4)).some((i) => i.id === running.id)).toBe(true)
  })

  it('asks the starter to pick the approvers of a step that only a pick staffs, and shows the pick in who will approve', async () => {
    await publishPickingScheme(await apiAs(seedAccounts.admin), workflowSchemeIds.materialInspection) // prettier-ignore
    const user = await startOn('材料报验单')
    const picks = screen.getByRole('region', { name: startEn.chooseApprovers })
    const select = within(picks).getByLabelText('指定审核人')
    clearRequestLog()
    await user.click(buttonNamed(startEn.submit))
    await waitFor(() => expect(picks.textContent).toContain(startEn.pickRequired))
    expect(getRequestLog().some((e) => e.method === 'POST' && e.path === '/api/workflow/instance')).toBe(false) // prettier-ignore

    await user.click(select)
    await user.type(select, '郑海峰')
    await user.click(await screen.findByText(/^郑海峰 · /, { selector: '.ant-select-item-option-content' })) // prettier-ignore
    await waitFor(() => expect(picks.textContent).not.toContain(startEn.pickRequired)) // the help fades out
    const approvers = screen.getByRole('region', { name: startEn.whoWillApprove })
    await waitFor(() => expect(approvers.textContent).toContain('郑海峰'), { timeout: 5000 })
  })

  it('puts a bill row’s server error on its cell (items[3].qty)', async () => {
    const user = await startOn('计量支付申请')
    const addRow = await findButton(new RegExp(`${formEn.addRow}$`))
    while (!screen.queryByLabelText('Quantity, row 4')) await user.click(addRow)
    // The server's answer to a bad fourth row, as ABP words it (the runtime's inputs refuse most
    // bad values before they are sent).
    addFault({ path: '/api/workflow/instance', method: 'POST', status: 400, times: 1, body: { error: { code: null, message: 'Your request is not valid!', details: null, data: null, validationErrors: [{ message: 'The field Qty is invalid.', members: ['items[3].qty'] }] } } }) // prettier-ignore
    await user.click(buttonNamed(startEn.submit))
    const cell = screen.getByLabelText('Quantity, row 4').closest('td')!
    await waitFor(() => expect(cell.textContent).toContain('The field Qty is invalid.'), { timeout: 10_000 }) // prettier-ignore
    expect(screen.getByLabelText('Quantity, row 3').closest('td')!.textContent).not.toContain('invalid') // prettier-ignore
  })

  it('saves a draft on the server and takes it up again', async () => {
    const user = await startOn('材料报验单')
    await user.type(screen.getByLabelText('Material'), '水泥 P.O 42.5')
    await user.click(buttonNamed(startEn.saveDraft))
    expect(await screen.findByText(startEn.draftSaved, {}, { timeout: 10_000 })).toBeTruthy()
    const [draft] = await myInstances(0)
    expect(draft.status).toBe(0)
    resetSession()
    await signedInWithTabs('jn-site', `/workflow/start?draft=${draft.id}`, false)
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Material').value).toBe('水泥 P.O 42.5'), { timeout: 10_000 }) // prettier-ignore
  })
})
