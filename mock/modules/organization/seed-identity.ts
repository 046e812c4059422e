import { seededAudit } from '../../core/db/audit.ts'
import { allPermissions } from '../../core/db/permission-names.ts'
import { seedAccounts, type SeedAccount } from '../../core/db/seed-accounts.ts'
import { organizationIds, positionIds, roleIds, tenantIds } from '../../core/db/seed-ids.ts'
import type { RoleRecord, UserRecord } from '../../core/db/types.ts'

function role(
  id: string,
  tenantId: string | null,
  name: string,
  permissions: readonly string[],
  isDefault = false,
): RoleRecord {
  return {
    ...seededAudit(id, tenantId, '2024-01-01T08:00:00', parseInt(id.slice(-4), 16)),
    name,
    // `admin` is static as in ABP's seed: it cannot be renamed or deleted.
    isStatic: name === 'admin',
    isDefault,
    isPublic: true,
    permissions: [...permissions],
  }
}

const crud = (name: string) => [name, `${name}.Create`, `${name}.Update`, `${name}.Delete`]

export function seedRoles(): RoleRecord[] {
  return [
    role(roleIds.admin, null, 'admin', allPermissions),
    role(roleIds.manager, null, 'manager', [
      'Project.Project',
      'Project.Htd',
      'AbpIdentity.Users',
      'Workflow.Approval',
    ]),
    role(roleIds.projectViewer, null, 'project-viewer', ['Project.Project']),
    role(roleIds.engineer, null, 'engineer', ['Project.Project', 'Project.Htd']),
    role(roleIds.orgAdmin, null, 'org-admin', [
      ...crud('Organization.Organize'),
      ...crud('Organization.Position'),
      ...crud('AbpIdentity.Users'),
    ]),
    role(roleIds.auditor, null, 'auditor', ['Ontall_MS_Base.AuditLogging']),
    // The default role new users get when the create call names no roles (abp-api.md §4.2).
    role(roleIds.member, null, 'member', [], true),
    // Everyone who takes part in approvals (workflow-api.md §0, §10); a default role too, so a new
    // user holds a permission and may sign in (spec §5).
    role(roleIds.staff, null, 'staff', ['Workflow.Approval'], true),
    // The brief asks for a tenant admin holding everything, host-side tenant management included.
    role(roleIds.demoAdmin, tenantIds.demo, 'admin', allPermissions),
    role(roleIds.demoMember, tenantIds.demo, 'member', ['Project.Project'], true),
  ]
}

type UserDetails = Pick<
  UserRecord,
  'name' | 'phoneNumber' | 'roleNames' | 'positionIds' | 'organizationIds' | 'hasAvatar'
>

function userFrom(account: SeedAccount, details: UserDetails, stampSeed: string): UserRecord {
  return {
    ...seededAudit(account.userId, account.tenantId, '2024-03-01T09:00:00', 0),
    concurrencyStamp: stampSeed.repeat(32 / stampSeed.length),
    userName: account.userName,
    surname: null,
    email: account.email,
    emailConfirmed: true,
    phoneNumberConfirmed: details.phoneNumber !== null,
    isActive: true,
    lockoutEnabled: true,
    password: account.password,
    permissions: [],
    ...details,
  }
}

/** The seeded accounts of seed-accounts.ts, exactly as browser tests know them. */
export function seedAccountUsers(): UserRecord[] {
  const p = positionIds
  const o = organizationIds
  return [
    userFrom(
      seedAccounts.admin,
      {
        name: 'Administrator',
        phoneNumber: '13800000001',
        roleNames: ['admin'],
        positionIds: [p.generalManager, p.chiefEngineer],
        organizationIds: [o.binjiang],
        hasAvatar: true,
      },
      'a1',
    ),
    userFrom(
      seedAccounts.manager,
      {
        name: '王建国',
        phoneNumber: '13800000002',
        roleNames: ['manager'],
        positionIds: [p.projectManager],
        organizationIds: [o.jiangnan],
        hasAvatar: true,
      },
      'b2',
    ),
    userFrom(
      seedAccounts.nobody,
      {
        name: '无权限用户',
        phoneNumber: null,
        roleNames: [],
        positionIds: [],
        organizationIds: [],
        hasAvatar: false,
      },
      'c3',
    ),
    userFrom(
      seedAccounts.noproject,
      {
        name: '李安全',
        phoneNumber: '13800000004',
        roleNames: ['project-viewer'],
        positionIds: [p.safetyOfficer],
        organizationIds: [o.binjiang],
        hasAvatar: true,
      },
      'd4',
    ),
    userFrom(
      seedAccounts.demoAdmin,
      {
        name: '演示管理员',
        phoneNumber: '13900000001',
        roleNames: ['admin'],
        positionIds: [p.demoDirector],
        organizationIds: [o.demoGroup],
        hasAvatar: true,
      },
      'e5',
    ),
  ]
}
