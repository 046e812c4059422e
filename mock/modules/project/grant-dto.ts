import { sameId } from '../../core/db/audit.ts'
import type { UserHtdPermissionRecord, UserProjectPermissionRecord } from './project-types.ts'
import type { GrantLookups } from './grant-records.ts'

/** `UserProjectPermissionDto` (business-api.md §3.4). */
export interface UserProjectPermissionDto {
  id: string
  userId: string
  userName: string
  name: string | null
  projectId: string
  projName: string
  projCode: string | null
  /** The user's htd grants in this project. */
  htdCount: number
  creationTime: string
  creatorId: string | null
}

/** `UserHtdPermissionDto` (business-api.md §3.5). */
export interface UserHtdPermissionDto {
  id: string
  userId: string
  userName: string
  name: string | null
  projectId: string
  projName: string
  htdId: string
  htdName: string
  htdCode: string | null
  creationTime: string
  creatorId: string | null
}

/**
 * The DTO of a live project grant, or null when its user or project is gone (a deleted row
 * disappears from every read, §0.1). `htdGrants` are the tenant's live htd grants.
 */
export function toProjectGrantDto(
  grant: UserProjectPermissionRecord,
  lookups: GrantLookups,
  htdGrants: readonly UserHtdPermissionRecord[],
): UserProjectPermissionDto | null {
  const user = lookups.users.get(grant.userId.toLowerCase())
  const project = lookups.projects.get(grant.projectId.toLowerCase())
  if (!user || !project) return null
  const htdCount = htdGrants.filter(
    (g) =>
      sameId(g.userId, grant.userId) &&
      sameId(g.projectId, grant.projectId) &&
      lookups.htds.has(g.htdId.toLowerCase()),
  ).length
  return {
    id: grant.id,
    userId: user.id,
    userName: user.userName,
    name: user.name,
    projectId: project.id,
    projName: project.projName,
    projCode: project.projCode ?? null,
    htdCount,
    creationTime: grant.creationTime,
    creatorId: grant.creatorId,
  }
}

/** The DTO of a live htd grant, or null when its user, htd or project is gone. */
export function toHtdGrantDto(
  grant: UserHtdPermissionRecord,
  lookups: GrantLookups,
): UserHtdPermissionDto | null {
  const user = lookups.users.get(grant.userId.toLowerCase())
  const htd = lookups.htds.get(grant.htdId.toLowerCase())
  const project = htd && lookups.projects.get(htd.projectId.toLowerCase())
  if (!user || !htd || !project) return null
  return {
    id: grant.id,
    userId: user.id,
    userName: user.userName,
    name: user.name,
    projectId: project.id,
    projName: project.projName,
    htdId: htd.id,
    htdName: htd.htdName,
    htdCode: htd.htdCode ?? null,
    creationTime: grant.creationTime,
    creatorId: grant.creatorId,
  }
}

export function presentRows<T>(rows: readonly (T | null)[]): T[] {
  return rows.filter((row): row is T => row !== null)
}
