import { describe, expect, it } from 'vitest'
import { personaAccounts as p, seedAccounts } from '../../core/db/seed-accounts.ts'
import { apiAs } from '../../core/testing/api-client.ts'
import { workflowFormIds, workflowSchemeIds } from './seed/seed-workflow-ids.ts'
import type { Page } from './workflow-test-client.ts'

/** The forms' and schemes' reads the runtime needs (workflow-api.md §1, §2). */
type Definition = { id: string; name: string; code: string; category: string; status: number; publishedVersion: number; schema?: unknown; model?: unknown } // prettier-ignore

describe('forms and schemes', () => {
  it('lists the three published forms and schemes at version 1 for designers; participants read a pinned version', async () => {
    // prettier-ignore
    const admin = await apiAs(seedAccounts.admin)
    const forms = (await admin('GET', '/api/workflow/form?sorting=code')).json<Page<Definition>>()
    expect(forms.items.map((f) => [f.code, f.status, f.publishedVersion, 'schema' in f])).toEqual([['design-change', 2, 1, false], ['material-inspection', 2, 1, false], ['measurement-payment', 2, 1, false]]) // prettier-ignore
    expect((await admin('GET', '/api/workflow/form/list')).json<{ items: Definition[] }>().items).toHaveLength(3) // prettier-ignore
    expect((await admin('GET', `/api/workflow/form/${workflowFormIds.measurementPayment}`)).json<Definition>().schema).toMatchObject({ schemaVersion: 1 }) // prettier-ignore
    const schemes = (await admin('GET', '/api/workflow/scheme?category=计量支付')).json<Page<Definition>>() // prettier-ignore
    expect(schemes.items.map((s) => s.name)).toEqual(['计量支付申请'])
    expect((await admin('GET', `/api/workflow/scheme/${workflowSchemeIds.materialInspection}`)).json<Definition>().model).toMatchObject({ id: 'start', type: 1 }) // prettier-ignore

    const site = await apiAs(p.jnSite)
    expect((await site('GET', '/api/workflow/form')).status).toBe(403)
    expect((await site('GET', `/api/workflow/form/${workflowFormIds.measurementPayment}/version/1`)).json()).toMatchObject({ formId: workflowFormIds.measurementPayment, version: 1, schemaHash: expect.stringMatching(/^[0-9a-f]{64}$/) }) // prettier-ignore
    expect((await site('GET', `/api/workflow/scheme/${workflowSchemeIds.measurementPayment}/version/1`)).json()).toMatchObject({ formVersion: 1 }) // prettier-ignore
    expect((await site('GET', `/api/workflow/form/${workflowFormIds.measurementPayment}/version/2`)).status).toBe(404) // prettier-ignore
    // The demo tenant's form is not the host's.
    expect(
      (await admin('GET', `/api/workflow/form/${workflowFormIds.demoInspection}`)).status,
    ).toBe(404)
    expect((await (await apiAs(seedAccounts.demoAdmin))('GET', '/api/workflow/form')).json<Page<Definition>>().items.map((f) => f.name)).toEqual(['演示报验单']) // prettier-ignore
  })
})
