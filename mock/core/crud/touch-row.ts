import { clockNow, newConcurrencyStamp } from '../db/audit.ts'
import type { AuditedRecord } from '../db/types.ts'

/** An action's write of an aggregate: modification audit and a new concurrency stamp. */
export function touchRow(row: AuditedRecord, userId: string): void {
  row.lastModificationTime = clockNow()
  row.lastModifierId = userId
  row.concurrencyStamp = newConcurrencyStamp()
}
