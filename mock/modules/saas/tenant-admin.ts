import { clockNow, newConcurrencyStamp } from '../../core/db/audit.ts'
import { permissionGroups } from '../../core/db/permission-definitions.ts'
import type { AuditedRecord, MockDatabase, RoleRecord, UserRecord } from '../../core/db/types.ts'

/** Every permission a tenant can hold: `MultiTenancySides` Tenant or Both (not host-only). */
export const tenantSidePermissions: readonly string[] = permissionGroups.flatMap((group) =>
  group.permissions.filter((p) => (p.side & 1) !== 0).map((p) => p.name),
)

export interface TenantAdmin {
  tenantId: string
  email: string
  password: string
  /** Who created the tenant (the host user), for the audit members. */
  creatorId: string | null
}

function audit(tenantId: string, creatorId: string | null): AuditedRecord {
  return {
    id: crypto.randomUUID(),
    tenantId,
    creationTime: clockNow(),
    creatorId,
    lastModificationTime: null,
    lastModifierId: null,
    concurrencyStamp: newConcurrencyStamp(),
    extraProperties: {},
    isDeleted: false,
  }
}

/**
 * What ABP's data seeders do for a new tenant (IdentityDataSeeder, PermissionDataSeeder): a static
 * `admin` role holding every tenant-side permission and an `admin` user with the given e-mail and
 * password in it, who can sign in at once with `__tenant` = the tenant's name.
 */
export function seedTenantAdmin(db: MockDatabase, admin: TenantAdmin): void {
  const role: RoleRecord = {
    ...audit(admin.tenantId, admin.creatorId),
    name: 'admin',
    isStatic: true,
    isDefault: false,
    isPublic: true,
    permissions: [...tenantSidePermissions],
  }
  const user: UserRecord = {
    ...audit(admin.tenantId, admin.creatorId),
    userName: 'admin',
    name: 'admin',
    surname: null,
    email: admin.email,
    emailConfirmed: false,
    phoneNumber: null,
    phoneNumberConfirmed: false,
    isActive: true,
    lockoutEnabled: true,
    password: admin.password,
    roleNames: [role.name],
    permissions: [],
    organizationIds: [],
    positionIds: [],
    hasAvatar: false,
  }
  db.roles.push(role)
  db.users.push(user)
}
