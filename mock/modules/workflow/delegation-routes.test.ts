import { describe, expect, it } from 'vitest'
import { setClock } from '../../core/clock/business-clock.ts'
import { personaAccounts as p, seedAccounts } from '../../core/db/seed-accounts.ts'
import { personaUserIds as u } from '../../core/db/seed-ids.ts'
import { apiAs } from '../../core/testing/api-client.ts'
import { formatClockTime } from '../../core/db/clock-time.ts'
import { workflowDelegationIds, workflowSchemeIds } from './seed/seed-workflow-ids.ts'
import { errorOf, paymentBody, todoOf, type Detail, type Instance, type Page } from './workflow-test-client.ts' // prettier-ignore

/** Standing delegations (流程委托, workflow-api.md §5) and their effect on new tasks (§3). */
const path = '/api/workflow/delegation'
type Delegation = { id: string; delegatorName: string; delegateeName: string; schemeNames: string[]; startTime: string; endTime: string; isActive: boolean; concurrencyStamp: string } // prettier-ignore
const day = 86_400_000
const at = (days: number) => formatClockTime(Date.now() + days * day)

describe('my delegations', () => {
  it('lists the seeded one for next week to both sides; the monitor list needs Workflow.Delegation', async () => {
    // prettier-ignore
    const spec1 = await apiAs(p.htSpec1)
    const mine = (await spec1('GET', `${path}/my?role=1`)).json<Page<Delegation>>()
    expect(mine.items.map((d) => [d.id, d.delegatorName, d.delegateeName, d.isActive])).toEqual([[workflowDelegationIds.htSpec1NextWeek, '郑海峰', '孙丽萍', false]]) // prettier-ignore
    expect((await (await apiAs(p.htSpec2))('GET', `${path}/my?role=2`)).json<Page<Delegation>>().totalCount).toBe(1) // prettier-ignore
    expect((await spec1('GET', path)).status).toBe(403)
    expect((await (await apiAs(seedAccounts.admin))('GET', `${path}?delegatorId=${u.htSpec1}`)).json<Page<Delegation>>().totalCount).toBe(1) // prettier-ignore
  })

  it('refuses a bad period, an overlap, oneself, another’s delegation without the permission', async () => {
    // prettier-ignore
    const cost = await apiAs(p.jnCost)
    const body = { delegateeId: u.bjGm, schemeIds: [workflowSchemeIds.measurementPayment], startTime: at(-1), endTime: at(5), reason: '出差', enabled: true } // prettier-ignore
    const code = async (b: Record<string, unknown>) => { const a = await cost('POST', path, b); return [a.status, errorOf(a).code ?? errorOf(a).validationErrors?.[0].members[0]] } // prettier-ignore
    expect(await code({ ...body, endTime: at(-2) })).toEqual([
      403,
      'Workflow:DelegationPeriodInvalid',
    ])
    expect(await code({ ...body, endTime: at(200) })).toEqual([
      403,
      'Workflow:DelegationPeriodInvalid',
    ])
    expect(await code({ ...body, delegateeId: u.jnCost })).toEqual([400, 'delegateeId'])
    expect(await code({ ...body, startTime: undefined })).toEqual([400, 'startTime'])
    expect((await cost('POST', path, body)).status).toBe(200)
    expect(await code({ ...body, schemeIds: [] })).toEqual([403, 'Workflow:DelegationOverlap'])
    expect(await code({ ...body, delegatorId: u.htChief })).toEqual([
      403,
      'Volo.Authorization:010001',
    ])
    expect((await cost('PUT', `${path}/${workflowDelegationIds.htSpec1NextWeek}`, body)).status).toBe(404) // prettier-ignore
  })

  it('edits under its stamp, ends early, deletes (204)', async () => {
    const spec1 = await apiAs(p.htSpec1)
    const seeded = (await spec1('GET', `${path}/my`)).json<Page<Delegation>>().items[0]
    const body = { delegateeId: u.htSpec2, schemeIds: [], startTime: seeded.startTime, endTime: seeded.endTime, reason: '培训', enabled: true } // prettier-ignore
    expect((await spec1('PUT', `${path}/${seeded.id}`, { ...body, concurrencyStamp: 'stale' })).status).toBe(409) // prettier-ignore
    const ended = await spec1('PUT', `${path}/${seeded.id}`, { ...body, endTime: formatClockTime(Date.parse(`${seeded.startTime}Z`) + day), concurrencyStamp: seeded.concurrencyStamp }) // prettier-ignore
    expect(ended.json<Delegation>().endTime).not.toBe(seeded.endTime)
    expect((await spec1('DELETE', `${path}/${seeded.id}`)).status).toBe(204)
    expect((await spec1('GET', `${path}/my`)).json<Page<Delegation>>().totalCount).toBe(0)
  })

  it('a task created while a delegation is active goes to the delegatee, on behalf of the delegator', async () => {
    // prettier-ignore
    const cost = await apiAs(p.jnCost)
    await cost('POST', path, { delegateeId: u.bjGm, schemeIds: [], startTime: at(-1), endTime: at(3), reason: '休假', enabled: true }) // prettier-ignore
    const started = (await (await apiAs(p.jnSite))('POST', '/api/workflow/instance', paymentBody(1))).json<Instance>() // prettier-ignore
    const gm = await apiAs(p.bjGm)
    const task = await todoOf(gm, started.id)
    expect([task.nodeId, task.onBehalfOfName]).toEqual(['contractor-review', '吴晓梅'])
    const held = (await gm('GET', '/api/workflow/task/todo?onBehalfOf=true')).json<Page<{ id: string }>>() // prettier-ignore
    expect(held.items.map((t) => t.id)).toEqual([task.id])
    await gm('POST', `/api/workflow/task/${task.id}/approve`, { comment: '代审同意', concurrencyStamp: task.concurrencyStamp }) // prettier-ignore
    const detail = (await gm('GET', `/api/workflow/instance/${started.id}`)).json<Detail>()
    expect(detail.timeline[1]).toMatchObject({ type: 'approved', userName: '陈国栋', onBehalfOfUserName: '吴晓梅' }) // prettier-ignore
    // Once the window has passed, new tasks stay with jn-cost.
    setClock(Date.now() + 4 * day)
    const later = (await (await apiAs(p.jnSite))('POST', '/api/workflow/instance', paymentBody(1))).json<Instance>() // prettier-ignore
    expect((await todoOf(cost, later.id)).onBehalfOfName).toBeNull()
  })
})
