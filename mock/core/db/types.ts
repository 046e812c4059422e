import type { AuditedRecord } from './audited-record.ts'
import type { AuditLogRecord } from './audit-log-types.ts'

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
  /** The local password; '' = none (ProfileDto.hasPassword false): it is set without a current. */
  password: string
  /**
   * A user who signed up through an external provider: the embedded backend has no such
   * provider, so this password stands in for it at sign-in (user-passwords.ts).
   */
  externalLoginPassword?: string
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

/**
 * The tables of the in-memory database. Core declares the ones auth, multi-tenancy and auditing
 * read; each module adds its own tables to this interface (declaration merging, in its
 * `*-types.ts`), and its seed fills them (core/modules/mock-module.ts).
 */
export interface MockDatabase {
  tenants: TenantRecord[]
  roles: RoleRecord[]
  users: UserRecord[]
  auditLogs: AuditLogRecord[]
}
