import { createHash } from 'node:crypto'
import { entityNotFound } from '../../../core/abp-error.ts'
import { businessError } from '../../../core/crud/business-error.ts'
import type { CrudContext } from '../../../core/crud/crud-resource.ts'
import { defineCrudRoutes } from '../../../core/crud/define-crud-routes.ts'
import { isGuid } from '../../../core/crud/validation.ts'
import { withCrudContext } from '../../../core/crud/with-crud-context.ts'
import { sameId } from '../../../core/db/audit.ts'
import { touchRow } from '../../../core/crud/touch-row.ts'
import { jsonResponse, type MockResponse } from '../../../core/http/mock-http.ts'
import { defineRoute, type BackendRoute } from '../../../core/routes/define-route.ts'
import { tenantInstances } from '../workflow-access.ts'
import { bodyOf, readUploadedFile, text } from '../workflow-route-kit.ts'
import { maxBasePdfPages, readBasePdf, startsLikePdf } from './base-pdf-reader.ts'
import { documentContentOf, originOf } from './document-service.ts'
import { documentFont } from './document-font.ts'
import type { DocumentTemplateRecord } from './document-template-types.ts'
import { findTemplate, invalid, templateDto, templatePath, templatePermission, templateResource, writeTemplate } from './document-template-resource.ts' // prettier-ignore
import { sampleDocumentContent } from './sample-document-content.ts'
import { basePdfOf } from './seed-document-template.ts'

/**
 * Document templates (workflow-api.md §7): the standard set, the base PDF (upload, download) and
 * a preview with the watermark 预览 / PREVIEW, of an instance of the caller's tenant (whatever
 * its status) or of sample data. pdf-lib loads with the first upload or preview, not with the
 * backend.
 *
 * A new base PDF keeps the slots as they are: those that no longer fit its pages are listed in
 * `misplacedSlotKeys`, and the next PUT refuses them (validationErrors) until they are moved.
 */
const maxBasePdfBytes = 10 * 1024 * 1024
const previewWatermark = '预览 / PREVIEW'

// The seeded template's base is drawn on first use (basePdfOf); any other has bytes or no pages.
const hasBasePdf = (row: DocumentTemplateRecord) => row.basePdf !== null || row.pageCount > 0
const noBasePdf = (context: CrudContext) => entityNotFound(context.culture, 'WorkflowDocumentTemplateBasePdf', context.params.id) // prettier-ignore

function pdfResponse(bytes: Uint8Array, fileName: string, disposition: string): MockResponse {
  return {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.length),
      'Content-Disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Content-SHA256': createHash('sha256').update(bytes).digest('hex'),
    },
    body: bytes,
  }
}

/** A handler on one template of the caller's tenant (else 404). */
function onTemplate(
  handle: (row: DocumentTemplateRecord, context: CrudContext) => Promise<MockResponse>,
) {
  return withCrudContext(async (context) => {
    const found = findTemplate(context)
    return 'response' in found ? found.response : handle(found.row, context)
  })
}

async function uploadBasePdf(row: DocumentTemplateRecord, context: CrudContext) {
  const read = readUploadedFile(context, maxBasePdfBytes)
  if ('response' in read) return read.response
  const { bytes } = read.file
  if (!startsLikePdf(bytes)) return businessError(context.culture, 'Workflow:NotAPdf')
  const reading = await readBasePdf(bytes)
  if (!reading.readable) return businessError(context.culture, 'Workflow:BasePdfUnreadable')
  const pageCount = reading.pageSizes.length
  if (pageCount > maxBasePdfPages) return invalid(context.culture, [{ member: 'file', rule: 'V3', args: ['1', String(maxBasePdfPages)] }]) // prettier-ignore
  const basePdfHash = createHash('sha256').update(bytes).digest('hex')
  Object.assign(row, { basePdf: bytes.slice(), basePdfHash, pageCount, pageSizes: reading.pageSizes }) // prettier-ignore
  touchRow(row, context.caller.userId)
  return jsonResponse(200, templateDto(row, context))
}

async function downloadBasePdf(row: DocumentTemplateRecord, context: CrudContext) {
  if (!hasBasePdf(row)) return noBasePdf(context)
  return pdfResponse(await basePdfOf(row), `${row.name}.pdf`, 'attachment')
}

/** Deterministic like the documents: the same template and instance give the same bytes. */
async function preview(row: DocumentTemplateRecord, context: CrudContext) {
  const body = bodyOf(context)
  const instanceId = text(body, 'instanceId')
  if (instanceId !== null && !isGuid(instanceId)) return invalid(context.culture, [{ member: 'instanceId', rule: 'V5', args: [] }]) // prettier-ignore
  const instance = instanceId ? tenantInstances(context).find((i) => sameId(i.id, instanceId)) : null // prettier-ignore
  if (instanceId && !instance) return entityNotFound(context.culture, 'WorkflowInstance', instanceId) // prettier-ignore
  if (!hasBasePdf(row)) return noBasePdf(context)
  const content = instance ? { ...documentContentOf(context.db, instance, originOf(context)), watermark: previewWatermark } : sampleDocumentContent(row.slots, previewWatermark) // prettier-ignore
  const { composeDocument } = await import('./compose-document.ts')
  const bytes = await composeDocument(await basePdfOf(row), row.slots, content, documentFont())
  return pdfResponse(bytes, `${row.name}-preview.pdf`, 'inline')
}

export const documentTemplateRoutes: BackendRoute[] = [
  defineRoute({ method: 'PUT', pattern: `${templatePath}/:id/base-pdf`, permission: `${templatePermission}.Update`, handle: onTemplate(uploadBasePdf) }), // prettier-ignore
  defineRoute({ method: 'GET', pattern: `${templatePath}/:id/base-pdf`, permission: templatePermission, handle: onTemplate(downloadBasePdf) }), // prettier-ignore
  defineRoute({ method: 'POST', pattern: `${templatePath}/:id/preview`, permission: templatePermission, reads: { body: ['instanceId'] }, handle: onTemplate(preview) }), // prettier-ignore
  defineRoute({ method: 'POST', pattern: templatePath, permission: `${templatePermission}.Create`, reads: { body: ['name', 'schemeId', 'slots', 'extraProperties'] }, handle: withCrudContext((context) => writeTemplate(context, null)) }), // prettier-ignore
  defineRoute({ method: 'PUT', pattern: `${templatePath}/:id`, permission: `${templatePermission}.Update`, reads: { body: ['name', 'schemeId', 'slots', 'extraProperties', 'concurrencyStamp'] }, handle: withCrudContext((context) => { const found = findTemplate(context); return 'response' in found ? found.response : writeTemplate(context, found.row) }) }), // prettier-ignore
  ...defineCrudRoutes(templateResource),
]
