import type { AuditedRecord } from '../../core/db/audited-record.ts'
import type { ImageType } from '../../core/images/image-header.ts'

/** The image of a signing key as stored (business-api.md §0.5): never served but as bytes. */
export interface SignKeyImage {
  type: ImageType
  bytes: Uint8Array
  width: number
  height: number
  /** SHA-256 of `bytes`, lower-case hex: lets a client drop a stale blob. */
  hash: string
  /** When it was uploaded or last replaced, and by whom (the list names them). */
  updateTime: string
  uploaderId: string | null
}

/**
 * A signing key (business-api.md §5): a user's signature (kind 1), a project-unit seal (2) or a
 * contract-section-unit seal (3). Owners are fixed once created; a section seal keeps the
 * section's project. `holderIds` are the users who may apply a seal (workflow-api.md §6).
 */
export interface SignKeyRecord extends AuditedRecord {
  kind: number
  name: string
  userId: string | null
  projectId: string | null
  htdId: string | null
  organizationId: string | null
  enabled: boolean
  remark: string | null
  image: SignKeyImage
  holderIds: string[]
}

declare module '../../core/db/types.ts' {
  /** The module's tables (declaration merging: the database is the sum of the modules'). */
  interface MockDatabase {
    signKeys: SignKeyRecord[]
  }
}
