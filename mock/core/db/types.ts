/** Records of the in-memory database. `tenantId: null` means the host side, as in ABP. */

export interface TenantRecord {
  id: string
  name: string
  isActive: boolean
}

export interface RoleRecord {
  id: string
  tenantId: string | null
  name: string
  isStatic: boolean
  isDefault: boolean
  isPublic: boolean
  /** Permission names granted to the role (ABP provider `R`). */
  permissions: string[]
}

export interface PositionRecord {
  id: string
  tenantId: string | null
  name: string
}

export interface UserRecord {
  id: string
  tenantId: string | null
  userName: string
  name: string | null
  surname: string | null
  email: string
  emailConfirmed: boolean
  phoneNumber: string | null
  phoneNumberConfirmed: boolean
  isActive: boolean
  password: string
  roleNames: string[]
  /** Permissions granted to the user directly (ABP provider `U`), on top of the roles'. */
  permissions: string[]
  positionIds: string[]
  hasAvatar: boolean
  creationTime: string
  concurrencyStamp: string
}

export interface ProjectRecord {
  id: string
  tenantId: string | null
  projName: string
  sort: number
}

/** A contract section ("htd", 合同段) of a project. */
export interface HtdRecord {
  id: string
  tenantId: string | null
  projectId: string
  htdName: string
  sort: number
}

/** One user's access to one contract section. */
export interface HtdAssignmentRecord {
  userId: string
  htdId: string
}

export interface DictionaryDetailRecord {
  id: string
  label: string
  value: string
  sort: number
}

export interface DictionaryRecord {
  id: string
  name: string
  description: string | null
  details: DictionaryDetailRecord[]
}

export interface MockDatabase {
  tenants: TenantRecord[]
  roles: RoleRecord[]
  positions: PositionRecord[]
  users: UserRecord[]
  projects: ProjectRecord[]
  htds: HtdRecord[]
  htdAssignments: HtdAssignmentRecord[]
  /** Host-level reference data, shared by every tenant. */
  dictionaries: DictionaryRecord[]
}
