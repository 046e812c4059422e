import { describe, expect, it } from 'vitest'
import { personaAccounts as p, seedAccounts } from '../../core/db/seed-accounts.ts'
import { apiAs } from '../../core/testing/api-client.ts'
import { measurementPaymentForm } from '../../../src/modules/workflow/form-schema/fixtures/measurement-payment.ts' // prettier-ignore
import { workflowFormIds } from './seed/seed-workflow-ids.ts'
import { errorOf, type Page } from './workflow-test-client.ts'

/** The form designer's writes (workflow-api.md §1): create, update, publish, versions, delete. */
type Form = { id: string; name: string; status: number; publishedVersion: number | null; hasUnpublishedChanges: boolean; concurrencyStamp: string; schema: { fields: { key: string }[] } } // prettier-ignore
const path = '/api/workflow/form'
const label = { 'zh-Hans': '金额' }
const schema = { schemaVersion: 1, layout: { columns: 2 }, fields: [{ key: 'amount', type: 'money', label }] } // prettier-ignore
const body = (more: Record<string, unknown> = {}) => ({ name: '试验表单', code: 'trial-form', category: '综合', schema, ...more }) // prettier-ignore

describe('form writes', () => {
  it('creates a draft, edits it, publishes immutable versions and tells unpublished changes apart', async () => {
    const admin = await apiAs(seedAccounts.admin)
    const created = (await admin('POST', path, body())).json<Form>()
    expect([created.status, created.publishedVersion, created.hasUnpublishedChanges]).toEqual([1, null, false]) // prettier-ignore
    expect((await admin('GET', `${path}/list`)).json<{ items: Form[] }>().items.map((f) => f.name)).not.toContain('试验表单') // prettier-ignore

    const v1 = (await admin('POST', `${path}/${created.id}/publish`, {})).json<Form>()
    expect([v1.status, v1.publishedVersion, v1.hasUnpublishedChanges]).toEqual([2, 1, false])
    const changed = { ...schema, fields: [...schema.fields, { key: 'note', type: 'input', label }] }
    const edited = (await admin('PUT', `${path}/${created.id}`, body({ schema: changed, concurrencyStamp: v1.concurrencyStamp }))).json<Form>() // prettier-ignore
    expect([edited.publishedVersion, edited.hasUnpublishedChanges]).toEqual([1, true])
    // A stale stamp: 409.
    expect((await admin('PUT', `${path}/${created.id}`, body({ concurrencyStamp: v1.concurrencyStamp }))).status).toBe(409) // prettier-ignore

    const v2 = (await admin('POST', `${path}/${created.id}/publish`, {})).json<Form>()
    expect([v2.publishedVersion, v2.hasUnpublishedChanges]).toEqual([2, false])
    const first = (await admin('GET', `${path}/${created.id}/version/1`)).json<{ version: number; schema: typeof schema; publisherName: string }>() // prettier-ignore
    expect([first.version, first.schema.fields.map((f) => f.key), first.publisherName]).toEqual([1, ['amount'], 'Administrator']) // prettier-ignore
    expect((await admin('GET', `${path}/${created.id}/version/2`)).json<{ schema: typeof schema }>().schema.fields).toHaveLength(2) // prettier-ignore

    // Putting the draft back as it was published: no unpublished changes.
    const back = (await admin('PUT', `${path}/${created.id}`, body({ schema }))).json<Form>()
    expect(back.hasUnpublishedChanges).toBe(true)
    const same = (
      await admin('PUT', `${path}/${created.id}`, body({ schema: changed }))
    ).json<Form>()
    expect(same.hasUnpublishedChanges).toBe(false)

    const disabled = (await admin('POST', `${path}/${created.id}/disable`, {})).json<Form>()
    expect(disabled.status).toBe(3)
    expect((await admin('GET', `${path}/list?includeDisabled=true`)).json<{ items: Form[] }>().items.map((f) => f.name)).toContain('试验表单') // prettier-ignore
    expect((await admin('POST', `${path}/${created.id}/enable`, {})).json<Form>().status).toBe(2)
    expect((await admin('DELETE', `${path}?ids=${created.id}`)).status).toBe(204)
    expect((await admin('GET', `${path}/${created.id}`)).status).toBe(404)
  })

  it('checks the fields (V1, V2, V4, V5), duplicates, and the schema: its shape on save, everything on publish', async () => {
    const admin = await apiAs(seedAccounts.admin)
    const members = async (b: unknown) => errorOf(await admin('POST', path, b)).validationErrors?.map((e) => e.members[0]) // prettier-ignore
    expect(await members({ schema })).toEqual(['name', 'code'])
    expect(await members(body({ name: 'x'.repeat(65), code: '1abc' }))).toEqual(['name', 'code'])
    expect(await members(body({ category: '杂项' }))).toEqual(['category'])
    expect(await members(body({ schema: 'fields' }))).toEqual(['schema'])
    expect(errorOf(await admin('POST', path, body({ name: '计量支付申请' }))).code).toBe('Workflow:DuplicateFormName') // prettier-ignore
    expect(errorOf(await admin('POST', path, body({ code: 'MEASUREMENT-payment' }))).code).toBe('Workflow:DuplicateFormCode') // prettier-ignore

    const reserved = await admin('POST', path, body({ schema: { ...schema, fields: [{ key: '__proto__', type: 'input', label }] } })) // prettier-ignore
    expect([reserved.status, errorOf(reserved).code, errorOf(reserved).message]).toEqual([403, 'Workflow:InvalidFormSchema', 'The form schema is invalid at fields[0].key.']) // prettier-ignore
    // An expression still being typed is saved; publishing it is refused at its path.
    const draft = (await admin('POST', path, body({ schema: { ...schema, fields: [{ key: 'total', type: 'money', label, computed: 'amount *' }] } }))).json<Form>() // prettier-ignore
    const refused = await admin('POST', `${path}/${draft.id}/publish`, {})
    expect([errorOf(refused).code, errorOf(refused).message]).toEqual(['Workflow:InvalidFormSchema', 'The form schema is invalid at fields[0].computed.']) // prettier-ignore
  })

  it('validate-schema answers every issue with its path; dictionaries are the data dictionaries', async () => {
    const admin = await apiAs(seedAccounts.admin)
    const fields = [{ key: 'unit', type: 'dict', dictionary: 'NoSuchDictionary', label }, { key: 'total', type: 'money', label, computed: 'globalThis' }] // prettier-ignore
    const answer = (await admin('POST', `${path}/validate-schema`, { schema: { ...schema, fields } })).json<{ issues: { path: string; code: string }[] }>() // prettier-ignore
    expect(answer.issues.map((i) => [i.path, i.code])).toEqual([['fields[0].dictionary', 'UnknownDictionary'], ['fields[1].computed', 'BadExpression']]) // prettier-ignore
    expect((await admin('POST', `${path}/validate-schema`, { schema: measurementPaymentForm })).json()).toEqual({ issues: [] }) // prettier-ignore
  })

  it('refuses to delete a form a scheme uses; another tenant’s form is not found; staff may not design', async () => {
    const admin = await apiAs(seedAccounts.admin)
    const inUse = await admin('DELETE', `${path}?ids=${workflowFormIds.measurementPayment}`)
    expect([inUse.status, errorOf(inUse).code, errorOf(inUse).message]).toEqual([403, 'Workflow:FormInUse', "Form '计量支付申请' is used by 1 workflow scheme(s) and cannot be deleted."]) // prettier-ignore
    expect((await admin('PUT', `${path}/${workflowFormIds.demoInspection}`, body())).status).toBe(404) // prettier-ignore
    expect((await admin('POST', `${path}/${workflowFormIds.demoInspection}/publish`, {})).status).toBe(404) // prettier-ignore
    const site = await apiAs(p.jnSite)
    expect((await site('POST', path, body())).status).toBe(403)
    expect((await site('POST', `${path}/${workflowFormIds.measurementPayment}/publish`, {})).status).toBe(403) // prettier-ignore
    expect((await site('POST', `${path}/validate-schema`, { schema })).status).toBe(403)
    const demo = await apiAs(seedAccounts.demoAdmin)
    expect((await demo('GET', path)).json<Page<Form>>().items.map((f) => f.name)).toEqual(['演示报验单']) // prettier-ignore
  })

  it('records the writes in the audit log with the form they change', async () => {
    const admin = await apiAs(seedAccounts.admin)
    const created = (await admin('POST', path, body())).json<Form>()
    await admin('POST', `${path}/${created.id}/publish`, {})
    type Log = { url: string; actions: { serviceName: string; methodName: string }[]; entityChanges: { entityId: string; entityTypeFullName: string }[] } // prettier-ignore
    const logs = (await admin('GET', '/api/audit-logging/audit-logs?url=/api/workflow/form&maxResultCount=2')).json<{ items: Log[] }>().items // prettier-ignore
    expect(logs.map((l) => [l.url, l.actions[0].serviceName])).toEqual([[`${path}/${created.id}/publish`, 'Ontall.MS.Workflow.WorkflowForms.WorkflowFormAppService'], [path, 'Ontall.MS.Workflow.WorkflowForms.WorkflowFormAppService']]) // prettier-ignore
    expect(logs[1].entityChanges.map((c) => [c.entityId, c.entityTypeFullName])).toEqual([[created.id, 'Ontall.MS.Workflow.WorkflowForms.WorkflowForm']]) // prettier-ignore
  })
})
