import type { AuditedRecord } from '../../../core/db/audited-record.ts'
import type { DocumentSlot } from './document-types.ts'

/** A document template (workflow-api.md §7): a base PDF and the slots placed on its pages. */
export interface DocumentTemplateRecord extends AuditedRecord {
  name: string
  schemeId: string | null
  slots: DocumentSlot[]
  /** Null only for the seeded template until its base is first drawn (seed-document-template.ts). */
  basePdf: Uint8Array | null
  basePdfHash: string | null
  pageCount: number
  pageSizes: { width: number; height: number }[]
}

/** One generation of an instance's signed PDF; the last is current, older ones are superseded. */
export interface DocumentGeneration {
  documentHash: string
  contentHash: string
  generatedTime: string
  bytes: Uint8Array
}

declare module '../../../core/db/types.ts' {
  interface MockDatabase {
    workflowDocumentTemplates: DocumentTemplateRecord[]
  }
}
