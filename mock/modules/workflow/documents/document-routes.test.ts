import { createHash } from 'node:crypto'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { personaAccounts as p, seedAccounts } from '../../../core/db/seed-accounts.ts'
import { apiAs } from '../../../core/testing/api-client.ts'
import { callBackend, signIn } from '../../../core/testing/backend-client.ts'
import { sendForm } from '../../../core/testing/form-client.ts'
import { pngSquare } from '../../../core/testing/test-images.ts'
import { paymentAtChief, signAndSeal } from '../workflow-test-client.ts'
import { documentsSettled } from './document-service.ts'

/** The signed PDF of 计量支付申请 version 2: generated, downloaded, verified, regenerated (§4, §7). */
type Verdict = { match: boolean; superseded: boolean; instanceId?: string; number?: string; chainValid?: boolean; documentHash: string } // prettier-ignore
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

async function verify(bytes: Uint8Array) {
  const { access_token: token } = await signIn(p.jnSite)
  const boundary = '----verify'
  const head = new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`) // prettier-ignore
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`)
  const body = new Uint8Array([...head, ...bytes, ...tail])
  return callBackend('POST', '/api/workflow/document/verify', { token, bytes: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': 'en' } }) // prettier-ignore
}

describe('the signed PDF', () => {
  it('is composed once Approved, downloads with its hash, verifies, and a flipped byte does not', async () => {
    const id = await paymentAtChief()
    await signAndSeal(id)
    const site = await apiAs(p.jnSite)
    await documentsSettled()
    const detail = (await site('GET', `/api/workflow/instance/${id}`)).json<{ number: string; document: { documentHash: string; contentHash: string }; documentPending: boolean }>() // prettier-ignore
    expect(detail.documentPending).toBe(false)
    const download = await site('GET', `/api/workflow/instance/${id}/document`)
    expect(download.headers).toMatchObject({ 'content-type': 'application/pdf', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }) // prettier-ignore
    expect(download.headers['x-content-sha256']).toBe(sha256(download.bytes))
    expect(detail.document.documentHash).toBe(sha256(download.bytes))
    const pdf = await PDFDocument.load(download.bytes)
    expect(pdf.getTitle()).toBe('一标段 2024-07-25 计量支付申请')

    expect((await verify(download.bytes)).json<Verdict>()).toMatchObject({ match: true, superseded: false, instanceId: id, number: detail.number, chainValid: true }) // prettier-ignore
    const flipped = download.bytes.slice()
    flipped[flipped.length - 20] ^= 1
    expect((await verify(flipped)).json<Verdict>()).toMatchObject({ match: false })
    const notPdf = await verify(new TextEncoder().encode('hello'))
    expect(notPdf.json<{ error: { code: string } }>().error.code).toBe('Workflow:NotAPdf')
    const byNumber = (await site('GET', `/api/workflow/document/by-number/${detail.number}`)).json()
    expect(byNumber).toMatchObject({ number: detail.number, status: 2, documentHash: detail.document.documentHash }) // prettier-ignore
  })

  it('regenerates the same bytes after ht-chief replaces the stored signature (frozen); only with the permission', async () => {
    const id = await paymentAtChief()
    await signAndSeal(id, pngSquare(72))
    await documentsSettled()
    const site = await apiAs(p.jnSite)
    const first = (await site('GET', `/api/workflow/instance/${id}/document`)).bytes
    await sendForm(p.htChief, 'PUT', '/api/base/sign-key/my-signature', {}, pngSquare(200))
    expect((await site('POST', `/api/workflow/instance/${id}/document/regenerate`, {})).status).toBe(403) // prettier-ignore
    const admin = await apiAs(seedAccounts.admin)
    const again = await admin('POST', `/api/workflow/instance/${id}/document/regenerate`, {})
    expect(again.json<{ documentHash: string }>().documentHash).toBe(sha256(first))
    expect(sha256((await site('GET', `/api/workflow/instance/${id}/document`)).bytes)).toBe(sha256(first)) // prettier-ignore
  })
})
