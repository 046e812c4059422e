import { describe, expect, it } from 'vitest'
import { personaAccounts as p } from '../../core/db/seed-accounts.ts'
import { apiAs } from '../../core/testing/api-client.ts'
import { sendForm } from '../../core/testing/form-client.ts'
import { pngSquare } from '../../core/testing/test-images.ts'
import { signKeyIds } from '../sign-key/seed-sign-key-ids.ts'
import { dh01, eastRing, paymentBody, schemes, todoOf, type Detail, type Instance, type Page, type TaskDetail } from './workflow-test-client.ts' // prettier-ignore

/** A measurement payment from start to Approved through the routes (workflow-api.md §4, issue 23's journey). */
const base = '/api/workflow'
type Next = { instanceStatus: number; nextTasks: { nodeName: string; assigneeNames: string[] }[] }
type Todo = { sourceId: string; status: number; link: string }

async function approve(
  account: (typeof p)[keyof typeof p],
  instanceId: string,
  body: Record<string, unknown> = {},
  action: 'approve' | 'seal' = 'approve',
) {
  // prettier-ignore
  const api = await apiAs(account)
  const task = await todoOf(api, instanceId)
  const answer = await api('POST', `${base}/task/${task.id}/${action}`, { comment: '同意', concurrencyStamp: task.concurrencyStamp, ...body }) // prettier-ignore
  expect(answer.status, answer.text).toBe(200)
  return { task, next: answer.json<Next>() }
}

describe('a measurement payment from start to Approved', () => {
  it('previews who will approve, recomputes the total to the cent, and runs through return and resubmit to Approved', async () => {
    // prettier-ignore
    const site = await apiAs(p.jnSite)
    const preview = await site('POST', `${base}/instance/preview`, paymentBody(5))
    expect(preview.json<{ path: Detail['path'] }>().path.map((n) => [n.nodeId, n.assignees.map((a) => a.name)])).toEqual([
      // The engine's preview lists the steps to come, not Start (engine/preview-path.ts).
      ['contractor-review', ['吴晓梅']],
      ['supervisor-countersign', ['郑海峰', '孙丽萍']],
      ['chief-supervisor', [expect.any(String), '钱振华']],
      ['owner-approval', ['冯志远']],
      ['seals', ['钱振华', '冯志远']],
    ]) // prettier-ignore

    // The client's amounts are ignored: 1.005 × 19.99 … 23.99, each to the cent, add up to 110.49.
    const started = await site('POST', `${base}/instance`, paymentBody(5, { formData: { period: '2024-07-25', items: paymentBody(5).formData.items.map((r) => ({ ...r, amount: 1 })), total: 999, attachments: [] } })) // prettier-ignore
    expect(started.status, started.text).toBe(200)
    const instance = started.json<Instance>()
    expect(instance).toMatchObject({ status: 1, title: '一标段 2024-07-25 计量支付申请', number: expect.stringMatching(/^JL-\d{8}-\d{3}$/) }) // prettier-ignore
    expect(instance.summary).toEqual([{ label: 'Period', value: '2024-07-25' }, { label: 'Amount this period', value: '110.49' }]) // prettier-ignore
    expect(instance.currentNodes).toEqual([{ nodeId: 'contractor-review', name: '施工单位审核', assigneeNames: ['吴晓梅'] }]) // prettier-ignore

    const review = await approve(p.jnCost, instance.id)
    expect(review.next.nextTasks).toEqual([{ taskId: expect.any(String), nodeName: '专业监理会签', assigneeNames: ['郑海峰', '孙丽萍'] }]) // prettier-ignore
    // Its to-do closed as Done, linked to the handle page.
    const costTodos = (await (await apiAs(p.jnCost))('GET', '/api/base/todo/my?maxResultCount=1000')).json<Page<Todo>>().items // prettier-ignore
    expect(costTodos.find((t) => t.sourceId === review.task.id)).toMatchObject({ status: 2, link: `/workflow/handle?id=${review.task.id}` }) // prettier-ignore

    expect((await approve(p.htSpec1, instance.id)).next.nextTasks).toEqual([])
    expect((await approve(p.htSpec2, instance.id)).next.nextTasks[0].nodeName).toBe(
      '总监理工程师审批',
    )

    const chief = await apiAs(p.htChief)
    const chiefTask = await todoOf(chief, instance.id)
    const detail = (await chief('GET', `${base}/task/${chiefTask.id}`)).json<TaskDetail>()
    expect(detail.actions).toEqual([
      'approve',
      'reject',
      'return',
      'transfer',
      'delegate',
      'addSign',
      'reduce',
      'cc',
    ])
    expect(detail.returnTargets.map((t) => t.nodeId)).toEqual(['start', 'contractor-review', 'supervisor-countersign']) // prettier-ignore
    const returned = await chief('POST', `${base}/task/${chiefTask.id}/return`, { targetNodeId: 'start', comment: '请补充第5行', concurrencyStamp: detail.concurrencyStamp }) // prettier-ignore
    expect(returned.json<Next>().nextTasks).toEqual([{ taskId: expect.any(String), nodeName: '发起', assigneeNames: ['周建国'] }]) // prettier-ignore

    // The starter edits with Start's permissions and resubmits; the total is recomputed again.
    const resubmit = await todoOf(site, instance.id)
    expect(resubmit.kind).toBe('resubmit')
    await approve(p.jnSite, instance.id, { formData: { period: '2024-07-25', items: paymentBody(1).formData.items, attachments: [] } }) // prettier-ignore
    for (const account of [p.jnCost, p.htSpec1, p.htSpec2]) await approve(account, instance.id)
    // Version 2 signs at the chief (stored) and the owner (drawn), then both seals are applied.
    await approve(p.htChief, instance.id, { signature: { source: 1 } })
    const pmTask = await todoOf(await apiAs(p.bjPm), instance.id)
    const drawn = (await sendForm(p.bjPm, 'POST', `${base}/task/${pmTask.id}/signature`, {}, pngSquare(64))).json<{ uploadId: string }>() // prettier-ignore
    await approve(p.bjPm, instance.id, { signature: { source: 2, uploadId: drawn.uploadId } })
    await approve(p.htChief, instance.id, { signKeyId: signKeyIds.huatongDh01Seal }, 'seal')
    const last = await approve(p.bjPm, instance.id, { signKeyId: signKeyIds.binjiangEastRingSeal }, 'seal') // prettier-ignore
    expect(last.next).toEqual({ instanceStatus: 2, nextTasks: [] })

    const finished = (await site('GET', `${base}/instance/${instance.id}`)).json<Detail>()
    expect(finished.status).toBe(2)
    expect(finished.summary[1].value).toBe('20.09')
    expect(finished.timeline.map((e) => e.type)).toEqual(['submitted', 'approved', 'approved', 'approved', 'returned', 'resubmitted', 'approved', 'approved', 'approved', 'approved', 'approved', 'sealed', 'sealed']) // prettier-ignore
    expect(finished.timeline.every((e) => /^[0-9a-f]{64}$/.test(e.hash))).toBe(true)
    expect(finished.formData.htdId).toEqual({ id: dh01, name: '一标段' })
    const mine = (await site('GET', `${base}/instance/my?status=2`)).json<Page<Instance>>()
    expect(mine.items.map((i) => i.id)).toContain(instance.id)
  })

  it('saves a draft that pins nothing, edits it under its stamp, then submits it', async () => {
    const site = await apiAs(p.jnSite)
    const draft = (await site('POST', `${base}/instance`, paymentBody(0, { draft: true, formData: { period: '2024-08-25' } }))).json<Instance>() // prettier-ignore
    expect(draft).toMatchObject({ status: 0, number: null })
    const stale = await site('PUT', `${base}/instance/${draft.id}`, { ...paymentBody(2), draft: true, concurrencyStamp: 'stale' }) // prettier-ignore
    expect(stale.status).toBe(409)
    const edited = (await site('PUT', `${base}/instance/${draft.id}`, { ...paymentBody(2), draft: true, concurrencyStamp: draft.concurrencyStamp })).json<Instance>() // prettier-ignore
    expect(edited.status).toBe(0)
    const submitted = await site('POST', `${base}/instance/${draft.id}/submit`, {})
    expect(submitted.json<Instance>()).toMatchObject({
      status: 1,
      number: expect.stringMatching(/^JL-/),
    })
    expect((await site('POST', `${base}/instance/${draft.id}/submit`, {})).status).toBe(403)
  })

  it('answers per-field errors with field paths, and refuses another section (V5)', async () => {
    const site = await apiAs(p.jnSite)
    const bad = await site('POST', `${base}/instance`, paymentBody(2, { formData: { items: [{ boqCode: 'X'.repeat(33), qty: 'abc', price: 1 }], htdId: 'other' } })) // prettier-ignore
    expect(bad.status).toBe(400)
    const members = bad.json<{ error: { validationErrors: { members: string[] }[] } }>().error.validationErrors.map((e) => e.members[0]) // prettier-ignore
    expect(members).toEqual(['period', 'items[0].boqCode', 'items[0].qty'])
  })

  it('lists the schemes jn-site may start on DH01 by category; nothing where there is no grant', async () => {
    // prettier-ignore
    const site = await apiAs(p.jnSite)
    type Startable = { items: { name: string; category: string; needsHtd: boolean }[] }
    const here = (await site('GET', `${base}/instance/startable?projectId=${eastRing}&htdId=${dh01}`)).json<Startable>() // prettier-ignore
    expect(here.items.map((s) => [s.name, s.category, s.needsHtd])).toEqual([['计量支付申请', '计量支付', true], ['设计变更申请', '变更', true], ['材料报验单', '质量', true]]) // prettier-ignore
    const elsewhere = (await site('GET', `${base}/instance/startable?projectId=3a0f6c1e-71a3-4c8d-b2e5-0f9a8b7c5003`)).json<Startable>() // prettier-ignore
    expect(elsewhere.items).toEqual([])
    expect((await site('GET', `${base}/instance/startable`)).status).toBe(400)
    const form = (await site('GET', `${base}/instance/start-form?schemeId=${schemes.materialInspection}&projectId=${eastRing}&htdId=${dh01}`)).json<{ formVersion: { version: number }; fieldPermissions: Record<string, number> }>() // prettier-ignore
    expect([form.formVersion.version, form.fieldPermissions.material]).toEqual([1, 2])
  })
})
