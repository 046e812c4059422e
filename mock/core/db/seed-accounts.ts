import { demoUserId, tenantIds, userIds } from './seed-ids.ts'

/** Every seeded account signs in with this password (the ABP template's default). */
export const seedPassword = '1q2w3E*'

export interface SeedAccount {
  userName: string
  password: string
  email: string
  userId: string
  /** Tenant name to type in the login form; null = host. */
  tenantName: string | null
  tenantId: string | null
  /** What the account is for in tests. */
  purpose: string
}

/**
 * The accounts README and tests use. The seed (modules/organization/seed-identity.ts) builds
 * the users from this list, so the two cannot drift apart.
 */
export const seedAccounts = {
  admin: {
    userName: 'admin',
    password: seedPassword,
    email: 'admin@example.com',
    userId: userIds.admin,
    tenantName: null,
    tenantId: null,
    purpose: 'host administrator: every permission, avatar, positions, 4 projects',
  },
  manager: {
    userName: 'manager',
    password: seedPassword,
    email: 'manager@example.com',
    userId: userIds.manager,
    tenantName: null,
    tenantId: null,
    purpose: 'Project.Project, Project.Htd and AbpIdentity.Users; exactly 2 projects',
  },
  nobody: {
    userName: 'nobody',
    password: seedPassword,
    email: 'nobody@example.com',
    userId: userIds.nobody,
    tenantName: null,
    tenantId: null,
    purpose: 'no permission at all and no avatar',
  },
  noproject: {
    userName: 'noproject',
    password: seedPassword,
    email: 'noproject@example.com',
    userId: userIds.noproject,
    tenantName: null,
    tenantId: null,
    purpose: 'Project.Project but no project assignment',
  },
  demoAdmin: {
    userName: 'admin',
    password: seedPassword,
    email: 'admin@demo.example.com',
    userId: userIds.demoAdmin,
    tenantName: 'demo',
    tenantId: tenantIds.demo,
    purpose: 'administrator of tenant `demo`: every permission, the tenant’s 2 projects',
  },
  demoExternal: {
    userName: 'demo.li',
    // No local password: this one stands in for the external provider (UserRecord).
    password: seedPassword,
    email: 'demo.li@demo.example.com',
    userId: demoUserId(3),
    tenantName: 'demo',
    tenantId: tenantIds.demo,
    purpose:
      'member of tenant `demo` who signed up through an external provider: no local password ' +
      '(ProfileDto.hasPassword false), sets one without a current one',
  },
} as const satisfies Record<string, SeedAccount>

export type SeedAccountKey = keyof typeof seedAccounts
