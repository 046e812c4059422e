import { describe, expect, it } from 'vitest'
import { personaAccounts as p } from '../../core/db/seed-accounts.ts'
import { generatedUserId, personaUserIds as u } from '../../core/db/seed-ids.ts'
import { apiAs } from '../../core/testing/api-client.ts'
import { workflowInstanceId } from './seed/seed-workflow-ids.ts'
import { errorOf, todoOf, type Page, type Task, type TaskDetail } from './workflow-test-client.ts'

/** The actions on a task and their refusals (workflow-api.md §3, §4, §9). */
const task = (id: string, action = '') => `/api/workflow/task/${id}${action ? `/${action}` : ''}`
const atChief = workflowInstanceId(4)
const atCountersign = workflowInstanceId(2)

describe('acting on a task', () => {
  it('refuses what the contract refuses: comment required, stale stamp, self-transfer, duplicate assignee, bad return target', async () => {
    // prettier-ignore
    const chief = await apiAs(p.htChief)
    const mine = await todoOf(chief, atChief)
    const refused = async (
      action: string,
      body: Record<string, unknown>,
      headers?: Record<string, string>,
    ) => {
      // prettier-ignore
      const answer = await chief('POST', task(mine.id, action), { concurrencyStamp: mine.concurrencyStamp, ...body }, headers) // prettier-ignore
      return [answer.status, errorOf(answer).code ?? errorOf(answer).validationErrors?.[0].members[0], errorOf(answer).message] // prettier-ignore
    }
    expect(await refused('approve', {})).toEqual([403, 'Workflow:CommentRequired', 'A comment is required at this step.']) // prettier-ignore
    expect(await refused('approve', {}, { 'accept-language': 'zh-Hans' })).toEqual([403, 'Workflow:CommentRequired', '此环节须填写意见。']) // prettier-ignore
    expect(await refused('reject', {})).toEqual([400, 'comment', expect.any(String)])
    expect((await chief('POST', task(mine.id, 'approve'), { comment: 'ok', concurrencyStamp: 'stale' })).status).toBe(409) // prettier-ignore
    expect(await refused('transfer', { userId: u.htChief })).toEqual([403, 'Workflow:CannotTransferToSelf', 'You cannot transfer a task to yourself.']) // prettier-ignore
    // user002, the other 总监理工程师 of the or-sign, already holds a task at this step.
    expect((await refused('transfer', { userId: generatedUserId(2) })).slice(0, 2)).toEqual([403, 'Workflow:AlreadyAssignee']) // prettier-ignore
    expect(await refused('return', { targetNodeId: 'owner-approval' })).toEqual([403, 'Workflow:InvalidReturnTarget', 'The task cannot be returned to that step.']) // prettier-ignore
  })

  it('an or-sign: one reject decides the node, the sibling is skipped, and acting again says it was handled', async () => {
    // prettier-ignore
    const chief = await apiAs(p.htChief)
    const mine = await todoOf(chief, atChief)
    const rejected = await chief('POST', task(mine.id, 'reject'), { comment: '数量不符', concurrencyStamp: mine.concurrencyStamp }) // prettier-ignore
    expect(rejected.json()).toEqual({ instanceStatus: 3, nextTasks: [] })
    const again = await chief('POST', task(mine.id, 'approve'), { comment: 'ok' })
    expect([again.status, errorOf(again).code]).toEqual([403, 'Workflow:TaskAlreadyCompleted'])
    const done = (await chief('GET', '/api/workflow/task/done?maxResultCount=100')).json<
      Page<Task>
    >()
    expect(done.items.find((t) => t.id === mine.id)?.status).toBe(3)
  })

  it('delegates (委派): the helper resolves, the owner decides; the owner’s to-do stays open meanwhile', async () => {
    // prettier-ignore
    const spec1 = await apiAs(p.htSpec1)
    const mine = await todoOf(spec1, atCountersign)
    expect((await spec1('POST', task(mine.id, 'delegate'), { userId: u.htChief, comment: '请核数量', concurrencyStamp: mine.concurrencyStamp })).status).toBe(204) // prettier-ignore
    const chief = await apiAs(p.htChief)
    const helper = await todoOf(chief, atCountersign)
    expect([helper.kind, helper.ownerName]).toEqual(['resolve', '郑海峰'])
    expect((await chief('GET', task(helper.id))).json<TaskDetail>().actions).toEqual(['resolve'])
    // The engine refuses what a task does not offer with its own code (docs/workflow-engine.md).
    const approving = await chief('POST', task(helper.id, 'approve'), { concurrencyStamp: helper.concurrencyStamp }) // prettier-ignore
    expect([approving.status, errorOf(approving).code]).toEqual([403, 'Workflow:ActionNotAllowed'])
    type Todo = { sourceId: string; status: number }
    const openTodo = async () => (await spec1('GET', '/api/base/todo/my?maxResultCount=1000')).json<Page<Todo>>().items.find((t) => t.sourceId === mine.id)?.status // prettier-ignore
    expect(await openTodo()).toBe(1)
    expect((await chief('POST', task(helper.id, 'resolve'), { comment: '数量无误', concurrencyStamp: helper.concurrencyStamp })).status).toBe(204) // prettier-ignore
    const back = await todoOf(spec1, atCountersign)
    expect(back.id).toBe(mine.id)
    expect((await spec1('POST', task(back.id, 'approve'), { comment: '同意', concurrencyStamp: back.concurrencyStamp })).status).toBe(200) // prettier-ignore
    expect(await openTodo()).toBe(2)
  })

  it('transfers: the new assignee holds the same step; cc copies to a user who may then read the instance', async () => {
    // prettier-ignore
    const cost = await apiAs(p.jnCost)
    const mine = await todoOf(cost, workflowInstanceId(1))
    expect((await cost('POST', task(mine.id, 'cc'), { userIds: [u.bjGm], comment: '请知悉', concurrencyStamp: mine.concurrencyStamp })).status).toBe(204) // prettier-ignore
    const gm = await apiAs(p.bjGm)
    type Cc = { id: string; instance: { id: string }; fromUserName: string; isRead: boolean }
    const copied = (await gm('GET', '/api/workflow/instance/cc?isRead=false')).json<Page<Cc>>()
    expect(copied.items.map((c) => [c.instance.id, c.fromUserName])).toEqual([[workflowInstanceId(1), '吴晓梅']]) // prettier-ignore
    // bj-gm's one seeded task: the 总经理 step of a payment over 5,000,000.
    expect((await gm('GET', '/api/workflow/task/summary')).json()).toEqual({ todo: 1, overdue: 0, ccUnread: 1, delegatedToMe: 0 }) // prettier-ignore
    expect((await gm('POST', `/api/workflow/instance/cc/${copied.items[0].id}/read`)).status).toBe(
      204,
    )
    expect((await gm('GET', '/api/workflow/task/summary')).json()).toMatchObject({ ccUnread: 0 })
    expect((await gm('GET', `/api/workflow/instance/${workflowInstanceId(1)}`)).status).toBe(200)

    const after = await todoOf(cost, workflowInstanceId(1))
    expect((await cost('POST', task(after.id, 'transfer'), { userId: u.bjGm, comment: '请代审', concurrencyStamp: after.concurrencyStamp })).status).toBe(204) // prettier-ignore
    const moved = await todoOf(gm, workflowInstanceId(1))
    expect([moved.nodeId, moved.assigneeName]).toEqual(['contractor-review', '陈国栋'])
    expect((await cost('GET', task(after.id))).json<TaskDetail>().actions).toEqual([])
  })
})
