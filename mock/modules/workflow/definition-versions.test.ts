import { describe, expect, it } from 'vitest'
import { personaAccounts as p, seedAccounts } from '../../core/db/seed-accounts.ts'
import { apiAs } from '../../core/testing/api-client.ts'
import { workflowFormIds, workflowSchemeIds } from './seed/seed-workflow-ids.ts'
import { paymentBody, todoOf, type Detail, type Instance } from './workflow-test-client.ts'

/** Versions are immutable (workflow-api.md §1, §2): a running instance stays on what it pinned. */
type Pinned = Instance & { schemeVersion: number; formVersion: number }
type FormDto = { name: string; code: string; category: string; sort: number; schema: { fields: { key: string }[] } } // prettier-ignore

describe('published versions', () => {
  it('a form changed and republished, and its scheme republished, leave an open instance on its versions', async () => {
    const admin = await apiAs(seedAccounts.admin)
    const site = await apiAs(p.jnSite)
    const open = (await site('POST', '/api/workflow/instance', paymentBody(1))).json<Pinned>()
    expect([open.schemeVersion, open.formVersion]).toEqual([2, 1])

    const form = (await admin('GET', `/api/workflow/form/${workflowFormIds.measurementPayment}`)).json<FormDto>() // prettier-ignore
    const note = { key: 'note', type: 'input', label: { 'zh-Hans': '备注' } }
    const schema = { ...form.schema, fields: [...form.schema.fields, note] }
    expect((await admin('PUT', `/api/workflow/form/${workflowFormIds.measurementPayment}`, { ...form, schema })).status).toBe(200) // prettier-ignore
    expect((await admin('POST', `/api/workflow/form/${workflowFormIds.measurementPayment}/publish`, {})).json()).toMatchObject({ publishedVersion: 2 }) // prettier-ignore
    expect((await admin('POST', `/api/workflow/scheme/${workflowSchemeIds.measurementPayment}/publish`, {})).json()).toMatchObject({ publishedVersion: 3, formVersion: 2 }) // prettier-ignore

    const keys = (detail: Detail & { formSchema: FormDto['schema'] }) => detail.formSchema.fields.map((f) => f.key) // prettier-ignore
    const before = (await site('GET', `/api/workflow/instance/${open.id}`)).json<Detail & Pinned & { formSchema: FormDto['schema'] }>() // prettier-ignore
    expect([before.schemeVersion, before.formVersion, keys(before).includes('note')]).toEqual([2, 1, false]) // prettier-ignore
    // It goes on its own way: the contractor review approves it onto the countersign.
    const cost = await apiAs(p.jnCost)
    const task = await todoOf(cost, open.id)
    expect((await cost('POST', `/api/workflow/task/${task.id}/approve`, { comment: '同意', concurrencyStamp: task.concurrencyStamp })).status).toBe(200) // prettier-ignore
    expect((await site('GET', `/api/workflow/instance/${open.id}`)).json<Pinned>().currentNodes.map((n) => n.nodeId)).toEqual(['supervisor-countersign']) // prettier-ignore

    // A new start pins the new versions and sees the new field.
    const next = (await site('POST', '/api/workflow/instance', paymentBody(1))).json<Pinned>()
    expect([next.schemeVersion, next.formVersion]).toEqual([3, 2])
    expect(keys((await site('GET', `/api/workflow/instance/${next.id}`)).json())).toContain('note')
  })
})
