import { describe, expect, it } from 'vitest'
import { getDatabase } from '../../core/db/database.ts'
import { personaAccounts as p, seedAccounts } from '../../core/db/seed-accounts.ts'
import { callBackend, multipartBody, signIn } from '../../core/testing/backend-client.ts'
import { apiAs } from '../../core/testing/api-client.ts'
import { pngSquare } from '../../core/testing/test-images.ts'
import { errorOf, paymentBody, type Instance } from './workflow-test-client.ts'

/** Attachments of `upload` fields (workflow-api.md §4.1). */
const upload = async (account: typeof p.jnSite, bytes: Uint8Array<ArrayBuffer>, name: string) => {
  const { access_token: token } = await signIn(account)
  const form = new FormData()
  form.append('file', new Blob([bytes], { type: 'application/octet-stream' }), name)
  const body = await multipartBody(form)
  return callBackend('POST', '/api/workflow/attachment', { token, bytes: body.bytes, headers: { ...body.headers, 'accept-language': 'en' } }) // prettier-ignore
}
const text = (value: string) => new TextEncoder().encode(value)
type Uploaded = { id: string; name: string; size: number; contentType: string; sha256: string }

describe('attachments', () => {
  it('takes a file by its magic bytes, binds it on submit, serves it to readers only, never sniffed or cached', async () => {
    // prettier-ignore
    const answer = await upload(p.jnSite, text('计量说明：第3期'), 'note.txt')
    const file = answer.json<Uploaded>()
    expect(file).toMatchObject({ name: 'note.txt', contentType: 'text/plain', size: 22, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) }) // prettier-ignore
    const site = await apiAs(p.jnSite)
    const started = (await site('POST', '/api/workflow/instance', paymentBody(1, { formData: { ...paymentBody(1).formData, attachments: [file.id] } }))).json<Instance>() // prettier-ignore
    const url = `/api/workflow/instance/${started.id}/attachment/${file.id}`
    const download = await site('GET', url)
    expect([download.status, download.text]).toEqual([200, '计量说明：第3期'])
    expect(download.headers).toMatchObject({ 'content-type': 'text/plain', 'x-content-type-options': 'nosniff', 'cache-control': 'no-store', 'content-disposition': expect.stringMatching(/^attachment;/) }) // prettier-ignore
    expect((await (await apiAs(p.bjGm))('GET', url)).status).toBe(404)
    expect((await (await apiAs(p.jnCost))('GET', url)).status).toBe(200)
  })

  it('refuses other types (Workflow:AttachmentTypeRefused) and keeps file parts out of the audit log', async () => {
    // prettier-ignore
    const refused = await upload(p.jnSite, new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03]), 'tool.exe')
    expect([refused.status, errorOf(refused).code, errorOf(refused).message]).toEqual([403, 'Workflow:AttachmentTypeRefused', 'Files of this type cannot be attached.']) // prettier-ignore
    expect((await upload(p.jnSite, pngSquare(32), 'site.png')).json<Uploaded>().contentType).toBe('image/png') // prettier-ignore
    const log = getDatabase().auditLogs.find((l) => l.url === '/api/workflow/attachment' && l.httpStatusCode === 200)! // prettier-ignore
    expect(log.actions[0].parameters).not.toMatch(/PNG|IHDR|IDAT/)
    expect(log.actions[0].serviceName).toBe('Ontall.MS.Workflow.WorkflowAttachments.WorkflowAttachmentAppService') // prettier-ignore
  })

  it('records workflow writes with their entity changes', async () => {
    const site = await apiAs(p.jnSite)
    const started = (await site('POST', '/api/workflow/instance', paymentBody(1))).json<Instance>()
    const log = getDatabase().auditLogs.find((l) => l.url === '/api/workflow/instance' && l.httpMethod === 'POST')! // prettier-ignore
    expect(log.entityChanges[0]).toMatchObject({ entityId: started.id, entityTypeFullName: 'Ontall.MS.Workflow.WorkflowInstances.WorkflowInstance' }) // prettier-ignore
    expect((await (await apiAs(seedAccounts.admin))('GET', `/api/audit-logging/audit-logs?url=/api/workflow/instance`)).status).toBe(200) // prettier-ignore
  })
})
