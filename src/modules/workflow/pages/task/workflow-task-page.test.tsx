import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getDatabase } from '@mock/core/db/database'
import { personaAccounts } from '@mock/core/db/seed-accounts'
import { apiAs } from '@mock/core/testing/api-client'
import appEn from '@/i18n/locales/en/app.json'
import crudEn from '@/i18n/locales/en/crud.json'
import routeEn from '@/i18n/locales/en/route.json'
import listsEn from '@/modules/workflow/locales/en/workflow-lists.json'
import taskEn from '@/modules/workflow/locales/en/workflow-task.json'
import { addFault, seedAccounts } from '@tests/setup/msw-server'
import { resetSession } from '@tests/support/render-app'
import {
  findPageHeading,
  preloadShell,
  signedInWithTabs,
} from '@tests/integration/tabs-journey-support'
import { dialog, isFormOpen } from '@tests/integration/crud-dialogs'

beforeAll(async () => {
  await preloadShell()
  await import('@/modules/workflow/pages/task/workflow-task-page')
}, 60_000)
afterEach(resetSession)

type Page<T> = { totalCount: number; items: T[] }
type Instance = { id: string; title: string; status: number }
type Task = { id: string; title: string; status: number; assigneeName: string }

async function asAdmin<T>(path: string) {
  const api = await apiAs(seedAccounts.admin)
  return (await api('GET', path)).json<Page<T>>()
}

async function openMonitor(search = '') {
  const app = await signedInWithTabs('admin', `/workflow/task${search}`, false)
  await findPageHeading(routeEn.workflowTasks)
  return app
}

const rows = () => [...document.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')]
const findRows = (count: number) =>
  waitFor(() => expect(rows()).toHaveLength(count), { timeout: 10_000 })
const rowOf = (title: string) => screen.getByText(title, { selector: 'td a' }).closest('tr')!
const rowButton = (row: HTMLElement, label: string) =>
  within(row).queryByRole('button', { name: new RegExp(`^${label}`) })
const params = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search)
const chief = personaAccounts.htChief.userId

/** Opens an antd select and picks the option whose text contains `text`. */
async function choose(select: HTMLElement, text: string) {
  await userEvent.click(select)
  const options = await screen.findAllByText((_c, el) => !!el?.matches('.ant-select-item-option-content') && !!el.textContent?.includes(text)) // prettier-ignore
  await userEvent.click(options[0])
}

function revoke(...names: string[]) {
  const admin = getDatabase().roles.find((r) => r.name === 'admin' && r.tenantId === null)!
  admin.permissions = admin.permissions.filter((name) => !names.includes(name))
}

describe('Workflow tasks', { timeout: 90_000 }, () => {
  it('lists every instance of the tenant on pages, the status filter in the URL', async () => {
    const all = await asAdmin<Instance>('/api/workflow/instance?skipCount=10&maxResultCount=10')
    const running = await asAdmin<Instance>('/api/workflow/instance?status=1&maxResultCount=100')
    const { router } = await openMonitor()
    await findRows(10)
    expect(screen.getByText(`${all.totalCount} in total`)).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('listitem', { name: '2' }))
    await waitFor(() => expect(params(router).get('page')).toBe('2'))
    await waitFor(() => expect(rows().map((r) => r.querySelector('a')?.textContent)).toEqual(all.items.map((i) => i.title))) // prettier-ignore

    await router.navigate('/workflow/task?status=1')
    await waitFor(() => expect(screen.getByText(`${running.totalCount} in total`)).toBeTruthy(), { timeout: 10_000 }) // prettier-ignore
    for (const row of rows()) expect(within(row).getByText(listsEn.instanceStatuses['1'])).toBeTruthy() // prettier-ignore
  })

  it('lists every task by assignee and overdue, and reassigns a pending one', async () => {
    const late = await asAdmin<Task>(`/api/workflow/task?assigneeId=${personaAccounts.jnCost.userId}&isOverdue=true`) // prettier-ignore
    const { router } = await openMonitor(`?tab=tasks&assigneeId=${personaAccounts.jnCost.userId}&isOverdue=true`) // prettier-ignore
    await findRows(Math.min(late.totalCount, 10))
    expect(late.totalCount).toBeGreaterThan(0)
    for (const row of rows()) expect(within(row).getByText(listsEn.overdue)).toBeTruthy()

    await router.navigate(`/workflow/task?tab=tasks&assigneeId=${chief}&status=1`)
    await findRows(1)
    const [task] = (await asAdmin<Task>(`/api/workflow/task?assigneeId=${chief}&status=1`)).items
    const user = userEvent.setup()
    await user.click(rowButton(rowOf(task.title), taskEn.reassign)!)
    const form = await dialog()
    await choose(form.getByLabelText(taskEn.reassignTo), 'ht-spec2')
    await user.type(form.getByLabelText(taskEn.reassignReason), '钱总出差')
    await user.click(form.getByRole('button', { name: new RegExp(`${crudEn.save}$`) }))
    await waitFor(() => expect(isFormOpen()).toBe(false))
    await screen.findByText(taskEn.reassigned.replace('{{name}}', task.title))
    await findRows(0)
    const spec2 = await apiAs(personaAccounts.htSpec2)
    const todo = (await spec2('GET', '/api/workflow/task/todo?maxResultCount=50')).json<
      Page<Task>
    >()
    expect(todo.items.map((t) => t.title)).toContain(task.title)
  })

  it('terminates a running instance with a reason; others cannot be', async () => {
    const running = (await asAdmin<Instance>('/api/workflow/instance?status=1&maxResultCount=1')).items[0] // prettier-ignore
    const approved = (await asAdmin<Instance>('/api/workflow/instance?status=2&maxResultCount=1')).items[0] // prettier-ignore
    const { router } = await openMonitor('?status=2')
    await waitFor(() => expect(rowButton(rowOf(approved.title), taskEn.terminate)).toBeTruthy(), { timeout: 10_000 }) // prettier-ignore
    expect(rowButton(rowOf(approved.title), taskEn.terminate)!.hasAttribute('disabled') || rowButton(rowOf(approved.title), taskEn.terminate)!.getAttribute('aria-disabled') === 'true').toBe(true) // prettier-ignore

    await router.navigate(`/workflow/task?status=1&filter=${encodeURIComponent(running.title)}`)
    await waitFor(() => expect(rowOf(running.title)).toBeTruthy(), { timeout: 10_000 })
    const user = userEvent.setup()
    await user.click(rowButton(rowOf(running.title), taskEn.terminate)!)
    const form = await dialog()
    await user.click(form.getByRole('button', { name: new RegExp(`${crudEn.save}$`) }))
    expect(isFormOpen()).toBe(true) // the reason is required
    await user.type(form.getByLabelText(taskEn.terminateReason), '项目暂停')
    await user.click(form.getByRole('button', { name: new RegExp(`${crudEn.save}$`) }))
    await waitFor(() => expect(isFormOpen()).toBe(false))
    await screen.findByText(taskEn.terminated.replace('{{name}}', running.title))
    const api = await apiAs(seedAccounts.admin)
    expect((await api('GET', `/api/workflow/instance/${running.id}`)).json<Instance>().status).toBe(5) // prettier-ignore
  })

  it('leaves out Reassign and Terminate without their permission children; 401 without Workflow.Task', async () => {
    revoke('Workflow.Task.Reassign', 'Workflow.Task.Cancel')
    const { router } = await openMonitor()
    await findRows(10)
    for (const row of rows()) expect(rowButton(row, taskEn.terminate)).toBeNull()
    await router.navigate('/workflow/task?tab=tasks')
    await findRows(10)
    for (const row of rows()) expect(rowButton(row, taskEn.reassign)).toBeNull()
    resetSession()

    revoke('Workflow.Task')
    const app = await signedInWithTabs('admin', '/workflow/task', false)
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/401'), { timeout: 10_000 }) // prettier-ignore
    expect(await screen.findByText(appEn.page.unauthorizedTitle)).toBeTruthy()
  })

  it('says so when the list cannot be loaded', async () => {
    addFault({ path: '/api/workflow/instance', method: 'GET', status: 500, times: 2 })
    await openMonitor()
    await screen.findByText(crudEn.loadFailed, undefined, { timeout: 10_000 })
    await userEvent.setup().click(screen.getByRole('button', { name: crudEn.retry }))
    await findRows(10)
  })
})
