import { createHash } from 'node:crypto'
import { businessNowMs } from '../../../core/clock/business-clock.ts'
import type { CrudContext } from '../../../core/crud/crud-resource.ts'
import { sameId } from '../../../core/db/audit.ts'
import { formatClockTime } from '../../../core/db/clock-time.ts'
import type { MockDatabase } from '../../../core/db/types.ts'
import { contentHash } from '../engine/timeline-hash.ts'
import { pinnedSchemeVersion } from '../instance-runner.ts'
import { sealDirectory } from '../seal-directory.ts'
import { formSchemaOf } from '../workflow-dtos.ts'
import { findModelNode, type FormSchema } from '../workflow-model.ts'
import type { WorkflowInstanceRecord } from '../workflow-types.ts'
import type { DocumentContent } from './compose-document.ts'
import { documentFont } from './document-font.ts'
import type { DocumentGeneration, DocumentTemplateRecord } from './document-template-types.ts'
import type { DocumentImage } from './document-types.ts'
import { basePdfOf } from './seed-document-template.ts'

/**
 * The signed PDF of an Approved instance (workflow-api.md §7): composed after the approving
 * request has answered (`documentPending` until then), kept per generation (the last current,
 * older ones verify as superseded), regenerated on request. What goes in is the instance as
 * stored: the frozen images, the form data, the number, the completion date, the content hash.
 */
type Db = MockDatabase

/**
 * The template pinned by the instance's scheme version, if any: a deleted one too (templates are
 * soft-deleted), so that published versions keep composing their documents.
 */
export function templateOf(
  db: Db,
  instance: WorkflowInstanceRecord,
): DocumentTemplateRecord | null {
  const id = pinnedSchemeVersion(db, instance)?.documentTemplateId
  return id ? (db.workflowDocumentTemplates.find((t) => sameId(t.id, id) && sameId(t.tenantId, instance.tenantId)) ?? null) : null // prettier-ignore
}

/** Form data as §3 hashes it: every field, pickers as `{id, name}`, attachments as their sha256. */
function hashedFormData(db: Db, schema: FormSchema | null, data: Record<string, unknown>) {
  const uploads = new Set(
    (schema?.fields ?? []).filter((f) => f.type === 'upload').map((f) => f.key),
  )
  const sha = (id: unknown) => db.workflowAttachments.find((a) => typeof id === 'string' && sameId(a.id, id))?.sha256 ?? id // prettier-ignore
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, uploads.has(key) && Array.isArray(value) ? value.map(sha) : value])) // prettier-ignore
}

export function contentHashOf(db: Db, instance: WorkflowInstanceRecord): string {
  const data = hashedFormData(db, formSchemaOf(db, instance), instance.formData)
  return contentHash(data, (instance.engine?.timeline ?? []) as Parameters<typeof contentHash>[1])
}

function display(value: unknown): string {
  if (value == null) return ''
  if (typeof value === 'object') {
    const name = (value as { name?: unknown }).name
    return typeof name === 'string' ? name : ''
  }
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** The document's content: field texts, each node's last pass of signatures, the seals by group. */
export function documentContentOf(
  db: Db,
  instance: WorkflowInstanceRecord,
  origin: string,
): DocumentContent {
  // prettier-ignore
  const timeline = instance.engine?.timeline ?? []
  const lastPass = timeline.slice(timeline.map((e) => e.type).lastIndexOf('resubmitted') + 1)
  const image = (hash: string | undefined): DocumentImage[] => {
    const frozen = hash ? instance.frozenImages?.find((i) => i.hash === hash) : undefined
    return frozen ? [frozen] : []
  }
  const signatures: Record<string, DocumentImage[]> = {}
  for (const entry of lastPass) if (entry.signature && entry.type !== 'sealed') (signatures[entry.nodeId] ??= []).push(...image(entry.signature.imageHash)) // prettier-ignore
  const model = pinnedSchemeVersion(db, instance)?.model
  const directory = sealDirectory(db, instance.tenantId, instance.projectId, instance.htdId)
  const seals: Record<string, DocumentImage> = {}
  for (const entry of lastPass.filter((e) => e.type === 'sealed' && e.seal)) {
    const key = directory.find((k) => sameId(k.signKeyId, entry.seal!.signKeyId))
    const group = (model ? findModelNode(model, entry.nodeId)?.seals ?? [] : []).findIndex((rule) => rule.kind === key?.kind && rule.party === key?.party) // prettier-ignore
    const [frozen] = image(entry.seal!.imageHash)
    if (frozen && group >= 0) seals[`${entry.nodeId}:${group}`] = frozen
  }
  const number = instance.number ?? ''
  return {
    documentId: instance.id,
    title: instance.title,
    time: instance.endTime ?? instance.startTime ?? '2000-01-01T00:00:00.000',
    fields: Object.fromEntries(Object.entries(instance.formData).map(([k, v]) => [k, display(v)])),
    signatures,
    seals,
    number,
    date: (instance.endTime ?? '').slice(0, 10),
    contentHash: contentHashOf(db, instance),
    verifyUrl: `${origin}/workflow/verify?number=${encodeURIComponent(number)}`,
  }
}

/** Composes the instance's document and keeps it as the current generation. */
export async function generateDocument(
  db: Db,
  instance: WorkflowInstanceRecord,
  origin: string,
): Promise<DocumentGeneration | null> {
  // prettier-ignore
  const template = templateOf(db, instance)
  if (!template) return null
  const content = documentContentOf(db, instance, origin)
  // pdf-lib, fontkit and qrcode load with the first document, not with the backend.
  const { composeDocument } = await import('./compose-document.ts')
  const bytes = await composeDocument(await basePdfOf(template), template.slots, content, documentFont()) // prettier-ignore
  const generation = { documentHash: createHash('sha256').update(bytes).digest('hex'), contentHash: content.contentHash, generatedTime: formatClockTime(businessNowMs()), bytes } // prettier-ignore
  const documents = (instance.documents ??= [])
  // Regenerating an unchanged instance reproduces the same hash: it stays one generation.
  if (documents.at(-1)?.documentHash !== generation.documentHash) documents.push(generation)
  return documents.at(-1)!
}

const pending = new Set<Promise<unknown>>()

/** After the approving request has answered: compose, then clear "generating". */
export function scheduleDocument(context: CrudContext, instance: WorkflowInstanceRecord): void {
  if (!templateOf(context.db, instance)) return
  instance.documentPending = true
  const origin = originOf(context)
  const db = context.db
  const job = new Promise((resolve) => setTimeout(resolve, 0))
    .then(() => generateDocument(db, instance, origin))
    .catch((error: unknown) => console.error('document generation failed', error))
    .finally(() => {
      instance.documentPending = false
      pending.delete(job)
    })
  pending.add(job)
}

/** Tests: wait until every scheduled document is composed. */
export async function documentsSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending])
}

/** The app's origin as the caller reached it (the QR code's target). */
export function originOf(context: CrudContext): string {
  const headers = context.request.headers
  if (headers.origin) return headers.origin
  const host = headers['x-forwarded-host'] ?? headers.host ?? 'localhost'
  return `${headers['x-forwarded-proto'] ?? 'http'}://${host}`
}

/** `document` of the instance's detail: the current generation, without its bytes. */
export function documentSummary(instance: WorkflowInstanceRecord) {
  const current = instance.documents?.at(-1)
  return {
    ...(current ? { document: { documentHash: current.documentHash, contentHash: current.contentHash, generatedTime: current.generatedTime } } : {}), // prettier-ignore
    // Beyond the contract: "generating" until the document is ready.
    documentPending: instance.documentPending === true,
  }
}
