import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PDFDocument, degrees } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import {
  personaAccounts as p,
  seedAccounts,
  type SeedAccount,
} from '../../../core/db/seed-accounts.ts'
import { apiAs, type Api } from '../../../core/testing/api-client.ts'
import { sendForm } from '../../../core/testing/form-client.ts'
import { workflowSchemeIds } from '../seed/seed-workflow-ids.ts'
import { errorOf, paymentAtChief, signAndSeal, type Page } from '../workflow-test-client.ts'
import { documentsSettled } from './document-service.ts'
import { measurementPaymentTemplateId as seededId } from './seed-document-template.ts'

/** Document templates (workflow-api.md §7): the standard set, the base PDF and the preview. */
type Template = { id: string; name: string; schemeId: string | null; schemeName: string | null; slots: { key: string }[]; pageCount: number; pageSizes: { width: number; height: number }[]; basePdfHash: string | null; concurrencyStamp: string; creationTime: string; misplacedSlotKeys: string[] } // prettier-ignore
const path = '/api/workflow/document-template'
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
const members = (answer: Parameters<typeof errorOf>[0]) => errorOf(answer).validationErrors?.map((e) => e.members[0]) // prettier-ignore
const date = (more: Record<string, unknown> = {}) => ({ key: 'date', kind: 'date', page: 1, x: 10, y: 10, width: 100, height: 20, ...more }) // prettier-ignore

/** Two pages: A4, and A4 turned a quarter (`/Rotate 90`) with an offset CropBox of 535 × 742. */
async function twoPagePdf(encrypted = false): Promise<Uint8Array<ArrayBuffer>> {
  const doc = await PDFDocument.create()
  doc.addPage([595, 842])
  const turned = doc.addPage([595, 842])
  turned.setRotation(degrees(90))
  turned.setCropBox(30, 50, 535, 742)
  if (encrypted) doc.context.trailerInfo.Encrypt = doc.context.obj({ Filter: 'Standard', V: 1, R: 2 }) // prettier-ignore
  return new Uint8Array(await doc.save({ useObjectStreams: false }))
}

const upload = (
  id: string,
  bytes: Uint8Array<ArrayBuffer>,
  account: SeedAccount = seedAccounts.admin,
) => sendForm(account, 'PUT', `${path}/${id}/base-pdf`, {}, bytes, 'base.pdf')

/** The text pdftotext reads in content order, without white space (the watermark runs diagonally). */
function pdfText(bytes: Uint8Array): string {
  const folder = mkdtempSync(join(tmpdir(), 'template-preview-'))
  try {
    writeFileSync(join(folder, 'preview.pdf'), bytes)
    return execFileSync('/usr/bin/pdftotext', ['-raw', join(folder, 'preview.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, '') // prettier-ignore
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

async function created(admin: Api, name: string, more: Record<string, unknown> = {}) {
  const answer = await admin('POST', path, { name, ...more })
  expect(answer.status).toBe(200)
  return answer.json<Template>()
}

describe('document templates: the standard set', () => {
  it('creates, lists with filter, schemeId, sorting and paging, gets, updates and soft-deletes', async () => {
    const admin = await apiAs(seedAccounts.admin)
    const a = await created(admin, '  乙 模板 ', { schemeId: workflowSchemeIds.measurementPayment }) // prettier-ignore
    expect(a).toMatchObject({ name: '乙 模板', schemeName: '计量支付申请', slots: [], pageCount: 0, pageSizes: [], basePdfHash: null, misplacedSlotKeys: [] }) // prettier-ignore
    expect(a.concurrencyStamp).toMatch(/^[0-9a-f]{32}$/)
    expect(a).not.toHaveProperty('basePdf')
    await created(admin, '甲 模板')
    const list = (query: string) => admin('GET', `${path}?${query}`).then((r) => r.json<Page<Template>>()) // prettier-ignore
    const all = await list('maxResultCount=10')
    expect([all.totalCount, all.items.length]).toEqual([14, 10])
    const named = await list('filter=模板')
    expect([named.totalCount, named.items.map((t) => t.name)]).toEqual([2, ['乙 模板', '甲 模板']]) // prettier-ignore
    expect((await list('filter=申请')).items.map((t) => t.name)).toEqual(['竣工验收申请表', '计量支付申请表']) // prettier-ignore
    expect((await list('filter=模板&sorting=name desc&skipCount=1&maxResultCount=1')).items.map((t) => t.name)).toEqual(['乙 模板']) // prettier-ignore
    const byScheme = await list(`schemeId=${workflowSchemeIds.measurementPayment}`)
    expect(byScheme.items.map((t) => t.name)).toEqual(['乙 模板', '计量支付申请表'])
    expect((await admin('GET', `${path}?schemeId=abc`)).status).toBe(400)
    expect((await admin('GET', `${path}?sorting=basePdf`)).status).toBe(400)

    const seeded = (await admin('GET', `${path}/${seededId}`)).json<Template>()
    expect(seeded).toMatchObject({ name: '计量支付申请表', pageCount: 1, pageSizes: [{ width: 595.28, height: 841.89 }] }) // prettier-ignore
    expect(seeded.slots).toHaveLength(11)

    const renamed = (await admin('PUT', `${path}/${a.id}`, { name: '丙 模板', schemeId: null, slots: [], concurrencyStamp: a.concurrencyStamp })).json<Template>() // prettier-ignore
    expect([renamed.name, renamed.schemeId, renamed.concurrencyStamp === a.concurrencyStamp]).toEqual(['丙 模板', null, false]) // prettier-ignore
    const stale = await admin('PUT', `${path}/${a.id}`, { name: '丁 模板', concurrencyStamp: a.concurrencyStamp }) // prettier-ignore
    expect(stale.status).toBe(409)
    expect((await admin('GET', `${path}/${a.id}`)).json<Template>().name).toBe('丙 模板')

    const duplicate = await admin('POST', path, { name: '甲 模板 ' })
    expect([duplicate.status, errorOf(duplicate).code, errorOf(duplicate).message]).toEqual([403, 'Workflow:DuplicateDocumentTemplateName', "Document template '甲 模板' already exists."]) // prettier-ignore
    expect((await admin('DELETE', `${path}/${a.id}`)).status).toBe(204)
    expect((await admin('GET', `${path}/${a.id}`)).status).toBe(404)
    expect((await list('filter=模板')).totalCount).toBe(1)
    // A deleted template's name is free again.
    await created(admin, '丙 模板')
  })

  it('needs Workflow.DocumentTemplate (and its children to write); another tenant sees nothing', async () => {
    const site = await apiAs(p.jnSite)
    expect((await site('GET', path)).status).toBe(403)
    expect((await site('GET', `${path}/${seededId}`)).status).toBe(403)
    expect((await site('POST', path, { name: 'x' })).status).toBe(403)
    expect((await site('POST', `${path}/${seededId}/preview`, {})).status).toBe(403)
    expect((await upload(seededId, await twoPagePdf(), p.jnSite)).status).toBe(403)
    const demo = await apiAs(seedAccounts.demoAdmin)
    expect((await demo('GET', `${path}/${seededId}`)).status).toBe(404)
  })

  it('answers every field error together, on members like slots[0].width', async () => {
    const admin = await apiAs(seedAccounts.admin)
    // No base PDF yet: no slot can be placed.
    expect(members(await admin('POST', path, { slots: [date()] }))).toEqual(['name', 'slots'])
    expect(members(await admin('POST', path, { name: 'x'.repeat(129), schemeId: 'abc' }))).toEqual(['name', 'schemeId']) // prettier-ignore
    const seeded = (await admin('GET', `${path}/${seededId}`)).json<Template>()
    const bad = await admin('PUT', `${path}/${seededId}`, { name: seeded.name, slots: [date({ x: 550 }), date({ kind: 'seal', page: 2 }), date({ key: 'f', kind: 'field', fontSize: 80, align: 'justify' })] }) // prettier-ignore
    expect(bad.status).toBe(400)
    expect(members(bad)).toEqual(['slots[0].width', 'slots[1].key', 'slots[1].page', 'slots[1].source.nodeId', 'slots[1].source.sealIndex', 'slots[2].source.fieldKey', 'slots[2].fontSize', 'slots[2].align']) // prettier-ignore
    expect(errorOf(bad).validationErrors?.[0].message).toBe('The field Width must be between 0 and 45.28.') // prettier-ignore
  })
})

describe('document templates: the base PDF', () => {
  it('reads the pages of an upload as unrotated CropBox sizes, stores its hash and serves it back', async () => {
    const admin = await apiAs(seedAccounts.admin)
    const template = await created(admin, '双页模板')
    expect((await admin('GET', `${path}/${template.id}/base-pdf`)).status).toBe(404)
    const pdf = await twoPagePdf()
    const answer = await upload(template.id, pdf)
    expect(answer.status).toBe(200)
    const stored = answer.json<Template>()
    expect(stored).toMatchObject({ pageCount: 2, pageSizes: [{ width: 595, height: 842 }, { width: 535, height: 742 }], basePdfHash: sha256(pdf) }) // prettier-ignore
    expect(stored.concurrencyStamp).not.toBe(template.concurrencyStamp)
    const download = await admin('GET', `${path}/${template.id}/base-pdf`)
    expect([download.status, download.headers['content-type'], sha256(download.bytes)]).toEqual([200, 'application/pdf', sha256(pdf)]) // prettier-ignore

    // A slot on page 2 at its far edge fits; past it does not.
    const put = (slots: unknown[]) => admin('PUT', `${path}/${template.id}`, { name: '双页模板', slots }) // prettier-ignore
    expect((await put([date({ page: 2, x: 435, y: 722 })])).status).toBe(200)
    expect(members(await put([date({ page: 2, x: 436, y: 722 })]))).toEqual(['slots[0].width'])

    // A smaller base keeps the slot, names it misplaced, and the next PUT refuses it.
    const onePage = await PDFDocument.create()
    onePage.addPage([300, 300])
    const smaller = (await upload(template.id, new Uint8Array(await onePage.save()))).json<Template>() // prettier-ignore
    expect([smaller.pageCount, smaller.slots.map((s) => s.key), smaller.misplacedSlotKeys]).toEqual([1, ['date'], ['date']]) // prettier-ignore
    expect(members(await put(smaller.slots))).toEqual(['slots[0].page'])
  })

  it('refuses what is not a PDF, an encrypted or unreadable one, and a missing file', async () => {
    const admin = await apiAs(seedAccounts.admin)
    const { id } = await created(admin, '坏模板')
    const refusal = async (bytes: Uint8Array<ArrayBuffer>) => { const a = await upload(id, bytes); return [a.status, errorOf(a).code, errorOf(a).message] } // prettier-ignore
    const unreadable = [403, 'Workflow:BasePdfUnreadable', 'The PDF is encrypted or cannot be read.'] // prettier-ignore
    expect(await refusal(await twoPagePdf(true))).toEqual(unreadable)
    expect(await refusal(new TextEncoder().encode('%PDF-1.7\nnot really a pdf'))).toEqual(unreadable) // prettier-ignore
    expect(await refusal(new TextEncoder().encode('PK\u0003\u0004 a zip'))).toEqual([403, 'Workflow:NotAPdf', 'The file is not a PDF.']) // prettier-ignore
    expect(members(await sendForm(seedAccounts.admin, 'PUT', `${path}/${id}/base-pdf`, {}, null))).toEqual(['file']) // prettier-ignore
    expect((await admin('GET', `${path}/${id}`)).json<Template>()).toMatchObject({ pageCount: 0, basePdfHash: null }) // prettier-ignore
  })
})

describe('document templates: the preview', () => {
  it('composes sample data with the watermark 预览 / PREVIEW, the same bytes every time', async () => {
    const admin = await apiAs(seedAccounts.admin)
    const first = await admin('POST', `${path}/${seededId}/preview`, {})
    expect([first.status, first.headers['content-type']]).toEqual([200, 'application/pdf'])
    const second = await admin('POST', `${path}/${seededId}/preview`, {})
    expect(sha256(second.bytes)).toBe(sha256(first.bytes))
    const text = pdfText(first.bytes)
    expect(text).toContain('预览/PREVIEW')
    expect(text).toContain('示例（period）')
    expect((await PDFDocument.load(first.bytes)).getPageCount()).toBe(1)
  }, 60_000)

  it('composes an instance of the tenant, whatever its status; another id is not found', async () => {
    const admin = await apiAs(seedAccounts.admin)
    const instances = (await admin('GET', '/api/workflow/instance?maxResultCount=1000')).json<Page<{ id: string; number: string | null }>>().items // prettier-ignore
    const instance = instances.find((i) => i.number !== null)!
    const preview = await admin('POST', `${path}/${seededId}/preview`, { instanceId: instance.id })
    expect(preview.status).toBe(200)
    const text = pdfText(preview.bytes)
    expect(text).toContain('预览/PREVIEW')
    expect(text).not.toContain('示例')
    expect(text).toContain(instance.number)
    const unknown = await admin('POST', `${path}/${seededId}/preview`, { instanceId: '3a0f0000-0000-0000-0000-000000000000' }) // prettier-ignore
    expect([unknown.status, errorOf(unknown).message]).toEqual([404, 'There is no entity WorkflowInstance with id = 3a0f0000-0000-0000-0000-000000000000!']) // prettier-ignore
    const blank = await created(admin, '空模板')
    expect((await admin('POST', `${path}/${blank.id}/preview`, {})).status).toBe(404)
  }, 60_000)

  it('keeps composing the documents of a published version whose template was deleted', async () => {
    const admin = await apiAs(seedAccounts.admin)
    expect((await admin('DELETE', `${path}/${seededId}`)).status).toBe(204)
    expect((await admin('GET', `${path}/${seededId}`)).status).toBe(404)
    const id = await paymentAtChief()
    await signAndSeal(id)
    await documentsSettled()
    const document = await admin('GET', `/api/workflow/instance/${id}/document`)
    expect([document.status, document.headers['content-type']]).toEqual([200, 'application/pdf'])
  }, 60_000)
})
