import type { AuditedRecord } from './audited-record.ts'
import type { AuditLogRecord } from './audit-log-types.ts'
import type { ClientRecord } from '../../modules/client-manage/client-types.ts'
import type {
  ApiResourceRecord,
  ApiScopeRecord,
  ClaimTypeRecord,
  IdentityResourceRecord,
} from '../../modules/client-manage/identity-server-types.ts'
import type { NoticeReadRecord, NoticeRecord, TodoRecord } from '../../modules/notice/notice-types.ts'

export type { AuditedRecord }

/** Records of the in-memory database. `tenantId: null` means the host side, as in ABP. */

/**
 * A tenant (abp-api.md §5): host data (`tenantId` always null), soft-deleted like every aggregate.
 * `defaultConnectionString` null = the tenant uses the host database.
 */
export interface TenantRecord extends AuditedRecord {
  name: string
  isActive: boolean
  defaultConnectionString: string | null
}

export interface RoleRecord extends AuditedRecord {
  name: string
  isStatic: boolean
  isDefault: boolean
  isPublic: boolean
  /** Permission names granted to the role (ABP provider `R`). */
  permissions: string[]
}

/** Organisation types (business-api.md §1.1). */
export const orgTypes = { company: 1, organisation: 2, department: 3, supplier: 4 } as const

export interface OrganizationRecord extends AuditedRecord {
  parentId: string | null
  name: string
  /** The legal full name; equals `name` when none was given. */
  fullName: string
  orgType: number
  sort: number
  enabled: boolean
}

export interface PositionRecord extends AuditedRecord {
  name: string
  sort: number
  enabled: boolean
  description: string | null
}

export interface UserRecord extends AuditedRecord {
  userName: string
  name: string | null
  surname: string | null
  email: string
  emailConfirmed: boolean
  phoneNumber: string | null
  phoneNumberConfirmed: boolean
  isActive: boolean
  lockoutEnabled: boolean
  password: string
  roleNames: string[]
  /** Permissions granted to the user directly (ABP provider `U`), on top of the roles'. */
  permissions: string[]
  /** Memberships (BaseService join tables `UserOrganization`, `UserPosition`, §1.3). */
  organizationIds: string[]
  positionIds: string[]
  hasAvatar: boolean
  /** An uploaded avatar (business-api.md §6.3); without one, a seeded avatar is generated. */
  avatarImage?: StoredImage
}

/** An uploaded image as stored: its type read from the magic bytes. */
export interface StoredImage {
  type: 'image/png' | 'image/jpeg'
  bytes: Uint8Array
}

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
export interface WorkAreaRecord extends AuditedRecord {
  htdId: string
  name: string
  code: string
  /** A `WorkAreaType` dictionary value. */
  type: string | null
  sort: number
  /** Both or neither, 3 decimals, start ≤ end. */
  startChainage: number | null
  endChainage: number | null
  description: string | null
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

/** An entry of a data dictionary (business-api.md §2); host-owned like its dictionary. */
export interface DictionaryDetailRecord extends AuditedRecord {
  /** The dictionary. */
  pid: string
  label: string
  value: string
  sort: number
  enabled: boolean
}

/** A data dictionary (business-api.md §2): host-owned (`tenantId: null`), shared by every tenant. */
export interface DictionaryRecord extends AuditedRecord {
  name: string
  description: string | null
  /** Code depends on it: no rename or delete, its values cannot change (`Base:StaticDictionary`). */
  isStatic: boolean
}

export interface MockDatabase {
  tenants: TenantRecord[]
  roles: RoleRecord[]
  organizations: OrganizationRecord[]
  positions: PositionRecord[]
  users: UserRecord[]
  projects: ProjectRecord[]
  htds: HtdRecord[]
  workAreas: WorkAreaRecord[]
  userProjectPermissions: UserProjectPermissionRecord[]
  userHtdPermissions: UserHtdPermissionRecord[]
  /** Host-level reference data, shared by every tenant. */
  dictionaries: DictionaryRecord[]
  dictionaryDetails: DictionaryDetailRecord[]
  auditLogs: AuditLogRecord[]
  clients: ClientRecord[]
  apiResources: ApiResourceRecord[]
  apiScopes: ApiScopeRecord[]
  identityResources: IdentityResourceRecord[]
  claimTypes: ClaimTypeRecord[]
  notices: NoticeRecord[]
  noticeReads: NoticeReadRecord[]
  todos: TodoRecord[]
}
