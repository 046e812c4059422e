/** Audit log records (abp-api.md §7): to be written. */
export interface AuditLogRecord {
  id: string
}
