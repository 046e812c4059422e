import { sameId } from '../../core/db/audit.ts'
import type { AuditLogRecord } from '../../core/db/audit-log-types.ts'
import { getDatabase } from '../../core/db/database.ts'
import { seededAuditLogs } from './seed-audit-logs.ts'

/**
 * The audit entries one tenant sees (null = host): those recorded since the last reseed, then the
 * seeded ones, each newest first.
 */
export function tenantAuditLogs(tenantId: string | null): AuditLogRecord[] {
  const all = [...getDatabase().auditLogs, ...seededAuditLogs()]
  return all.filter((log) => sameId(log.tenantId, tenantId))
}

/** Guards every audit log route (business-api.md §8). */
export const auditLogPermission = 'Ontall_MS_Base.AuditLogging'
