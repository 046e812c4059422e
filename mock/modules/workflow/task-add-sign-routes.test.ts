import { describe, expect, it } from 'vitest'
import { personaAccounts as p } from '../../core/db/seed-accounts.ts'
import { personaUserIds as u } from '../../core/db/seed-ids.ts'
import { apiAs } from '../../core/testing/api-client.ts'
import { workflowInstanceId } from './seed/seed-workflow-ids.ts'
import { errorOf, todoOf, type Page, type Task, type TaskDetail } from './workflow-test-client.ts'

/** Add-sign (加签) and reduce (减签) through the routes (workflow-api.md §3 "Add-sign", §4). */
const task = (id: string, action = '') => `/api/workflow/task/${id}${action ? `/${action}` : ''}`
const atChief = workflowInstanceId(4)

describe('add-sign and reduce', () => {
  it('a Before add-sign holds the adder until the added approve; the added cannot add; the adder reduces them', async () => {
    const chief = await apiAs(p.htChief)
    const mine = await todoOf(chief, atChief)
    const added = await chief('POST', task(mine.id, 'add-sign'), { userIds: [u.bjPm], mode: 1, comment: '请业主先看', concurrencyStamp: mine.concurrencyStamp }) // prettier-ignore
    expect(added.status, added.text).toBe(200)
    const [pmTask] = added.json<{ items: Task[] }>().items
    expect([pmTask.assigneeName, pmTask.nodeName]).toEqual(['冯志远', '总监理工程师审批'])

    // The adder waits: only reduce and cc, and an approve meanwhile is refused.
    const waiting = (await chief('GET', task(mine.id))).json<TaskDetail>()
    expect(waiting.actions).toEqual(['reduce', 'cc'])
    const early = await chief('POST', task(mine.id, 'approve'), { comment: '同意', concurrencyStamp: waiting.concurrencyStamp }) // prettier-ignore
    expect([early.status, errorOf(early).code]).toEqual([403, 'Workflow:AddSignPending'])

    const pm = await apiAs(p.bjPm)
    const held = await todoOf(pm, atChief)
    const nested = await pm('POST', task(held.id, 'add-sign'), { userIds: [u.bjGm], mode: 1, concurrencyStamp: held.concurrencyStamp }) // prettier-ignore
    expect([nested.status, errorOf(nested).code]).toEqual([403, 'Workflow:NestedAddSignNotAllowed'])

    const stale = await chief('DELETE', task(mine.id, `add-sign?taskIds=${held.id}&concurrencyStamp=stale`)) // prettier-ignore
    expect(stale.status).toBe(409)
    const reduced = await chief('DELETE', task(mine.id, `add-sign?taskIds=${held.id}&concurrencyStamp=${waiting.concurrencyStamp}`)) // prettier-ignore
    expect(reduced.status, reduced.text).toBe(204)
    const pmTodo = (await pm('GET', '/api/workflow/task/todo?maxResultCount=1000')).json<Page<Task>>() // prettier-ignore
    expect(pmTodo.items.some((t) => t.id === held.id)).toBe(false)
    const free = (await chief('GET', task(mine.id))).json<TaskDetail>()
    expect(free.actions).toContain('approve')
    expect(free.timeline.slice(-2).map((e) => e.type)).toEqual(['addSigned', 'reduced'])
  })
})
