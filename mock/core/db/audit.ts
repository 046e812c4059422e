import { businessNow } from '../clock/business-clock.ts'
import type { AuditedRecord } from './types.ts'

/** A fresh `concurrencyStamp`: 32 lower-case hex digits, like ABP's `Guid.NewGuid().ToString("N")`. */
export function newConcurrencyStamp(): string {
  return crypto.randomUUID().replace(/-/g, '')
}

/**
 * ABP's `Clock.Now` with `Kind = Unspecified`: ISO-8601 without an offset. It reads the business
 * clock (clock/business-clock.ts), so rows written after a test moved it carry the moved time.
 */
export function clockNow(): string {
  return businessNow()
}

/** The audit fields of a row created now by `userId` in `tenantId`, with a new id and stamp. */
export function newAuditedRecord(tenantId: string | null, userId: string | null): AuditedRecord {
  return {
    id: crypto.randomUUID(),
    tenantId,
    creationTime: clockNow(),
    creatorId: userId,
    lastModificationTime: null,
    lastModifierId: null,
    concurrencyStamp: newConcurrencyStamp(),
    extraProperties: {},
    isDeleted: false,
  }
}

/** A deterministic stamp for seed rows: a short hex seed repeated to 32 digits. */
export function seedStamp(seed: number): string {
  return seed.toString(16).padStart(4, '0').repeat(8)
}

/** Audit members of a seeded row (nobody created it, nobody changed it). */
export function seededAudit(
  id: string,
  tenantId: string | null,
  creationTime: string,
  stampSeed: number,
): AuditedRecord {
  return {
    id,
    tenantId,
    creationTime,
    creatorId: null,
    lastModificationTime: null,
    lastModifierId: null,
    concurrencyStamp: seedStamp(stampSeed),
    extraProperties: {},
    isDeleted: false,
  }
}

/** ABP compares GUIDs, not strings: accept any letter case. */
export function sameId(a: string | null | undefined, b: string | null | undefined): boolean {
  return (a ?? '').toLowerCase() === (b ?? '').toLowerCase()
}
