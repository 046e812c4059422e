import { describe, expect, it } from 'vitest'
import { personaAccounts as p, seedAccounts } from '../../core/db/seed-accounts.ts'
import { personaUserIds as u, projectIds } from '../../core/db/seed-ids.ts'
import { apiAs, type Api } from '../../core/testing/api-client.ts'
import { workflowFormIds, workflowSchemeIds } from './seed/seed-workflow-ids.ts'
import { dh01, eastRing, errorOf } from './workflow-test-client.ts'

/** The flow designer's writes (workflow-api.md §2): validate, simulate, publish, versions, delete. */
type Scheme = { id: string; status: number; publishedVersion: number | null; formVersion: number | null; hasUnpublishedChanges: boolean; concurrencyStamp: string } // prettier-ignore
type Issue = { nodeId: string; code: string }
type Step = { nodeId: string; name: string; assignees: { name: string; organizationName: string; positionNames: string[] }[]; skippedReason?: string } // prettier-ignore
const path = '/api/workflow/scheme'
const label = { 'zh-Hans': '金额' }
const approver = (id: string, more: Record<string, unknown> = {}) => ({ id, type: 2, name: id, assignees: [{ kind: 5 }], ...more }) // prettier-ignore
const flow = (...nodes: Record<string, unknown>[]) => ({ id: 'start', type: 1, name: '发起', ...(nodes.length ? { childNode: nodes.reduceRight<Record<string, unknown> | undefined>((child, node) => ({ ...node, ...(child ? { childNode: child } : {}) }), undefined) } : {}) }) // prettier-ignore
const body = (formId: string, more: Record<string, unknown> = {}) => ({ name: '试验流程', code: 'trial-flow', category: '综合', formId, model: flow(approver('a')), ...more }) // prettier-ignore

/** A published form with a money field `amount`; `publish: false` leaves it a draft. */
async function newForm(admin: Api, publish = true): Promise<string> {
  const fields = [{ key: 'amount', type: 'money', label }]
  const form = (await admin('POST', '/api/workflow/form', { name: '试验表单', code: 'trial-form', schema: { schemaVersion: 1, fields } })).json<{ id: string }>() // prettier-ignore
  if (publish) await admin('POST', `/api/workflow/form/${form.id}/publish`, {})
  return form.id
}

describe('scheme writes', () => {
  it('validates the draft, refuses to publish it with issues, publishes versions pinning the form’s published version', async () => {
    const admin = await apiAs(seedAccounts.admin)
    const formId = await newForm(admin)
    const broken = flow({ id: 'choose', type: 5, name: '判断', branches: [{ id: 'big', name: '大额', priority: 1, condition: 'total > 1', childNode: approver('a') }, { id: 'other', name: '其他', priority: 2 }] }) // prettier-ignore
    const created = (await admin('POST', path, body(formId, { model: broken }))).json<Scheme>()
    expect([created.status, created.publishedVersion]).toEqual([1, null])
    const issues = (await admin('POST', `${path}/${created.id}/validate`, {})).json<{ issues: Issue[] }>().issues // prettier-ignore
    expect(issues.map((i) => [i.nodeId, i.code])).toEqual([['choose', 'BranchWithoutDefault'], ['choose', 'UnknownField'], ['choose', 'BadExpression']]) // prettier-ignore
    const refused = await admin('POST', `${path}/${created.id}/publish`, {})
    expect([refused.status, errorOf(refused).code, errorOf(refused).message]).toEqual([403, 'Workflow:SchemeInvalid', 'The scheme has 3 problem(s); fix them before publishing.']) // prettier-ignore

    const fixed = flow({ id: 'choose', type: 5, name: '判断', branches: [{ id: 'big', name: '大额', priority: 1, condition: 'amount > 1', childNode: approver('a') }, { id: 'other', name: '其他', priority: 2, isDefault: true }] }) // prettier-ignore
    await admin('PUT', `${path}/${created.id}`, body(formId, { model: fixed }))
    const v1 = (await admin('POST', `${path}/${created.id}/publish`, {})).json<Scheme>()
    expect([v1.status, v1.publishedVersion, v1.formVersion, v1.hasUnpublishedChanges]).toEqual([2, 1, 1, false]) // prettier-ignore
    // The form republished: version 1 of the scheme still pins form version 1; the next pins 2.
    await admin('POST', `/api/workflow/form/${formId}/publish`, {})
    expect((await admin('GET', `${path}/${created.id}/version/1`)).json<{ formVersion: number }>().formVersion).toBe(1) // prettier-ignore
    const edited = (await admin('PUT', `${path}/${created.id}`, body(formId, { model: flow(approver('b')), concurrencyStamp: v1.concurrencyStamp }))).json<Scheme>() // prettier-ignore
    expect(edited.hasUnpublishedChanges).toBe(true)
    expect((await admin('PUT', `${path}/${created.id}`, body(formId, { concurrencyStamp: v1.concurrencyStamp }))).status).toBe(409) // prettier-ignore
    const v2 = (await admin('POST', `${path}/${created.id}/publish`, {})).json<Scheme>()
    expect([v2.publishedVersion, v2.formVersion]).toEqual([2, 2])
    expect((await admin('GET', `${path}/${created.id}/version/1`)).json<{ model: { childNode: { id: string } } }>().model.childNode.id).toBe('choose') // prettier-ignore
  })

  it('refuses to publish on a form never published, and checks the fields and references', async () => {
    const admin = await apiAs(seedAccounts.admin)
    const formId = await newForm(admin, false)
    const created = (await admin('POST', path, body(formId))).json<Scheme>()
    const refused = await admin('POST', `${path}/${created.id}/publish`, {})
    expect([errorOf(refused).code, errorOf(refused).message]).toEqual(['Workflow:FormNotPublished', "Form '试验表单' has not been published."]) // prettier-ignore
    const members = async (b: unknown) => errorOf(await admin('POST', path, b)).validationErrors?.map((e) => e.members[0]) // prettier-ignore
    expect(await members({ model: flow() })).toEqual(['name', 'code', 'formId'])
    expect(await members(body(formId, { model: { id: 'start', type: 1, name: '发起', childNode: { id: 'x', type: 8, name: '?' } }, settings: { numberRule: { seqLength: 9 } } }))).toEqual(['model', 'settings']) // prettier-ignore
    for (const bad of [
      { assignees: 5 },
      { seals: [null] },
      { fieldPermissions: 'a' },
      { branches: [{ id: 'b', condition: 1 }] },
    ]) {
      expect(await members(body(formId, { model: flow(approver('a', bad)) }))).toEqual(['model'])
    }
    expect(errorOf(await admin('POST', path, body(workflowFormIds.demoInspection))).message).toContain('WorkflowForm') // prettier-ignore
    expect(errorOf(await admin('POST', path, body(formId, { name: '计量支付申请' }))).code).toBe('Workflow:DuplicateSchemeName') // prettier-ignore
    // The name is unique within its project scope: one project may have its own 计量支付申请.
    expect((await admin('POST', path, body(formId, { name: '计量支付申请', code: 'east-ring-payment', projectId: projectIds.eastRingExpressway }))).status).toBe(200) // prettier-ignore
    expect(errorOf(await admin('POST', path, body(formId, { name: '另一流程', code: 'design-change' }))).code).toBe('Workflow:DuplicateSchemeCode') // prettier-ignore
  })

  it('a scheme with open approvals can be disabled, not deleted; others’ and staff get 404 and 403', async () => {
    const admin = await apiAs(seedAccounts.admin)
    const inUse = await admin('DELETE', `${path}?ids=${workflowSchemeIds.measurementPayment}`)
    expect([inUse.status, errorOf(inUse).code]).toEqual([403, 'Workflow:SchemeInUse'])
    expect(errorOf(inUse).message).toMatch(/^Scheme '计量支付申请' has \d+ open approval\(s\) and cannot be deleted; disable it instead\.$/) // prettier-ignore
    expect((await admin('POST', `${path}/${workflowSchemeIds.measurementPayment}/disable`, {})).json<Scheme>().status).toBe(3) // prettier-ignore
    expect((await admin('POST', `${path}/${workflowSchemeIds.demoInspection}/validate`, {})).status).toBe(404) // prettier-ignore
    const site = await apiAs(p.jnSite)
    expect((await site('POST', `${path}/${workflowSchemeIds.measurementPayment}/validate`, {})).status).toBe(403) // prettier-ignore
    expect((await site('POST', `${path}/${workflowSchemeIds.measurementPayment}/publish`, {})).status).toBe(403) // prettier-ignore
  })

  it('the seeded schemes are valid', async () => {
    const admin = await apiAs(seedAccounts.admin)
    for (const id of [
      workflowSchemeIds.measurementPayment,
      workflowSchemeIds.designChange,
      workflowSchemeIds.materialInspection,
    ]) {
      // prettier-ignore
      expect((await admin('POST', `${path}/${id}/validate`, {})).json()).toEqual({ issues: [] })
    }
  })

  it('simulates 计量支付申请 for 周建国 on 东环高速 一标段 with the names the engine would pick', async () => {
    const admin = await apiAs(seedAccounts.admin)
    const simulate = async (price: number) => (await admin('POST', `${path}/${workflowSchemeIds.measurementPayment}/simulate`, { starterId: u.jnSite, projectId: eastRing, htdId: dh01, formData: { period: '2024-07-25', items: [{ boqCode: '203-1', qty: 1000, price }] } })).json<{ path: Step[]; warnings: Issue[] }>() // prettier-ignore
    const small = await simulate(10)
    const names = (step: Step) => step.assignees.map((a) => a.name)
    expect(small.path.map((s) => s.nodeId)).toEqual(['contractor-review', 'supervisor-countersign', 'chief-supervisor', 'owner-approval', 'seals']) // prettier-ignore
    expect(names(small.path[0])).toEqual(['吴晓梅'])
    expect(names(small.path[1])).toEqual(expect.arrayContaining(['郑海峰', '孙丽萍']))
    expect(names(small.path[2])).toContain('钱振华')
    expect(names(small.path[3])).toEqual(['冯志远'])
    // Version 2's seal node: each seal's holders (the supervisor's section seal, the owner's project seal).
    expect(names(small.path[4])).toEqual(['钱振华', '冯志远'])
    expect(small.path[0].assignees[0]).toMatchObject({ organizationName: expect.stringContaining('东环高速一标段'), positionNames: ['造价工程师'] }) // prettier-ignore
    expect(small.warnings).toEqual([])
    // Over 5,000,000 the exclusive branch adds the owner's 总经理.
    const large = await simulate(6000)
    expect(large.path.map((s) => s.nodeId).slice(-2)).toEqual(['owner-gm', 'seals'])
    expect(names(large.path.at(-2)!)).toEqual(['陈国栋'])
    const missing = await admin('POST', `${path}/${workflowSchemeIds.measurementPayment}/simulate`, { projectId: eastRing }) // prettier-ignore
    expect(errorOf(missing).validationErrors?.map((e) => e.members[0])).toEqual(['starterId'])
  })

  it('simulates a seal node with the parties’ seals and their holders on 一标段', async () => {
    const admin = await apiAs(seedAccounts.admin)
    const sealNode = { id: 'seal', type: 7, name: '用印', seals: [{ kind: 3, party: 'supervisor' }, { kind: 2, party: 'owner' }] } // prettier-ignore
    const created = (await admin('POST', path, body(workflowFormIds.measurementPayment, { model: flow(approver('a'), sealNode) }))).json<Scheme>() // prettier-ignore
    const answer = (await admin('POST', `${path}/${created.id}/simulate`, { starterId: u.jnSite, projectId: eastRing, htdId: dh01, formData: {} })).json<{ path: (Step & { seals?: { name: string; holderNames: string[] }[] })[] }>() // prettier-ignore
    const seal = answer.path.find((s) => s.nodeId === 'seal')!
    expect(seal.seals?.map((k) => k.holderNames)).toEqual([['钱振华'], ['冯志远']])
    expect(seal.assignees.map((a) => a.name)).toEqual(['钱振华', '冯志远'])
  })
})
