import { describe, expect, it } from 'vitest'
import { seedAccounts } from '../../core/db/seed-accounts.ts'
import { projectIds } from '../../core/db/seed-ids.ts'
import { todoId } from '../notice/seed-notice-ids.ts'
import { apiAs } from '../../core/testing/api-client.ts'
import { callBackend } from '../../core/testing/backend-client.ts'

/** To-dos of the current user, business-api.md §6.2. */
const path = '/api/base/todo'
type Todo = { id: string; title: string; source: number; sourceId: string | null; link: string | null; projectId: string | null; projName: string | null; dueTime: string | null; status: number; isOverdue: boolean; completedTime: string | null; remark: string | null; concurrencyStamp: string } // prettier-ignore
type Page<T> = { totalCount: number; items: T[] }
type ErrorBody = { error: { code: string | null; message: string; validationErrors: { members: string[] }[] | null } } // prettier-ignore
const admin = () => apiAs(seedAccounts.admin)
const errorOf = (answer: { json: <T>() => T }) => answer.json<ErrorBody>().error
const all = `${path}/my?maxResultCount=100`

describe('GET my and my/summary', () => {
  it('lists the caller’s to-dos by status, due time (nulls last), newest first', async () => {
    const api = await admin()
    const page = (await api('GET', all)).json<Page<Todo>>()
    expect(page.totalCount).toBe(30)
    expect(page.items.map((t) => t.status)).toEqual([...Array(15).fill(1), ...Array(12).fill(2), 3, 3, 3]) // prettier-ignore
    expect(page.items.slice(0, 5).map((t) => t.id)).toEqual([todoId(7), todoId(6), todoId(2), todoId(5), todoId(10)]) // prettier-ignore
    expect(page.items.slice(0, 4).map((t) => t.isOverdue)).toEqual([true, true, true, false])
    expect(page.items.slice(12, 15).map((t) => t.dueTime)).toEqual([null, null, null])
    expect(new Set(page.items.map((t) => t.source))).toEqual(new Set([1, 2, 3, 4]))
    const notice = page.items.find((t) => t.id === todoId(3))
    expect(notice?.link).toMatch(/^\/notice\/view\?id=[0-9a-f-]{36}$/)
    expect(page.items.find((t) => t.id === todoId(1))).toMatchObject({ source: 1, link: expect.stringMatching(/^\/workflow\/handle\?id=[0-9a-f-]{36}$/), projName: '地铁5号线土建工程' }) // prettier-ignore
  })

  it('filters by status, project and title, sorts over the whitelist', async () => {
    const api = await admin()
    const get = async (query: string) => (await api('GET', `${all}&${query}`)).json<Page<Todo>>()
    expect((await get('status=1')).totalCount).toBe(15)
    expect((await get('status=2')).totalCount).toBe(12)
    expect((await get('status=3')).totalCount).toBe(3)
    expect((await get(`projectId=${projectIds.metroLine5}`)).items.every((t) => t.projectId === projectIds.metroLine5)).toBe(true) // prettier-ignore
    expect((await get('filter=审批')).items.every((t) => t.title.includes('审批'))).toBe(true)
    const byDue = (await get('status=1&sorting=dueTime desc')).items.map((t) => t.dueTime)
    expect(byDue.slice(-3)).toEqual([null, null, null])
    expect((await api('GET', `${path}/my?sorting=status`)).status).toBe(400)
    expect((await api('GET', `${path}/my?status=7`)).status).toBe(400)
    expect((await callBackend('GET', `${path}/my`)).status).toBe(401)
  })

  it('summarizes pending, overdue and due-today to-dos per user and tenant', async () => {
    const summary = async (account: (typeof seedAccounts)[keyof typeof seedAccounts]) =>
      (await (await apiAs(account))('GET', `${path}/my/summary`)).json()
    expect(await summary(seedAccounts.admin)).toEqual({ pending: 15, overdue: 3, dueToday: 1 })
    expect(await summary(seedAccounts.manager)).toEqual({ pending: 5, overdue: 1, dueToday: 1 })
    expect(await summary(seedAccounts.nobody)).toEqual({ pending: 0, overdue: 0, dueToday: 0 })
    expect(await summary(seedAccounts.demoAdmin)).toEqual({ pending: 2, overdue: 0, dueToday: 0 })
  })
})

describe('writing', () => {
  it('creates Manual to-dos for the caller', async () => {
    const api = await admin()
    const created = await api('POST', path, { title: ' 复核图纸 ', dueTime: '2030-01-01', projectId: projectIds.binhuTunnel, remark: '' }) // prettier-ignore
    expect(created.status).toBe(200)
    expect(created.json<Todo>()).toMatchObject({ title: '复核图纸', source: 4, sourceId: null, link: null, status: 1, isOverdue: false, dueTime: '2030-01-01T00:00:00.000', projName: '滨湖新区综合管廊工程', remark: null }) // prettier-ignore
    const invalid = await api('POST', path, { title: '', dueTime: 'tomorrow', remark: 'x'.repeat(501) }) // prettier-ignore
    expect(errorOf(invalid).validationErrors?.map((e) => e.members[0])).toEqual(['title', 'dueTime', 'remark']) // prettier-ignore
    expect((await api('POST', path, { title: 't', projectId: todoId(999) })).status).toBe(404)
    expect((await api('GET', `${path}/my/summary`)).json()).toMatchObject({ pending: 16 })
    expect((await (await apiAs(seedAccounts.manager))('GET', all)).json<Page<Todo>>().totalCount).toBe(8) // prettier-ignore
  })

  it('updates the owner’s Manual to-dos only', async () => {
    const api = await admin()
    const put = (id: string, stamp: string | null = null) => api('PUT', `${path}/${id}`, { title: '改', dueTime: null, projectId: null, remark: 'r', concurrencyStamp: stamp }) // prettier-ignore
    const manual = (await put(todoId(5))).json<Todo>()
    expect(manual).toMatchObject({ title: '改', dueTime: null, remark: 'r', source: 4 })
    expect((await put(todoId(5), '0'.repeat(32))).status).toBe(409)
    const workflow = await put(todoId(1))
    expect(workflow.status).toBe(403)
    expect(errorOf(workflow)).toMatchObject({ code: 'Base:TodoManagedBySource', message: 'This to-do is managed by its source and cannot be changed here.' }) // prettier-ignore
    const others = await put(todoId(33))
    expect(others.status).toBe(404)
    expect(errorOf(others).message).toBe(`There is no entity Todo with id = ${todoId(33)}!`)
    expect((await api('GET', `${path}/${todoId(5)}`)).status).toBe(405)
  })

  it('completes and reopens Manual and System to-dos', async () => {
    const api = await admin()
    const post = (id: string, action: string) => api('POST', `${path}/${id}/${action}`)
    const done = (await post(todoId(6), 'complete')).json<Todo>()
    expect(done).toMatchObject({ status: 2, isOverdue: false, completedTime: expect.any(String) })
    expect((await post(todoId(6), 'complete')).json<Todo>().completedTime).toBe(done.completedTime)
    expect((await post(todoId(6), 'reopen')).json<Todo>()).toMatchObject({ status: 1, isOverdue: true, completedTime: null }) // prettier-ignore
    expect((await post(todoId(7), 'complete')).json<Todo>().status).toBe(2)
    expect((await post(todoId(21), 'reopen')).json<Todo>().status).toBe(1)
    expect(errorOf(await post(todoId(1), 'complete')).code).toBe('Base:TodoManagedBySource')
    expect(errorOf(await post(todoId(16), 'reopen')).code).toBe('Base:TodoManagedBySource')
    expect((await post(todoId(31), 'complete')).status).toBe(404)
    // 21 (System, due 60 days ago) is pending and overdue again; 7 is done.
    expect((await api('GET', `${path}/my/summary`)).json()).toEqual({ pending: 15, overdue: 3, dueToday: 1 }) // prettier-ignore
  })

  it('deletes the owner’s Manual to-dos only', async () => {
    const api = await admin()
    expect((await api('DELETE', `${path}/${todoId(13)}`)).status).toBe(204)
    expect(errorOf(await api('DELETE', `${path}/${todoId(9)}`)).code).toBe('Base:TodoManagedBySource') // prettier-ignore
    expect((await api('DELETE', `${path}/${todoId(34)}`)).status).toBe(404)
    expect((await api('DELETE', `${path}/${todoId(13)}`)).status).toBe(404)
    expect((await api('GET', all)).json<Page<Todo>>().totalCount).toBe(29)
  })
})
