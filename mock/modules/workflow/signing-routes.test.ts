import { describe, expect, it } from 'vitest'
import { personaAccounts as p, seedAccounts } from '../../core/db/seed-accounts.ts'
import { imageHash } from '../../core/images/image-upload.ts'
import { apiAs, type Api } from '../../core/testing/api-client.ts'
import { sendForm } from '../../core/testing/form-client.ts'
import { pngSquare } from '../../core/testing/test-images.ts'
import { signKeyIds } from '../sign-key/seed-sign-key-ids.ts'
import { errorOf, paymentAtChief, todoOf, type Detail, type Page, type TaskDetail } from './workflow-test-client.ts' // prettier-ignore

/** Signing and sealing steps of 计量支付申请 version 2 (workflow-api.md §4, §6; issue 25). */
const base = '/api/workflow'
type Signing = TaskDetail & { kind: string; signatureRequired: boolean; storedSignature: { signKeyId: string; imageHash: string; uploadedByOther: boolean; imageUploaderName: string | null } | null; sealOptions?: { signKeyId: string; name: string; organizationName: string; scopeName: string; enabled: boolean; imageHash: string }[] } // prettier-ignore
type Entry = Detail['timeline'][number] & { entryId: string; signature?: { imageHash: string }; seal?: { signKeyId: string; imageHash: string } } // prettier-ignore
type Usage = { instanceId: string; number: string; title: string; appliedBy: string; time: string; imageHash: string } // prettier-ignore

async function detailOf(api: Api, instanceId: string) {
  const task = await todoOf(api, instanceId)
  return (await api('GET', `${base}/task/${task.id}`)).json<Signing>()
}

async function act(api: Api, task: Signing, action: string, body: Record<string, unknown> = {}) {
  return api('POST', `${base}/task/${task.taskId}/${action}`, { concurrencyStamp: task.concurrencyStamp, comment: '同意', ...body }) // prettier-ignore
}

describe('signing and sealing steps', () => {
  it('a required signature: stored (ht-chief) or drawn for the task (bj-pm); both frozen into the instance', async () => {
    const id = await paymentAtChief()
    const chief = await apiAs(p.htChief)
    const chiefTask = await detailOf(chief, id)
    expect(chiefTask).toMatchObject({ signatureRequired: true, storedSignature: { signKeyId: signKeyIds.htChiefSignature, uploadedByOther: true } }) // prettier-ignore
    const unsigned = await act(chief, chiefTask, 'approve')
    expect([unsigned.status, errorOf(unsigned).code]).toEqual([403, 'Workflow:SignatureRequired'])
    const stored = chiefTask.storedSignature!.imageHash
    expect((await act(chief, chiefTask, 'approve', { signature: { source: 1 } })).status).toBe(200)

    const pm = await apiAs(p.bjPm)
    const pmTask = await detailOf(pm, id)
    expect(pmTask).toMatchObject({ signatureRequired: true, storedSignature: null })
    const none = await act(pm, pmTask, 'approve', { signature: { source: 1 } })
    expect([none.status, errorOf(none).code]).toEqual([403, 'Workflow:NoStoredSignature'])
    // Another user's upload, or one for another task, is not this step's.
    const drawn = pngSquare(80)
    const elsewhere = (await sendForm(p.bjPm, 'POST', `${base}/task/${chiefTask.taskId}/signature`, {}, drawn)).status // prettier-ignore
    expect(elsewhere).toBe(404)
    const upload = (await sendForm(p.bjPm, 'POST', `${base}/task/${pmTask.taskId}/signature`, {}, drawn)).json<{ uploadId: string; imageHash: string }>() // prettier-ignore
    expect(upload.imageHash).toBe(imageHash(drawn))
    const wrongId = await act(pm, pmTask, 'approve', { signature: { source: 2, uploadId: crypto.randomUUID() } }) // prettier-ignore
    expect(errorOf(wrongId).validationErrors?.[0].members).toEqual(['signature.uploadId'])
    const approved = await act(pm, pmTask, 'approve', { signature: { source: 2, uploadId: upload.uploadId } }) // prettier-ignore
    expect(approved.json()).toMatchObject({ instanceStatus: 1, nextTasks: [{ nodeName: '盖章' }] })

    // ht-chief replaces the stored signature: the approval keeps the image it was given.
    await sendForm(p.htChief, 'PUT', '/api/base/sign-key/my-signature', {}, pngSquare(120))
    const site = await apiAs(p.jnSite)
    const timeline = (await site('GET', `${base}/instance/${id}`)).json<Detail>()
      .timeline as Entry[]
    const signed = timeline.filter((e) => e.signature)
    expect(signed.map((e) => [e.userName, e.signature?.imageHash])).toEqual([['钱振华', stored], ['冯志远', imageHash(drawn)]]) // prettier-ignore
    const image = await site('GET', `${base}/instance/${id}/image/${signed[0].entryId}`)
    expect([image.status, image.headers['content-type'], imageHash(image.bytes)]).toEqual([200, 'image/png', stored]) // prettier-ignore
  })

  it('a seal step: each group’s holder applies their seal; a non-holder and a wrong seal are refused; the usage log lists it', async () => {
    const id = await paymentAtChief()
    const chief = await apiAs(p.htChief)
    await act(chief, await detailOf(chief, id), 'approve', { signature: { source: 1 } })
    const pm = await apiAs(p.bjPm)
    const pmTask = await detailOf(pm, id)
    const upload = (await sendForm(p.bjPm, 'POST', `${base}/task/${pmTask.taskId}/signature`, {}, pngSquare(64))).json<{ uploadId: string }>() // prettier-ignore
    await act(pm, pmTask, 'approve', { signature: { source: 2, uploadId: upload.uploadId } })

    const chiefSeal = await detailOf(chief, id)
    expect(chiefSeal).toMatchObject({
      kind: 'seal',
      nodeName: '盖章',
      actions: ['seal', 'return', 'cc'],
    })
    expect(chiefSeal.sealOptions).toEqual([expect.objectContaining({ signKeyId: signKeyIds.huatongDh01Seal, name: '公章', scopeName: '一标段', enabled: true })]) // prettier-ignore
    const sealImage = await chief('GET', `${base}/task/${chiefSeal.taskId}/seal/${signKeyIds.huatongDh01Seal}/image`) // prettier-ignore
    expect(sealImage.status).toBe(200)
    const notHeld = await act(chief, chiefSeal, 'seal', {
      signKeyId: signKeyIds.binjiangEastRingSeal,
    })
    expect([notHeld.status, errorOf(notHeld).code]).toEqual([403, 'Workflow:SealNotHeld'])
    expect((await act(chief, chiefSeal, 'seal', { signKeyId: signKeyIds.huatongDh01Seal })).json()).toMatchObject({ instanceStatus: 1 }) // prettier-ignore
    const done = await act(pm, await detailOf(pm, id), 'seal', { signKeyId: signKeyIds.binjiangEastRingSeal }) // prettier-ignore
    expect(done.json()).toMatchObject({ instanceStatus: 2, nextTasks: [] })

    const site = await apiAs(p.jnSite)
    const sealed = ((await site('GET', `${base}/instance/${id}`)).json<Detail>().timeline as Entry[]).filter((e) => e.type === 'sealed') // prettier-ignore
    expect(sealed.map((e) => [e.userName, e.seal?.signKeyId])).toEqual([['钱振华', signKeyIds.huatongDh01Seal], ['冯志远', signKeyIds.binjiangEastRingSeal]]) // prettier-ignore
    const admin = await apiAs(seedAccounts.admin)
    const usage = (await admin('GET', `/api/base/sign-key/${signKeyIds.huatongDh01Seal}/usage`)).json<Page<Usage>>() // prettier-ignore
    expect(usage.items.find((u) => u.instanceId === id)).toMatchObject({ title: '一标段 2024-07-25 计量支付申请', appliedBy: '钱振华', imageHash: sealed[0].seal?.imageHash }) // prettier-ignore
    expect((await site('GET', `/api/base/sign-key/${signKeyIds.huatongDh01Seal}/usage`)).status).toBe(403) // prettier-ignore
  })
})
