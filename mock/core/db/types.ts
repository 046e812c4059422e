import type { AuditedRecord } from './audited-record.ts'
import type { AuditLogRecord } from './audit-log-types.ts'
import type { ClientRecord } from './client-types.ts'
import type {
  ApiResourceRecord,
  ApiScopeRecord,
  ClaimTypeRecord,
  IdentityResourceRecord,
} from './identity-server-types.ts'

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
}

export interface ProjectRecord {
  id: string
  tenantId: string | null
  projName: string
  sort: number
  /** Units of the project; they keep an organisation from being deleted (§1.1). */
  ownerOrgId?: string | null
  constructorOrgId?: string | null
}

/** A contract section ("htd", 合同段) of a project. */
export interface HtdRecord {
  id: string
  tenantId: string | null
  projectId: string
  htdName: string
  sort: number
  contractorOrgId?: string | null
  supervisorOrgId?: string | null
}

/** One user's access to one contract section. */
export interface HtdAssignmentRecord {
  userId: string
  htdId: string
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
  htdAssignments: HtdAssignmentRecord[]
  /** Host-level reference data, shared by every tenant. */
  dictionaries: DictionaryRecord[]
  dictionaryDetails: DictionaryDetailRecord[]
  auditLogs: AuditLogRecord[]
  clients: ClientRecord[]
  apiResources: ApiResourceRecord[]
  apiScopes: ApiScopeRecord[]
  identityResources: IdentityResourceRecord[]
  claimTypes: ClaimTypeRecord[]
}
