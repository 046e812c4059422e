import { createHash } from 'node:crypto'
import { seededAudit } from '../../../core/db/audit.ts'
import { workflowSchemeIds } from '../seed/seed-workflow-ids.ts'
import { documentFont } from './document-font.ts'
import { embeddedFontName, type DocumentSlot } from './document-types.ts'
import type { DocumentTemplateRecord } from './document-template-types.ts'

/**
 * The seeded document template of 计量支付申请 version 2 (workflow-api.md §10, issue 25): an A4
 * form, as a unit would print it, with a slot for the section, the period, the amount, the
 * number, the chief's and the owner's signatures, both seals, the completion date, the content
 * hash and the QR code. Its base PDF is drawn here, the same bytes every time, the first time a
 * document needs it (it embeds the Chinese font: not at every seed).
 */
export const measurementPaymentTemplateId = '3a0f6c1e-c7d8-4e9f-a007-000000000001'
const seedTime = '2024-06-01T08:00:00'

const labels: [text: string, x: number, y: number, size?: number][] = [
  ['计量支付申请表', 220, 780, 20],
  ['编号', 380, 745],
  ['合同段', 60, 700],
  ['计量期', 60, 665],
  ['本期金额（元）', 60, 630],
  ['总监理工程师（签字）', 60, 520],
  ['业主项目经理（签字）', 310, 520],
  ['监理单位（章）', 60, 380],
  ['建设单位（章）', 310, 380],
  ['完成日期', 60, 200],
  ['内容哈希', 60, 120],
  ['扫码验证', 470, 200],
]

export const measurementPaymentSlots: DocumentSlot[] = [
  { key: 'number', kind: 'number', page: 1, x: 415, y: 740, width: 140, height: 18 },
  { key: 'section', kind: 'field', page: 1, x: 170, y: 695, width: 330, height: 20, source: { fieldKey: 'htdId' } },
  { key: 'period', kind: 'field', page: 1, x: 170, y: 660, width: 330, height: 20, source: { fieldKey: 'period' } },
  { key: 'total', kind: 'field', page: 1, x: 170, y: 625, width: 330, height: 20, source: { fieldKey: 'total' } },
  { key: 'chief-signature', kind: 'signature', page: 1, x: 60, y: 440, width: 200, height: 70, source: { nodeId: 'chief-supervisor' } },
  { key: 'owner-signature', kind: 'signature', page: 1, x: 310, y: 440, width: 200, height: 70, source: { nodeId: 'owner-approval' } },
  { key: 'supervisor-seal', kind: 'seal', page: 1, x: 80, y: 240, width: 130, height: 130, source: { nodeId: 'seals', sealIndex: 0 } },
  { key: 'owner-seal', kind: 'seal', page: 1, x: 330, y: 240, width: 130, height: 130, source: { nodeId: 'seals', sealIndex: 1 } },
  { key: 'date', kind: 'date', page: 1, x: 130, y: 195, width: 150, height: 18 },
  { key: 'content-hash', kind: 'contentHash', page: 1, x: 60, y: 100, width: 480, height: 12, fontSize: 7 },
  { key: 'qr', kind: 'qr', page: 1, x: 460, y: 100, width: 90, height: 90 },
] // prettier-ignore

let base: Promise<Uint8Array> | null = null

/** The template's base PDF: labels and boxes, fixed metadata, the same bytes every time. */
export function seedBasePdf(): Promise<Uint8Array> {
  base ??= (async () => {
    // Loaded with the first document, not with the backend: most runs never compose one.
    const [{ PDFDocument, rgb }, { pdfFontkit }] = await Promise.all([import('pdf-lib'), import('./pdf-fontkit.ts')]) // prettier-ignore
    const doc = await PDFDocument.create({ updateMetadata: false })
    doc.registerFontkit(pdfFontkit)
    const font = await doc.embedFont(documentFont(), { subset: true, customName: `${embeddedFontName}-Form` }) // prettier-ignore
    const page = doc.addPage([595.28, 841.89])
    for (const [text, x, y, size = 11] of labels) page.drawText(text, { x, y, size, font })
    const grey = rgb(0.55, 0.55, 0.55)
    for (const y of [690, 655, 620]) page.drawLine({ start: { x: 165, y }, end: { x: 505, y }, thickness: 0.5, color: grey }) // prettier-ignore
    for (const [x, y, w, h] of [[55, 430, 225, 110], [305, 430, 225, 110], [55, 230, 225, 170], [305, 230, 225, 170]]) page.drawRectangle({ x, y, width: w, height: h, borderColor: grey, borderWidth: 0.5 }) // prettier-ignore
    const time = new Date(`${seedTime}Z`)
    doc.setTitle('计量支付申请表')
    doc.setProducer('pdf-lib')
    doc.setCreationDate(time)
    doc.setModificationDate(time)
    return doc.save({ useObjectStreams: false })
  })()
  return base
}

/**
 * Templates set up but still waiting for their unit's printed form (no base PDF, no slots): enough
 * rows for the list's paging and search to mean something.
 */
const awaitingTheirBase = [
  '监理通知单',
  '工程暂停令',
  '工程变更审批表',
  '隐蔽工程验收记录',
  '材料进场报验单',
  '分项工程质量检验评定表',
  '施工组织设计报审表',
  '开工报审表',
  '工程款支付证书',
  '竣工验收申请表',
  '安全检查记录表',
]

const awaitingId = (n: number) => `3a0f6c1e-c7d8-4e9f-a007-${(n + 2).toString(16).padStart(12, '0')}` // prettier-ignore

export function seedDocumentTemplates(): DocumentTemplateRecord[] {
  return [
    ...awaitingTheirBase.map((name, n) => ({
      ...seededAudit(awaitingId(n), null, seedTime, 0xa701 + n),
      name,
      schemeId: null,
      slots: [],
      basePdf: null,
      basePdfHash: null,
      pageCount: 0,
      pageSizes: [],
    })),
    {
      ...seededAudit(measurementPaymentTemplateId, null, seedTime, 0xa700),
      name: '计量支付申请表',
      schemeId: workflowSchemeIds.measurementPayment,
      slots: measurementPaymentSlots,
      // Drawn on first use (seedBasePdf); its hash is stored with it then.
      basePdf: null,
      basePdfHash: null,
      pageCount: 1,
      pageSizes: [{ width: 595.28, height: 841.89 }],
    },
  ]
}

export async function basePdfOf(template: DocumentTemplateRecord): Promise<Uint8Array> {
  if (!template.basePdf) {
    template.basePdf = await seedBasePdf()
    template.basePdfHash = createHash('sha256').update(template.basePdf).digest('hex')
  }
  return template.basePdf
}
