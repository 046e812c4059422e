import { allPermissions } from './permission-names.ts'
import { seedAccounts, type SeedAccount } from './seed-accounts.ts'
import { positionIds, roleIds, tenantIds } from './seed-ids.ts'
import type { PositionRecord, RoleRecord, TenantRecord, UserRecord } from './types.ts'

export function seedTenants(): TenantRecord[] {
  return [
    { id: tenantIds.demo, name: 'demo', isActive: true },
    { id: tenantIds.archived, name: 'archived', isActive: false },
  ]
}

function role(
  id: string,
  tenantId: string | null,
  name: string,
  permissions: readonly string[],
): RoleRecord {
  // `admin` is static as in ABP's seed: it cannot be renamed or deleted.
  const isStatic = name === 'admin'
  return {
    id,
    tenantId,
    name,
    isStatic,
    isDefault: false,
    isPublic: true,
    permissions: [...permissions],
  }
}

export function seedRoles(): RoleRecord[] {
  return [
    role(roleIds.admin, null, 'admin', allPermissions),
    role(roleIds.manager, null, 'manager', ['Project.Project', 'Project.Htd', 'AbpIdentity.Users']),
    role(roleIds.projectViewer, null, 'project-viewer', ['Project.Project']),
    // The brief asks for a tenant admin holding everything, host-side tenant management included.
    role(roleIds.demoAdmin, tenantIds.demo, 'admin', allPermissions),
  ]
}

export function seedPositions(): PositionRecord[] {
  return [
    { id: positionIds.generalManager, tenantId: null, name: '总经理' },
    { id: positionIds.projectManager, tenantId: null, name: '项目经理' },
    { id: positionIds.chiefEngineer, tenantId: null, name: '总工程师' },
    { id: positionIds.safetyOfficer, tenantId: null, name: '安全员' },
    { id: positionIds.demoDirector, tenantId: tenantIds.demo, name: '演示公司负责人' },
  ]
}

type UserDetails = Pick<
  UserRecord,
  'name' | 'phoneNumber' | 'roleNames' | 'positionIds' | 'hasAvatar'
>

function userFrom(account: SeedAccount, details: UserDetails, stampSeed: string): UserRecord {
  return {
    id: account.userId,
    tenantId: account.tenantId,
    userName: account.userName,
    surname: null,
    email: account.email,
    emailConfirmed: true,
    phoneNumberConfirmed: details.phoneNumber !== null,
    isActive: true,
    password: account.password,
    permissions: [],
    creationTime: '2024-03-01T09:00:00',
    concurrencyStamp: stampSeed.repeat(32 / stampSeed.length),
    ...details,
  }
}

export function seedUsers(): UserRecord[] {
  const p = positionIds
  return [
    userFrom(
      seedAccounts.admin,
      {
        name: 'Administrator',
        phoneNumber: '13800000001',
        roleNames: ['admin'],
        positionIds: [p.generalManager, p.chiefEngineer],
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
        hasAvatar: true,
      },
      'e5',
    ),
  ]
}
