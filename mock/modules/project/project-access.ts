import { entityNotFound } from '../../core/abp-error.ts'
import type { Check } from '../../core/crud/crud-resource.ts'
import { sameId } from '../../core/db/audit.ts'
import type { MockDatabase } from '../../core/db/types.ts'
import type { ProjectRecord } from './project-types.ts'
import type { CultureName } from '../../core/localization/culture.ts'

/** Who may see a project's notices: holders of a user-project grant (business-api.md §3.4). */
export function userHasProjectGrant(db: MockDatabase, userId: string, projectId: string): boolean {
  return db.userProjectPermissions.some(
    (grant) =>
      !grant.isDeleted && sameId(grant.userId, userId) && sameId(grant.projectId, projectId),
  )
}

/** A live project of the tenant. */
export function findTenantProject(
  db: MockDatabase,
  tenantId: string | null,
  projectId: string,
): ProjectRecord | undefined {
  return db.projects.find(
    (project) =>
      sameId(project.id, projectId) && sameId(project.tenantId, tenantId) && !project.isDeleted,
  )
}

/** `projName` of a DTO: null without a project or when the project is gone (§3.1). */
export function projectNameOf(
  db: MockDatabase,
  tenantId: string | null,
  projectId: string | null,
): string | null {
  return projectId === null ? null : (findTenantProject(db, tenantId, projectId)?.projName ?? null)
}

/** A `projectId` input that names no project of the tenant → 404 `Project`. */
export function checkProjectExists(
  db: MockDatabase,
  tenantId: string | null,
  projectId: string | null,
  culture: CultureName,
): Check {
  if (projectId === null || findTenantProject(db, tenantId, projectId)) return null
  return entityNotFound(culture, 'Project', projectId)
}
