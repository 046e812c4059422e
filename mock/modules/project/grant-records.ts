import { liveRows } from '../../core/db/database.ts'
import { sameId } from '../../core/db/audit.ts'
import type { MockDatabase, UserRecord } from '../../core/db/types.ts'
import type { UserHtdPermissionRecord, UserProjectPermissionRecord } from './project-types.ts'

/**
 * What the grants read of projects and contract sections. Both records are becoming audited ones
 * (codes, `isDeleted`, …); these shapes fit the old and the new, a missing `isDeleted` is false.
 */
export interface GrantProject {
  id: string
  tenantId: string | null
  projName: string
  projCode?: string | null
  sort: number
  isDeleted?: boolean
}

export interface GrantHtd {
  id: string
  tenantId: string | null
  projectId: string
  htdName: string
  htdCode?: string | null
  sort: number
  isDeleted?: boolean
}

function live<T extends { tenantId: string | null; isDeleted?: boolean }>(
  rows: readonly T[],
  tenantId: string | null,
): T[] {
  return rows.filter((row) => row.isDeleted !== true && sameId(row.tenantId, tenantId))
}

export function tenantProjects(db: MockDatabase, tenantId: string | null): GrantProject[] {
  const projects: readonly GrantProject[] = db.projects
  return live(projects, tenantId)
}

export function tenantHtds(db: MockDatabase, tenantId: string | null): GrantHtd[] {
  const htds: readonly GrantHtd[] = db.htds
  return live(htds, tenantId)
}

export function findProject(db: MockDatabase, tenantId: string | null, id: string) {
  return tenantProjects(db, tenantId).find((p) => sameId(p.id, id))
}

export function findHtd(db: MockDatabase, tenantId: string | null, id: string) {
  return tenantHtds(db, tenantId).find((h) => sameId(h.id, id))
}

export function findTenantUser(
  db: MockDatabase,
  tenantId: string | null,
  id: string,
): UserRecord | undefined {
  return liveRows(db.users, tenantId).find((u) => sameId(u.id, id))
}

/** The tenant's live grants (deleted ones and other tenants' left out). */
export function projectGrantsOf(
  db: MockDatabase,
  tenantId: string | null,
): UserProjectPermissionRecord[] {
  return liveRows(db.userProjectPermissions, tenantId)
}

export function htdGrantsOf(db: MockDatabase, tenantId: string | null): UserHtdPermissionRecord[] {
  return liveRows(db.userHtdPermissions, tenantId)
}

/** Lookups by id of one tenant's live users, projects and htds, for lists and DTOs. */
export interface GrantLookups {
  users: Map<string, UserRecord>
  projects: Map<string, GrantProject>
  htds: Map<string, GrantHtd>
}

export function grantLookups(db: MockDatabase, tenantId: string | null): GrantLookups {
  const byId = <T extends { id: string }>(rows: T[]) =>
    new Map<string, T>(rows.map((row) => [row.id.toLowerCase(), row] as const))
  return {
    users: byId(liveRows(db.users, tenantId)),
    projects: byId(tenantProjects(db, tenantId)),
    htds: byId(tenantHtds(db, tenantId)),
  }
}
