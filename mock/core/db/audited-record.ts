/**
 * What every writable aggregate carries: ABP's audit members, the concurrency stamp (32 hex,
 * new after each write) and `isDeleted` for soft deletion (business-api.md §0.1, §0.3).
 */
export interface AuditedRecord {
  id: string
  tenantId: string | null
  creationTime: string
  creatorId: string | null
  lastModificationTime: string | null
  lastModifierId: string | null
  concurrencyStamp: string
  extraProperties: Record<string, unknown>
  isDeleted: boolean
}
