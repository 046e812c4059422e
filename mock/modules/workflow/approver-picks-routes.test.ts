import { describe, expect, it } from 'vitest'
import { personaAccounts as p, seedAccounts } from '../../core/db/seed-accounts.ts'
import { personaUserIds as u } from '../../core/db/seed-ids.ts'
import { apiAs } from '../../core/testing/api-client.ts'
import { workflowSchemeIds } from './seed/seed-workflow-ids.ts'
import { dh01, eastRing, errorOf, paymentBody, publishPickingScheme, todoOf, type Instance } from './workflow-test-client.ts' // prettier-ignore

/** StarterSelects (assignee kind 6, workflow-api.md §2, rule 14) through the routes. */
type Candidate = { userId: string; name: string; organizationName: string | null; positionNames: string[] } // prettier-ignore
type Selectable = { nodeId: string; name: string; required: boolean; candidates: Candidate[] }
const scheme = workflowSchemeIds.measurementPayment
describe('approvers picked by the starter and by the previous approver', () => {
  it('the start form offers the starter’s steps with the section’s people; submit needs a pick and takes only candidates', async () => {
    await publishPickingScheme(await apiAs(seedAccounts.admin), scheme)
    const site = await apiAs(p.jnSite)
    const form = (await site('GET', `/api/workflow/instance/start-form?schemeId=${scheme}&projectId=${eastRing}&htdId=${dh01}`)).json<{ selectable: Selectable[] }>() // prettier-ignore
    expect(form.selectable.map((s) => [s.nodeId, s.name, s.required])).toEqual([['review', '指定审核人', true]]) // prettier-ignore
    const ids = form.selectable[0].candidates.map((c) => c.userId)
    expect(ids).toEqual(expect.arrayContaining([u.htSpec1, u.bjPm, u.jnCost]))
    expect(ids).not.toContain(seedAccounts.nobody.userId)
    expect(form.selectable[0].candidates.find((c) => c.userId === u.htSpec1)).toMatchObject({ name: '郑海峰', positionNames: ['专业监理工程师'] }) // prettier-ignore

    const preview = (await site('POST', '/api/workflow/instance/preview', paymentBody(1, { selectedAssignees: { review: [u.htSpec1] } }))).json<{ path: { nodeId: string; assignees: { name: string }[] }[] }>() // prettier-ignore
    expect(preview.path.find((s) => s.nodeId === 'review')?.assignees.map((a) => a.name)).toEqual(['郑海峰']) // prettier-ignore

    const unpicked = await site('POST', '/api/workflow/instance', paymentBody(1))
    expect([unpicked.status, errorOf(unpicked).validationErrors?.[0].members]).toEqual([400, ['selectedAssignees.review']]) // prettier-ignore
    const outsider = await site('POST', '/api/workflow/instance', paymentBody(1, { selectedAssignees: { review: [seedAccounts.nobody.userId] } })) // prettier-ignore
    expect([outsider.status, errorOf(outsider).validationErrors?.[0].members]).toEqual([400, ['selectedAssignees.review']]) // prettier-ignore
    const elsewhere = await site('POST', '/api/workflow/instance', paymentBody(1, { selectedAssignees: { final: [u.bjPm] } })) // prettier-ignore
    expect(errorOf(elsewhere).validationErrors?.map((e) => e.members[0])).toContain('selectedAssignees.review') // prettier-ignore

    const started = (await site('POST', '/api/workflow/instance', paymentBody(1, { selectedAssignees: { review: [u.htSpec1] } }))).json<Instance>() // prettier-ignore
    expect(started.currentNodes).toEqual([expect.objectContaining({ nodeId: 'review', assigneeNames: ['郑海峰'] })]) // prettier-ignore
  })

  it('the picked approver sees the next step to staff and picks for it when approving; a pick elsewhere is refused', async () => {
    await publishPickingScheme(await apiAs(seedAccounts.admin), scheme)
    const site = await apiAs(p.jnSite)
    const started = (await site('POST', '/api/workflow/instance', paymentBody(1, { selectedAssignees: { review: [u.htSpec1] } }))).json<Instance>() // prettier-ignore
    const spec = await apiAs(p.htSpec1)
    const task = await todoOf(spec, started.id)
    const detail = (await spec('GET', `/api/workflow/task/${task.id}`)).json<{ nextSelectable: Selectable[] }>() // prettier-ignore
    expect(detail.nextSelectable.map((s) => [s.nodeId, s.name, s.required])).toEqual([['final', '上一步指定', true]]) // prettier-ignore
    expect(detail.nextSelectable[0].candidates.map((c) => c.userId)).toContain(u.bjPm)

    const wrong = await spec('POST', `/api/workflow/task/${task.id}/approve`, { concurrencyStamp: task.concurrencyStamp, nextAssignees: { review: [u.bjPm] } }) // prettier-ignore
    expect([wrong.status, errorOf(wrong).validationErrors?.[0].members]).toEqual([400, ['nextAssignees.review']]) // prettier-ignore
    const approved = await spec('POST', `/api/workflow/task/${task.id}/approve`, { concurrencyStamp: task.concurrencyStamp, nextAssignees: { final: [u.bjPm] } }) // prettier-ignore
    expect(approved.json()).toMatchObject({ nextTasks: [{ nodeName: '上一步指定', assigneeNames: ['冯志远'] }] }) // prettier-ignore
    const pm = await apiAs(p.bjPm)
    const last = await todoOf(pm, started.id)
    expect((await pm('GET', `/api/workflow/task/${last.id}`)).json<{ nextSelectable: Selectable[] }>().nextSelectable).toEqual([]) // prettier-ignore
  })
})
