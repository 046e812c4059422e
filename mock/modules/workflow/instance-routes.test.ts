import { describe, expect, it } from 'vitest'
import { advanceClock } from '../../core/clock/business-clock.ts'
import { personaAccounts as p, seedAccounts } from '../../core/db/seed-accounts.ts'
import { personaUserIds as u, userIds } from '../../core/db/seed-ids.ts'
import { apiAs } from '../../core/testing/api-client.ts'
import { workflowInstanceId } from './seed/seed-workflow-ids.ts'
import { onWorkflowCountsChanged, workflowCountsOf } from './workflow-counts.ts'
import { errorOf, paymentBody, todoOf, type Detail, type Instance, type Page, type Task } from './workflow-test-client.ts' // prettier-ignore

/** Instances: row checks, the starter's and the monitor's actions, timeouts on the clock (workflow-api.md §3, §4). */
const instance = (n: number, action = '') => `/api/workflow/instance/${workflowInstanceId(n)}${action ? `/${action}` : ''}` // prettier-ignore
type Todo = { title: string; sourceId: string; source: number; status: number; link: string }

describe('who may read an instance', () => {
  it('its starter, assignees and the monitor; anyone else, and another tenant, get 404', async () => {
    const status = async (account: Parameters<typeof apiAs>[0], path: string) => (await (await apiAs(account))('GET', path)).status // prettier-ignore
    expect(await status(p.jnSite, instance(1))).toBe(200)
    expect(await status(p.jnCost, instance(1))).toBe(200)
    expect(await status(seedAccounts.admin, instance(1))).toBe(200)
    expect(await status(p.bjGm, instance(1))).toBe(404)
    // The demo tenant's instance is not found from the host, even for Workflow.Task; and back.
    expect(await status(seedAccounts.admin, instance(201))).toBe(404)
    expect(await status(seedAccounts.demoAdmin, instance(201))).toBe(200)
    expect(await status(seedAccounts.demoAdmin, instance(1))).toBe(404)
    const body = (await (await apiAs(p.bjGm))('GET', instance(1))).json<{
      error: { message: string }
    }>()
    expect(body.error.message).toContain('WorkflowInstance')
  })

  it('a user without a grant on the section cannot start there (403 Volo.Authorization:010001)', async () => {
    // prettier-ignore
    const answer = await (await apiAs(seedAccounts.manager))('POST', '/api/workflow/instance', paymentBody(1)) // prettier-ignore
    expect([answer.status, errorOf(answer).code]).toEqual([403, 'Volo.Authorization:010001'])
  })
})

describe('the starter’s actions', () => {
  it('withdraws while nothing was acted on, or while waiting at Start; not after an approval', async () => {
    // prettier-ignore
    const site = await apiAs(p.jnSite)
    const refused = await site('POST', instance(2, 'withdraw'), { reason: '改数' })
    expect([refused.status, errorOf(refused).code]).toEqual([403, 'Workflow:WithdrawNotAllowed'])
    const withdrawn = await site('POST', instance(1, 'withdraw'), { reason: '改数' })
    expect(withdrawn.json<Instance>().status).toBe(4)
    // jn-cost's task was skipped and its to-do cancelled.
    const costTodos = (await (await apiAs(p.jnCost))('GET', '/api/base/todo/my?maxResultCount=1000')).json<Page<Todo>>().items // prettier-ignore
    expect(costTodos.filter((t) => t.title.includes('2024-04')).map((t) => t.status)).toEqual([3])
    expect((await site('POST', instance(10, 'withdraw'), {})).json<Instance>().status).toBe(4)
    expect((await (await apiAs(p.jnCost))('POST', instance(2, 'withdraw'), {})).status).toBe(403)
  })

  it('reminds the current assignees with a System to-do, not again within 10 minutes', async () => {
    const site = await apiAs(p.jnSite)
    expect((await site('POST', instance(2, 'remind'), {})).status).toBe(204)
    const spec2Todos = (await (await apiAs(p.htSpec2))('GET', '/api/base/todo/my?maxResultCount=1000')).json<Page<Todo>>().items // prettier-ignore
    expect(spec2Todos.filter((t) => t.source === 3 && t.title.startsWith('催办：一标段 2024-03'))).toHaveLength(1) // prettier-ignore
    const again = await site('POST', instance(2, 'remind'), {}, { 'accept-language': 'zh-Hans' })
    expect([again.status, errorOf(again).code, errorOf(again).message]).toEqual([403, 'Workflow:RemindTooSoon', '请10分钟后再催办。']) // prettier-ignore
    advanceClock(11 * 60_000)
    expect((await site('POST', instance(2, 'remind'), {})).status).toBe(204)
  })
})

describe('the monitor (Workflow.Task)', () => {
  it('lists every task, reassigns a stuck one and terminates an instance with a reason', async () => {
    const admin = await apiAs(seedAccounts.admin)
    const costs = (await admin('GET', `/api/workflow/task?assigneeId=${u.jnCost}&status=1`)).json<Page<Task>>() // prettier-ignore
    expect(costs.totalCount).toBe(11)
    expect((await (await apiAs(p.jnSite))('GET', '/api/workflow/task')).status).toBe(403)
    const stuck = costs.items.find((t) => t.instanceId === workflowInstanceId(1))!
    expect((await admin('POST', `/api/workflow/task/${stuck.id}/reassign`, { userId: u.bjGm, reason: '吴晓梅休假' })).status).toBe(204) // prettier-ignore
    expect((await todoOf(await apiAs(p.bjGm), workflowInstanceId(1))).nodeId).toBe(
      'contractor-review',
    )
    expect((await admin('POST', instance(3, 'cancel'), {})).status).toBe(400)
    const cancelled = await admin('POST', instance(3, 'cancel'), { reason: '重复申请' })
    expect(cancelled.json<Instance>().status).toBe(5)
    const detail = (await admin('GET', instance(3))).json<Detail>()
    expect(detail.timeline.at(-1)).toMatchObject({ type: 'cancelled', comment: '重复申请' })
    expect(
      (await (await apiAs(p.jnSite))('POST', instance(5, 'cancel'), { reason: 'x' })).status,
    ).toBe(403)
  })
})

describe('seeded approvals and counts', () => {
  it('admin’s approval to-dos open real tasks; the counts follow every change and are signalled', async () => {
    // prettier-ignore
    const admin = await apiAs(seedAccounts.admin)
    const todos = (await admin('GET', '/api/base/todo/my?source=1&maxResultCount=100&status=1')).json<Page<Todo>>().items // prettier-ignore
    const workflow = todos.filter((t) => t.source === 1)
    expect(workflow).toHaveLength(5)
    const summary = (await admin('GET', '/api/workflow/task/summary')).json<{ todo: number; overdue: number }>() // prettier-ignore
    expect(summary).toMatchObject({ todo: 5, overdue: 1 })
    const first = workflow.find((t) => t.title === '审批：一标段3月计量支付申请')!
    expect(first.link).toBe(`/workflow/handle?id=${first.sourceId}`)
    const task = (await admin('GET', `/api/workflow/task/${first.sourceId}`)).json<{ nodeId: string; actions: string[]; concurrencyStamp: string }>() // prettier-ignore
    expect(task).toMatchObject({ nodeId: 'contractor-review', actions: expect.arrayContaining(['approve']) }) // prettier-ignore

    const seen: string[] = []
    const stop = onWorkflowCountsChanged(({ userId }) => seen.push(userId))
    await admin('POST', `/api/workflow/task/${first.sourceId}/reject`, { comment: '退', concurrencyStamp: task.concurrencyStamp }) // prettier-ignore
    stop()
    expect(seen).toContain(userIds.admin)
    expect(workflowCountsOf(null, userIds.admin)).toEqual({ approvalTodo: 4, approvalOverdue: 1, ccUnread: 0 }) // prettier-ignore
    const after = (await admin('GET', '/api/base/todo/my/summary')).json<{ pending: number }>()
    expect(after.pending).toBe(14)
  })

  it('moving the business clock runs due timeouts at once: a reminder and a timeline entry', async () => {
    // prettier-ignore
    const site = await apiAs(p.jnSite)
    const started = (await site('POST', '/api/workflow/instance', paymentBody(1))).json<Instance>()
    advanceClock(2 * 86_400_000 + 60_000)
    const detail = (await site('GET', `/api/workflow/instance/${started.id}`)).json<Detail>()
    expect(detail.timeline.map((e) => e.type)).toEqual(['submitted', 'timeout'])
    const costTodos = (await (await apiAs(p.jnCost))('GET', '/api/base/todo/my?maxResultCount=1000')).json<Page<Todo>>().items // prettier-ignore
    expect(costTodos.filter((t) => t.source === 3 && t.title === `催办：${started.title}`)).toHaveLength(1) // prettier-ignore
  })
})

describe('the timeline chain checked by the server', () => {
  it('says a seeded instance’s chain is intact, and where it breaks once an entry was changed; 404 for others', async () => {
    const { getDatabase } = await import('../../core/db/database.ts')
    const site = await apiAs(p.jnSite)
    const record = getDatabase().workflowInstances.find((i) => i.id === workflowInstanceId(1))!
    const entries = record.engine!.timeline.length
    expect((await site('GET', instance(1, 'chain'))).json()).toEqual({ intact: true, entries })
    const last = record.engine!.timeline[entries - 1] as { comment?: string }
    last.comment = '改过'
    expect((await site('GET', instance(1, 'chain'))).json()).toEqual({ intact: false, brokenAt: entries - 1 }) // prettier-ignore
    expect((await (await apiAs(p.bjGm))('GET', instance(1, 'chain'))).status).toBe(404)
  })
})
