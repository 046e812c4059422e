import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { personaAccounts } from '@mock/core/db/seed-accounts'
import { apiAs } from '@mock/core/testing/api-client'
import { useNodeFormData } from '@mock/msw/node-form-data'
import { documentsSettled } from '@mock/modules/workflow/documents/document-service'
import { paymentAtChief, signAndSeal } from '@mock/modules/workflow/workflow-test-client'
import instanceEn from '@/modules/workflow/locales/en/workflow-instance.json'
import { resetSession } from '@tests/support/render-app'
import { preloadShell, signedInWithTabs } from '@tests/integration/tabs-journey-support'

let restoreFormData: () => void = () => undefined
beforeAll(async () => {
  // Uploads under jsdom need Node's FormData (mock/msw/node-form-data.ts).
  restoreFormData = await useNodeFormData()
  await preloadShell()
  await import('@/modules/workflow/pages/verify/verify-page')
  await import('@/modules/workflow/pages/instance/instance-page')
}, 60_000)
afterEach(resetSession)
afterAll(() => restoreFormData())

/** An approved 计量支付申请 version 2 with its signed PDF, as jn-site reads it. */
async function approvedWithDocument() {
  const id = await paymentAtChief()
  await signAndSeal(id)
  await documentsSettled()
  const site = await apiAs(personaAccounts.jnSite)
  const detail = (await site('GET', `/api/workflow/instance/${id}`)).json<{ number: string; title: string; document: { documentHash: string } }>() // prettier-ignore
  const pdf = (await site('GET', `/api/workflow/instance/${id}/document`)).bytes
  return { id, detail, pdf }
}

const pdfFile = (bytes: Uint8Array, name = 'document.pdf') => new File([bytes.slice()], name, { type: 'application/pdf' }) // prettier-ignore

describe('Verify a document', { timeout: 60_000 }, () => {
  it('shows the approval of ?number=, then says an unchanged file matches and a changed one does not', async () => {
    const { detail, pdf } = await approvedWithDocument()
    await signedInWithTabs('jn-site', `/workflow/verify?number=${detail.number}`, false)
    expect(await screen.findByText(detail.title, {}, { timeout: 10_000 })).toBeTruthy()
    expect(screen.getByText(detail.document.documentHash)).toBeTruthy()
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!
    await userEvent.upload(input, pdfFile(pdf))
    expect(await screen.findByText(instanceEn.verify.verdict.current, {}, { timeout: 10_000 })).toBeTruthy() // prettier-ignore
    expect(screen.getByText(instanceEn.verify.chainIntact)).toBeTruthy()
    const changed = pdf.slice()
    changed[changed.length - 30] ^= 1
    await userEvent.upload(
      document.querySelector<HTMLInputElement>('input[type=file]')!,
      pdfFile(changed, 'changed.pdf'),
    )
    expect(await screen.findByText(instanceEn.verify.verdict.noMatch, {}, { timeout: 10_000 })).toBeTruthy() // prettier-ignore
    expect(screen.getByText(instanceEn.document.proves)).toBeTruthy()
  })

  it('the instance page shows the document’s hash and offers the download', async () => {
    const { id, detail } = await approvedWithDocument()
    await signedInWithTabs('jn-site', `/workflow/instance?id=${id}`, false)
    expect(await screen.findByText(instanceEn.document.title, {}, { timeout: 10_000 })).toBeTruthy()
    expect(screen.getByText(detail.document.documentHash)).toBeTruthy()
    expect(screen.getByRole('button', { name: new RegExp(instanceEn.document.download) })).toBeTruthy() // prettier-ignore
    // jn-site may not regenerate it (Workflow.Task.RegenerateDocument).
    expect(screen.queryByRole('button', { name: new RegExp(instanceEn.document.regenerate) })).toBeNull() // prettier-ignore
  })
})
