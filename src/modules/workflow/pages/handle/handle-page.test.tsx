import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { personaAccounts, seedAccounts } from '@mock/core/db/seed-accounts'
import { personaUserIds } from '@mock/core/db/seed-ids'
import { apiAs } from '@mock/core/testing/api-client'
import { workflowSchemeIds } from '@mock/modules/workflow/seed/seed-workflow-ids'
import {
  paymentAtChief,
  paymentBody,
  publishPickingScheme,
  todoOf,
} from '@mock/modules/workflow/workflow-test-client'
import { sendForm } from '@mock/core/testing/form-client'
import { pngSquare } from '@mock/core/testing/test-images'
import { signKeyIds } from '@mock/modules/sign-key/seed-sign-key-ids'
import handleEn from '@/modules/workflow/locales/en/workflow-handle.json'
import instanceEn from '@/modules/workflow/locales/en/workflow-instance.json'
import { isPageDirty } from '@/stores/unsaved-changes-store'
import { clearRequestLog, getRequestLog } from '@tests/setup/msw-server'
import { resetSession } from '@tests/support/render-app'
import { preloadShell, signedInWithTabs } from '@tests/integration/tabs-journey-support'

beforeAll(async () => {
  await preloadShell()
  await import('@/modules/workflow/pages/handle/handle-page')
}, 60_000)
afterEach(resetSession)

type Task = { id: string; title: string; nodeName: string; concurrencyStamp: string }
type TaskDetail = Task & { taskId: string; actions: string[]; concurrencyStamp: string }

/** jn-cost's oldest task to do (contractor review of a measurement payment) and its detail. */
async function firstTodo() {
  const api = await apiAs(personaAccounts.jnCost)
  const page = (await api('GET', '/api/workflow/task/todo')).json<{ items: Task[] }>()
  const task = page.items[0]
  const detail = (await api('GET', `/api/workflow/task/${task.id}`)).json<TaskDetail>()
  return { api, task, detail }
}

async function openTask(user: string, id: string, tagsView = false) {
  const app = await signedInWithTabs(user, `/workflow/handle?id=${id}`, tagsView)
  return app
}

const button = (name: string) => screen.getByRole('button', { name })
const findButton = (name: string) => screen.findByRole('button', { name }, { timeout: 10_000 })
const posts = (suffix: string) =>
  getRequestLog().filter((entry) => entry.method === 'POST' && entry.path.endsWith(suffix))

describe('Handle a task', { timeout: 60_000 }, () => {
  it('shows the form, path and timeline, and the node’s actions only', async () => {
    const { task, detail } = await firstTodo()
    await openTask('jn-cost', task.id)
    await screen.findByRole('heading', { level: 3, name: new RegExp(task.title) }, { timeout: 10_000 }) // prettier-ignore
    await findButton(handleEn.action.approve)
    const labels = within(button(handleEn.action.approve).parentElement!.parentElement!)
      .getAllByRole('button')
      .map((b) => b.textContent)
    const expected = [
      'approve',
      'reject',
      'return',
      'transfer',
      'delegate',
      'addSign',
      'cc',
      'comment',
    ]
      .filter((a) => detail.actions.includes(a))
      .map((a) => handleEn.action[a as keyof typeof handleEn.action])
    expect(labels).toEqual(expected)
    expect(
      screen.getByText(`${handleEn.yourDecision.replace('{{node}}', task.nodeName)}`),
    ).toBeTruthy()
    expect(screen.getByRole('region', { name: instanceEn.path })).toBeTruthy()
    expect(screen.getAllByTestId('timeline-entry')[0].textContent).toContain(instanceEn.timelineType.submitted) // prettier-ignore
  })

  it('marks the comment required on reject before sending, then approves with a comment', async () => {
    const { api, task } = await firstTodo()
    await openTask('jn-cost', task.id)
    const user = userEvent.setup()
    clearRequestLog()
    await user.click(await findButton(handleEn.action.reject))
    expect(await screen.findByText(handleEn.commentRequiredFor.replace('{{action}}', handleEn.action.reject))).toBeTruthy() // prettier-ignore
    expect(posts('/reject')).toHaveLength(0)

    await user.type(screen.getByLabelText(handleEn.comment), '数量核对无误')
    expect(isPageDirty(`/workflow/handle?id=${encodeURIComponent(task.id)}`)).toBe(true)
    await user.click(button(handleEn.action.approve))
    expect(await screen.findByText(handleEn.done.approve)).toBeTruthy()
    expect(await screen.findByText(handleEn.nothingToDo, {}, { timeout: 10_000 })).toBeTruthy()
    expect(isPageDirty(`/workflow/handle?id=${encodeURIComponent(task.id)}`)).toBe(false)
    const after = (await api('GET', `/api/workflow/task/${task.id}`)).json<{ taskStatus?: number; status: number; timeline: { comment?: string }[] }>() // prettier-ignore
    expect(after.timeline.some((entry) => entry.comment === '数量核对无误')).toBe(true)
  })

  it('asks the approver to pick the next step’s approvers before approving, and sends the pick', async () => {
    await publishPickingScheme(await apiAs(seedAccounts.admin), workflowSchemeIds.measurementPayment) // prettier-ignore
    const site = await apiAs(personaAccounts.jnSite)
    const started = (await site('POST', '/api/workflow/instance', paymentBody(1, { selectedAssignees: { review: [personaUserIds.htSpec1] } }))).json<{ id: string }>() // prettier-ignore
    const spec = await apiAs(personaAccounts.htSpec1)
    const task = await todoOf(spec, started.id)
    await openTask('ht-spec1', task.id)
    const user = userEvent.setup()
    await user.click(await findButton(handleEn.action.approve))
    expect(await screen.findByText(handleEn.pickRequired)).toBeTruthy()
    expect(posts('/approve')).toHaveLength(0)

    const select = screen.getByLabelText('上一步指定')
    await user.click(select)
    await user.type(select, '冯志远')
    await user.click(await screen.findByText(/^冯志远 · /, { selector: '.ant-select-item-option-content' })) // prettier-ignore
    await user.click(button(handleEn.action.approve))
    expect(await screen.findByText(handleEn.done.approve, {}, { timeout: 10_000 })).toBeTruthy()
    const pm = await apiAs(personaAccounts.bjPm)
    expect((await todoOf(pm, started.id)).nodeName).toBe('上一步指定')
  })

  it('says so and reloads when the task was handled elsewhere', async () => {
    const { api, task } = await firstTodo()
    await openTask('jn-cost', task.id)
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(handleEn.comment, {}, { timeout: 10_000 }), '同意')
    const elsewhere = await api('POST', `/api/workflow/task/${task.id}/approve`, { comment: '另一个标签页', concurrencyStamp: task.concurrencyStamp }) // prettier-ignore
    expect(elsewhere.status).toBe(200)
    await user.click(button(handleEn.action.approve))
    expect(await screen.findByText(handleEn.staleReloaded, {}, { timeout: 10_000 })).toBeTruthy()
    expect(await screen.findByText(handleEn.nothingToDo)).toBeTruthy()
  })

  it('returns the task to the starter through the return dialog', async () => {
    const { api, task } = await firstTodo()
    await openTask('jn-cost', task.id)
    const user = userEvent.setup()
    await user.click(await findButton(handleEn.action.return))
    const dialog = within(await screen.findByRole('dialog', { name: handleEn.dialog.return }))
    await user.click(dialog.getByLabelText(handleEn.returnTo))
    await user.click(
      await screen.findByText('发起', { selector: '.ant-select-item-option-content' }),
    )
    await user.type(dialog.getByLabelText(handleEn.comment), '请补充附件')
    await user.click(dialog.getByRole('button', { name: handleEn.action.return }))
    expect(await screen.findByText(handleEn.done.return)).toBeTruthy()
    const detail = (await api('GET', `/api/workflow/task/${task.id}`)).json<{ timeline: { type: string; comment?: string }[] }>() // prettier-ignore
    expect(detail.timeline.at(-1)).toMatchObject({ type: 'returned', comment: '请补充附件' })
  })

  it('says not found for a task that is not the caller’s', async () => {
    const { task } = await firstTodo()
    await openTask('jn-site', task.id)
    expect(await screen.findByText(handleEn.notFound, {}, { timeout: 10_000 })).toBeTruthy()
  })

  it('signs a required step with the stored signature, saying who uploaded it', async () => {
    const id = await paymentAtChief()
    const chief = await apiAs(personaAccounts.htChief)
    const task = await todoOf(chief, id)
    const stored = (await chief('GET', '/api/base/sign-key/my-signature')).json<{ imageHash: string }>() // prettier-ignore
    await openTask('ht-chief', task.id)
    const useStored = await screen.findByRole('radio', { name: handleEn.signing.useStored }, { timeout: 10_000 }) // prettier-ignore
    expect((useStored as HTMLInputElement).checked).toBe(true)
    expect(screen.getByText(/^Uploaded by .+ on /)).toBeTruthy()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(handleEn.comment), '同意支付')
    await user.click(button(handleEn.action.approve))
    expect(await screen.findByText(handleEn.done.approve, {}, { timeout: 10_000 })).toBeTruthy()
    const timeline = (await chief('GET', `/api/workflow/instance/${id}`)).json<{ timeline: { userName: string; signature?: { imageHash: string } }[] }>().timeline // prettier-ignore
    expect(timeline.at(-1)).toMatchObject({ userName: '钱振华', signature: { imageHash: stored.imageHash } }) // prettier-ignore
  })

  it('without a stored signature, says so and asks for a drawing before approving', async () => {
    const id = await paymentAtChief()
    const chief = await apiAs(personaAccounts.htChief)
    const chiefTask = await todoOf(chief, id)
    await chief('POST', `/api/workflow/task/${chiefTask.id}/approve`, { comment: '同意', signature: { source: 1 }, concurrencyStamp: chiefTask.concurrencyStamp }) // prettier-ignore
    const task = await todoOf(await apiAs(personaAccounts.bjPm), id)
    await openTask('bj-pm', task.id)
    expect(await screen.findByText(handleEn.signing.noStored, {}, { timeout: 10_000 })).toBeTruthy()
    clearRequestLog()
    await userEvent.setup().click(button(handleEn.action.approve))
    expect(await screen.findByText(handleEn.signing.signatureMissing)).toBeTruthy()
    expect(posts('/approve')).toEqual([])
  })

  it('a seal step offers the holder’s seal with its unit and applies it', async () => {
    const id = await paymentAtChief()
    const chief = await apiAs(personaAccounts.htChief)
    const chiefTask = await todoOf(chief, id)
    await chief('POST', `/api/workflow/task/${chiefTask.id}/approve`, { comment: '同意', signature: { source: 1 }, concurrencyStamp: chiefTask.concurrencyStamp }) // prettier-ignore
    const pm = await apiAs(personaAccounts.bjPm)
    const pmTask = await todoOf(pm, id)
    const drawn = (await sendForm(personaAccounts.bjPm, 'POST', `/api/workflow/task/${pmTask.id}/signature`, {}, pngSquare(64))).json<{ uploadId: string }>() // prettier-ignore
    await pm('POST', `/api/workflow/task/${pmTask.id}/approve`, { signature: { source: 2, uploadId: drawn.uploadId }, concurrencyStamp: pmTask.concurrencyStamp }) // prettier-ignore
    const sealTask = await todoOf(chief, id)
    await openTask('ht-chief', sealTask.id)
    const seal = await screen.findByRole('radio', { name: /公章/ }, { timeout: 10_000 })
    expect((seal as HTMLInputElement).checked).toBe(true)
    expect(screen.getByText('东环高速监理部 · 一标段')).toBeTruthy()
    await userEvent.setup().click(button(handleEn.action.seal))
    expect(await screen.findByText(handleEn.done.seal, {}, { timeout: 10_000 })).toBeTruthy()
    const timeline = (await chief('GET', `/api/workflow/instance/${id}`)).json<{ timeline: { type: string; seal?: { signKeyId: string } }[] }>().timeline // prettier-ignore
    expect(timeline.at(-1)).toMatchObject({ type: 'sealed', seal: { signKeyId: signKeyIds.huatongDh01Seal } }) // prettier-ignore
  })
})
