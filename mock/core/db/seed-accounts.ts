import { demoUserId, personaUserIds, tenantIds, userIds } from './seed-ids.ts'

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

function persona(userName: string, userId: string, purpose: string): SeedAccount {
  return {
    userName,
    password: seedPassword,
    email: `${userName}@example.com`,
    userId,
    tenantName: null,
    tenantId: null,
    purpose,
  }
}

/**
 * The approval personas (workflow-api.md §10): host users with the default role `staff`
 * (`Workflow.Approval`) and a grant on 东环高速 一标段 (DH01), one per party and step.
 */
export const personaAccounts = {
  jnSite: persona('jn-site', personaUserIds.jnSite, '周建国, 江南路桥 施工员: starts payments and material inspections'), // prettier-ignore
  jnCost: persona('jn-cost', personaUserIds.jnCost, '吴晓梅, 江南路桥 造价工程师: contractor review'), // prettier-ignore
  htSpec1: persona('ht-spec1', personaUserIds.htSpec1, '郑海峰, 华通监理 专业监理工程师: countersign'), // prettier-ignore
  htSpec2: persona('ht-spec2', personaUserIds.htSpec2, '孙丽萍, 华通监理 专业监理工程师: countersign'), // prettier-ignore
  htChief: persona('ht-chief', personaUserIds.htChief, '钱振华, 华通监理 总监理工程师: a stored signature; holds the DH01 supervisor seal'), // prettier-ignore
  bjPm: persona('bj-pm', personaUserIds.bjPm, '冯志远, 滨江城投 项目经理: no stored signature; holds 滨江城投’s 东环高速 seal'), // prettier-ignore
  bjGm: persona('bj-gm', personaUserIds.bjGm, '陈国栋, 滨江城投 总经理: approves totals over 5,000,000'), // prettier-ignore
} as const satisfies Record<string, SeedAccount>
