import { clockNow, newConcurrencyStamp, sameId } from '../../core/db/audit.ts'
import type { AuditedRecord, MockDatabase } from '../../core/db/types.ts'
import type { UserHtdPermissionRecord, UserProjectPermissionRecord } from './project-types.ts'

/**
 * Writes of the grant tables (business-api.md §3.4–3.5). Grants are soft-deleted like every
 * entity (§0.1); granting again makes a new row.
 */

function newAudit(tenantId: string | null, callerId: string | null): AuditedRecord {
  return {
    id: crypto.randomUUID(),
    tenantId,
    creationTime: clockNow(),
    creatorId: callerId,
    lastModificationTime: null,
    lastModifierId: null,
    concurrencyStamp: newConcurrencyStamp(),
    extraProperties: {},
    isDeleted: false,
  }
}

function softDelete(row: AuditedRecord, callerId: string | null): void {
  row.isDeleted = true
  row.lastModificationTime = clockNow()
  row.lastModifierId = callerId
  row.concurrencyStamp = newConcurrencyStamp()
}

export function addProjectGrant(
  db: MockDatabase,
  tenantId: string | null,
  userId: string,
  projectId: string,
  callerId: string,
): void {
  const row: UserProjectPermissionRecord = {
    ...newAudit(tenantId, callerId),
    userId: userId.toLowerCase(),
    projectId: projectId.toLowerCase(),
  }
  db.userProjectPermissions.push(row)
}

export function addHtdGrant(
  db: MockDatabase,
  tenantId: string | null,
  userId: string,
  htd: { id: string; projectId: string },
  callerId: string,
): void {
  const row: UserHtdPermissionRecord = {
    ...newAudit(tenantId, callerId),
    userId: userId.toLowerCase(),
    htdId: htd.id.toLowerCase(),
    projectId: htd.projectId.toLowerCase(),
  }
  db.userHtdPermissions.push(row)
}

export function removeHtdGrant(grant: UserHtdPermissionRecord, callerId: string | null): void {
  softDelete(grant, callerId)
}

/** Cascade (§3.4): the user's htd grants in that project go with the project grant. */
export function removeProjectGrant(
  db: MockDatabase,
  grant: UserProjectPermissionRecord,
  callerId: string | null,
): void {
  softDelete(grant, callerId)
  for (const htdGrant of db.userHtdPermissions) {
    if (
      !htdGrant.isDeleted &&
      sameId(htdGrant.userId, grant.userId) &&
      sameId(htdGrant.projectId, grant.projectId)
    ) {
      softDelete(htdGrant, callerId)
    }
  }
}

/** A deleted user's grants of both kinds (BaseService's user-deleted handler, §1.3). */
export function removeUserGrants(db: MockDatabase, userId: string, callerId: string | null): void {
  for (const grant of [...db.userProjectPermissions, ...db.userHtdPermissions]) {
    if (!grant.isDeleted && sameId(grant.userId, userId)) softDelete(grant, callerId)
  }
}
