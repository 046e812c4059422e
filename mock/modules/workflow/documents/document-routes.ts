import { createHash } from 'node:crypto'
import { entityNotFound } from '../../../core/abp-error.ts'
import { businessError } from '../../../core/crud/business-error.ts'
import { withCrudContext } from '../../../core/crud/with-crud-context.ts'
import { sameId } from '../../../core/db/audit.ts'
import { jsonResponse, type MockResponse } from '../../../core/http/mock-http.ts'
import { defineRoute, type BackendRoute } from '../../../core/routes/define-route.ts'
import { firstBrokenLink } from '../engine/timeline-hash.ts'
import { findVisibleInstance, tenantInstances } from '../workflow-access.ts'
import { readUploadedFile } from '../workflow-route-kit.ts'
import type { WorkflowInstanceRecord } from '../workflow-types.ts'
import { generateDocument, originOf, templateOf } from './document-service.ts'

/**
 * The signed PDF and its verification (workflow-api.md §4, §7): the download (attachment,
 * no-store, nosniff, `X-Content-SHA256`), the regeneration, the verify of an uploaded file
 * against this tenant's generations (an older one answers as superseded) and the number's
 * summary the QR code's page shows before a file is given.
 */
const maxVerifyBytes = 20 * 1024 * 1024
const chainValid = (instance: WorkflowInstanceRecord) => firstBrokenLink((instance.engine?.timeline ?? []) as Parameters<typeof firstBrokenLink>[0]) < 0 // prettier-ignore

function pdfResponse(bytes: Uint8Array, hash: string, number: string | null): MockResponse {
  return {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.length),
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(`${number ?? 'document'}.pdf`)}`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Content-SHA256': hash,
    },
    body: bytes,
  }
}

export const documentRoutes: BackendRoute[] = [
  defineRoute({
    method: 'GET',
    pattern: '/api/workflow/instance/:id/document',
    permission: 'Workflow.Approval',
    handle: withCrudContext((context) => {
      const found = findVisibleInstance(context, context.params.id)
      if ('response' in found) return found.response
      const current = found.instance.documents?.at(-1)
      if (!current) return entityNotFound(context.culture, 'WorkflowDocument', context.params.id)
      return pdfResponse(current.bytes, current.documentHash, found.instance.number)
    }),
  }),
  defineRoute({
    method: 'POST',
    pattern: '/api/workflow/instance/:id/document/regenerate',
    permission: 'Workflow.Task.RegenerateDocument',
    handle: withCrudContext(async (context) => {
      const instance = tenantInstances(context).find((i) => sameId(i.id, context.params.id))
      if (!instance) return entityNotFound(context.culture, 'WorkflowInstance', context.params.id)
      if (instance.engine?.status !== 2 || !templateOf(context.db, instance)) return entityNotFound(context.culture, 'WorkflowDocument', instance.id) // prettier-ignore
      const generation = (await generateDocument(context.db, instance, originOf(context)))!
      return jsonResponse(200, { documentHash: generation.documentHash, contentHash: generation.contentHash, generatedTime: generation.generatedTime }) // prettier-ignore
    }),
  }),
  defineRoute({
    method: 'POST',
    pattern: '/api/workflow/document/verify',
    permission: 'Workflow.Approval',
    handle: withCrudContext((context) => {
      const read = readUploadedFile(context, maxVerifyBytes)
      if ('response' in read) return read.response
      const { file } = read
      if (new TextDecoder().decode(file.bytes.slice(0, 5)) !== '%PDF-') return businessError(context.culture, 'Workflow:NotAPdf') // prettier-ignore
      const documentHash = createHash('sha256').update(file.bytes).digest('hex')
      for (const instance of tenantInstances(context)) {
        const generations = instance.documents ?? []
        const index = generations.findIndex((g) => g.documentHash === documentHash)
        if (index < 0) continue
        const generation = generations[index]
        return jsonResponse(200, { match: true, superseded: index < generations.length - 1, instanceId: instance.id, number: instance.number, status: instance.engine?.status ?? 0, documentHash, contentHash: generation.contentHash, chainValid: chainValid(instance), generatedTime: generation.generatedTime }) // prettier-ignore
      }
      return jsonResponse(200, { match: false, superseded: false, documentHash })
    }),
  }),
  defineRoute({
    method: 'GET',
    pattern: '/api/workflow/document/by-number/:number',
    permission: 'Workflow.Approval',
    handle: withCrudContext((context) => {
      const instance = tenantInstances(context).find((i) => i.number !== null && i.number === context.params.number) // prettier-ignore
      if (!instance) return entityNotFound(context.culture, 'WorkflowInstance', context.params.number) // prettier-ignore
      const current = instance.documents?.at(-1)
      return jsonResponse(200, { number: instance.number, title: instance.title, status: instance.engine?.status ?? 0, documentHash: current?.documentHash ?? null, generatedTime: current?.generatedTime ?? null }) // prettier-ignore
    }),
  }),
]
