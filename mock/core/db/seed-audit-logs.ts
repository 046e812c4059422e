import type { AuditLogRecord } from './audit-log-types.ts'

/** 5,000 audit log entries over 90 days (business-api.md §10): to be written. */
export function seedAuditLogs(): AuditLogRecord[] {
  return []
}
