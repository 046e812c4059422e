import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getDatabase } from '@mock/core/db/database'
import { personaAccounts } from '@mock/core/db/seed-accounts'
import { apiAs } from '@mock/core/testing/api-client'
import appEn from '@/i18n/locales/en/app.json'
import crudEn from '@/i18n/locales/en/crud.json'
import routeEn from '@/i18n/locales/en/route.json'
import inboxEn from '@/modules/workflow/locales/en/workflow-inbox.json'
import listsEn from '@/modules/workflow/locales/en/workflow-lists.json'
import { queryClient } from '@/query/query-client'
import type { LiveCounts } from '@/api/live-counts/live-counts-dto'
import { liveCountsKey } from '@/query/live-counts'
import { tenantScope } from '@/query/query-keys'
import { addFault, getRequestLog } from '@tests/setup/msw-server'
import { resetSession } from '@tests/support/render-app'
import {
  findPageHeading,
  preloadShell,
  signedInWithTabs,
} from '@tests/integration/tabs-journey-support'

beforeAll(async () => {
  await preloadShell()
  await import('@/modules/workflow/pages/inbox/inbox-page')
}, 60_000)
afterEach(resetSession)

type Page<T> = { totalCount: number; items: T[] }
type Task = { id: string; instanceId: string; title: string; isOverdue: boolean }

/** What the server lists for `account` (the page must show the same). */
async function serverList<T>(account: keyof typeof personaAccounts, path: string) {
  const api = await apiAs(personaAccounts[account])
  return (await api('GET', path)).json<Page<T>>()
}

async function openInbox(user: string, search = '') {
  const app = await signedInWithTabs(user, `/workflow/inbox${search}`, false)
  await findPageHeading(routeEn.workflowInbox)
  return app
}

const rows = () => [...document.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')]
const findRows = (count: number) =>
  waitFor(() => expect(rows()).toHaveLength(count), { timeout: 10_000 })
const rowOf = (title: string) => screen.getByText(title, { selector: 'td a' }).closest('tr')!
const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) })
const params = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search)

describe('My approvals', { timeout: 60_000 }, () => {
  it('lists my tasks to do with the count, overdue marked, each opening its handle page', async () => {
    const todo = await serverList<Task>('jnCost', '/api/workflow/task/todo')
    expect(todo.totalCount).toBeGreaterThan(10) // a second page
    await openInbox('jn-cost')
    await findRows(10)
    const count = `${inboxEn.tabs.todo}${todo.totalCount}`
    await waitFor(() => expect(tab(inboxEn.tabs.todo).textContent).toBe(count))
    for (const task of todo.items) {
      const row = within(rowOf(task.title))
      expect(row.getByRole('link').getAttribute('href')).toBe(`/workflow/handle?id=${task.id}`)
      expect(!!row.queryByText(listsEn.overdue)).toBe(task.isOverdue)
    }
    expect(todo.items.some((task) => task.isOverdue)).toBe(true)
  })

  it('keeps the filters in the URL and lists what they say', async () => {
    const onTime = await serverList<Task>('jnCost', '/api/workflow/task/todo?isOverdue=false')
    const { router } = await openInbox('jn-cost', '?isOverdue=false')
    await findRows(onTime.totalCount)
    expect(rows().map((row) => row.querySelector('a')?.textContent)).toEqual(onTime.items.map((t) => t.title)) // prettier-ignore
    const user = userEvent.setup()
    const search = within(document.querySelector<HTMLElement>('form[role=search]')!)
    await user.clear(search.getByLabelText(inboxEn.keyword))
    await user.type(search.getByLabelText(inboxEn.keyword), '2022-0{Enter}')
    await waitFor(() => expect(params(router).get('filter')).toBe('2022-0'))
    expect(params(router).get('isOverdue')).toBe('false')
    await findRows(0)
  })

  it('shows Started by me on pages, the tab in the URL, each row opening its instance', async () => {
    const mine = await serverList<{ id: string; title: string }>('jnSite', '/api/workflow/instance/my?skipCount=10&maxResultCount=10') // prettier-ignore
    expect(mine.totalCount).toBeGreaterThan(20)
    const { router } = await openInbox('jn-site')
    await userEvent.setup().click(tab(inboxEn.tabs.mine))
    await waitFor(() => expect(params(router).get('tab')).toBe('mine'))
    await findRows(10)
    expect(screen.getByText(`${mine.totalCount} in total`)).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('listitem', { name: '2' }))
    await waitFor(() => expect(params(router).get('page')).toBe('2'))
    await waitFor(() => expect(rows().map((row) => row.querySelector('a')?.getAttribute('href'))).toEqual(mine.items.map((i) => `/workflow/instance?id=${i.id}`))) // prettier-ignore
    expect(params(router).get('tab')).toBe('mine')
  })

  it('marks a task a standing delegation gave me "on behalf of" its delegator', async () => {
    const todo = await serverList<Task>('htSpec2', '/api/workflow/task/todo')
    const given = getDatabase()
      .workflowInstances.flatMap((i) => i.engine?.tasks ?? [])
      .find((t) => t.id === todo.items[0].id)!
    given.onBehalfOfId = personaAccounts.htSpec1.userId
    await openInbox('ht-spec2')
    await findRows(todo.totalCount)
    const row = within(rowOf(todo.items[0].title))
    expect(row.getByText(listsEn.onBehalfOf.replace('{{name}}', '郑海峰'))).toBeTruthy()
    const others = rows().filter((r) => r.textContent?.includes('郑海峰'))
    expect(others).toHaveLength(1)
  })

  it('lists a copy sent to me as unread, and opening it marks it read', async () => {
    const spec1 = await apiAs(personaAccounts.htSpec1)
    const [task] = (await serverList<Task>('htSpec1', '/api/workflow/task/todo')).items
    const detail = (await spec1('GET', `/api/workflow/task/${task.id}`)).json<{ concurrencyStamp: string }>() // prettier-ignore
    const cc = await spec1('POST', `/api/workflow/task/${task.id}/cc`, { userIds: [personaAccounts.jnSite.userId], comment: '请知悉', concurrencyStamp: detail.concurrencyStamp }) // prettier-ignore
    expect(cc.status).toBe(204)
    const { router } = await openInbox('jn-site', '?tab=cc')
    await findRows(1)
    await waitFor(() => expect(tab(inboxEn.tabs.cc).textContent).toBe(`${inboxEn.tabs.cc}1`))
    const row = within(rowOf(task.title))
    expect(row.getByText(inboxEn.unread)).toBeTruthy()
    expect(row.getByText('请知悉')).toBeTruthy()
    await userEvent.setup().click(row.getByRole('link'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/workflow/instance'))
    await waitFor(() => expect(getRequestLog().some((e) => e.method === 'POST' && /\/cc\/[^/]+\/read$/.test(e.path))).toBe(true)) // prettier-ignore
    const after = await (await apiAs(personaAccounts.jnSite))('GET', '/api/workflow/task/summary')
    expect(after.json<{ ccUnread: number }>().ccUnread).toBe(0)
  })

  it('follows the live count: the To do tab says it, and the list is read again', async () => {
    await openInbox('ht-chief')
    await findRows(1)
    const key = liveCountsKey(tenantScope(null))
    await waitFor(() => expect(queryClient.getQueryData(key)).toBeDefined(), { timeout: 20_000 })
    const push = (approvalTodo: number) =>
      act(
        () => void queryClient.setQueryData<LiveCounts>(key, (old) => ({ ...old!, approvalTodo })),
      )
    push(1)
    await waitFor(() => expect(tab(inboxEn.tabs.todo).textContent).toBe(`${inboxEn.tabs.todo}1`))
    const reads = () => getRequestLog().filter((e) => e.path === '/api/workflow/task/todo').length
    const before = reads()
    push(4)
    await waitFor(() => expect(tab(inboxEn.tabs.todo).textContent).toBe(`${inboxEn.tabs.todo}4`))
    await waitFor(() => expect(reads()).toBeGreaterThan(before))
  })

  it('is not there without Workflow.Approval: the 401 page, and no Approvals menu', async () => {
    for (const role of getDatabase().roles.filter((r) => r.name !== 'admin' && !r.tenantId)) {
      role.permissions = role.permissions.filter((name) => name !== 'Workflow.Approval')
    }
    // The manager keeps other grants (one with none at all may not sign in).
    const { router } = await signedInWithTabs('manager', '/workflow/inbox', false)
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'), { timeout: 10_000 })
    expect(await screen.findByText(appEn.page.unauthorizedTitle)).toBeTruthy()
    const menu = screen.getByRole('navigation', { name: appEn.shell.mainMenu })
    expect(within(menu).queryByText(routeEn.workflow)).toBeNull()
  })

  it('says so when the list cannot be loaded, and tries again', async () => {
    addFault({ path: '/api/workflow/task/todo', method: 'GET', status: 500, times: 2 })
    await openInbox('ht-chief')
    await screen.findByText(crudEn.loadFailed, undefined, { timeout: 10_000 })
    await userEvent.setup().click(screen.getByRole('button', { name: crudEn.retry }))
    await findRows(1)
  })
})
