import type { AuditedRecord } from '../../core/db/audited-record.ts'
import type { WorkAreaBody } from './work-area-fields.ts'

/** A project (business-api.md §3.1). Dates are `YYYY-MM-DDT00:00:00`. */
export interface ProjectRecord extends AuditedRecord {
  projName: string
  projCode: string
  /** `ProjectType` and `ProjectStatus` dictionary values. */
  projType: string | null
  status: string
  sort: number
  startDate: string | null
  endDate: string | null
  location: string | null
  /** Units of the project; they keep an organisation from being deleted (§1.1). */
  ownerOrgId: string | null
  constructorOrgId: string | null
  description: string | null
}

/** A contract section ("htd", 合同段) of a project (business-api.md §3.2). */
export interface HtdRecord extends AuditedRecord {
  projectId: string
  htdName: string
  htdCode: string
  sort: number
  contractorOrgId: string | null
  supervisorOrgId: string | null
  /** The contract amount in CNY yuan, 2 decimals. */
  amount: number | null
  startDate: string | null
  endDate: string | null
}

/** A work area (工区) of a contract section (business-api.md §3.3); chainages in metres. */
export interface WorkAreaRecord extends AuditedRecord, WorkAreaBody {
  htdId: string
  /** Required: never null once stored. */
  name: string
  code: string
}

/**
 * A user's access to a project (business-api.md §3.4): unique per (userId, projectId) among live
 * rows; `tenantId` is the user's. It lets the user open the project (by-user, launcher, notices).
 */
export interface UserProjectPermissionRecord extends AuditedRecord {
  userId: string
  projectId: string
}

/**
 * A user's access to one contract section (business-api.md §3.5). Invariant: the user also holds
 * the grant of `projectId`, the htd's project.
 */
export interface UserHtdPermissionRecord extends AuditedRecord {
  userId: string
  htdId: string
  projectId: string
}

declare module '../../core/db/types.ts' {
  /** The module's tables (declaration merging: the database is the sum of the modules'). */
  interface MockDatabase {
    projects: ProjectRecord[]
    htds: HtdRecord[]
    workAreas: WorkAreaRecord[]
    userProjectPermissions: UserProjectPermissionRecord[]
    userHtdPermissions: UserHtdPermissionRecord[]
  }
}
