import { createHash } from 'node:crypto'
import { jsonResponse, type MockResponse } from '../../core/http/mock-http.ts'
import { entityNotFound } from '../../core/abp-error.ts'
import { businessError } from '../../core/crud/business-error.ts'
import { newAuditedRecord, sameId } from '../../core/db/audit.ts'
import { withCrudContext } from '../../core/crud/with-crud-context.ts'
import { defineRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { attachmentType } from './attachment-type.ts'
import { purgeUnbound } from './attachment-store.ts'
import { findVisibleInstance } from './workflow-access.ts'
import { readUploadedFile } from './workflow-route-kit.ts'

/**
 * Attachments of `upload` fields (workflow-api.md §4.1): a multipart upload (≤ 20 MB, type by magic
 * bytes from the allow-list) answered with its id and SHA-256, and the download of a bound one for
 * whoever may read the instance (attachment, nosniff, no-store). The audit log records the call
 * without the file part (multipart bodies are never recorded as parameters).
 */
export const maxAttachmentBytes = 20 * 1024 * 1024

export const attachmentRoutes: BackendRoute[] = [
  defineRoute({
    method: 'POST',
    pattern: '/api/workflow/attachment',
    permission: 'Workflow.Approval',
    handle: withCrudContext((context) => {
      const read = readUploadedFile(context, maxAttachmentBytes)
      if ('response' in read) return read.response
      const { file } = read
      const contentType = attachmentType(file.bytes)
      if (!contentType) return businessError(context.culture, 'Workflow:AttachmentTypeRefused')
      purgeUnbound(context)
      const sha256 = createHash('sha256').update(file.bytes).digest('hex')
      const name = (file.fileName || 'file').replace(/[\\/]/g, '_').slice(0, 255)
      const row = { ...newAuditedRecord(context.tenantId, context.caller.userId), name, size: file.bytes.length, contentType, sha256, bytes: file.bytes, instanceId: null } // prettier-ignore
      context.db.workflowAttachments.push(row)
      return jsonResponse(200, { id: row.id, name, size: row.size, contentType, sha256 })
    }),
  }),
  defineRoute({
    method: 'GET',
    pattern: '/api/workflow/instance/:id/attachment/:attachmentId',
    permission: 'Workflow.Approval',
    handle: withCrudContext((context): MockResponse => {
      const found = findVisibleInstance(context, context.params.id)
      if ('response' in found) return found.response
      const row = context.db.workflowAttachments.find((a) => sameId(a.id, context.params.attachmentId) && sameId(a.instanceId, found.instance.id)) // prettier-ignore
      if (!row) return entityNotFound(context.culture, 'WorkflowAttachment', context.params.attachmentId) // prettier-ignore
      return {
        status: 200,
        headers: {
          'Content-Type': row.contentType,
          'Content-Length': String(row.size),
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(row.name)}`,
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'no-store',
        },
        body: row.bytes,
      }
    }),
  }),
]
