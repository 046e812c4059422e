/** Seeded accounts of the embedded backend (mock seed data); every one uses the same password. */
export const seededPassword = '1q2w3E*'

export interface Credentials {
  tenant?: string
  username: string
  password: string
}

export interface SeededAccount extends Credentials {
  /** The user's `name` in the seed (mock/modules/organization/seed-identity.ts), shown in the header. */
  displayName: string
}

export const accounts = {
  /** Host admin: every permission. */
  admin: { username: 'admin', password: seededPassword, displayName: 'Administrator' },
  /** Project.Project, Project.Htd, AbpIdentity.Users; two projects. */
  manager: { username: 'manager', password: seededPassword, displayName: '王建国' },
  /** No permission at all. */
  nobody: { username: 'nobody', password: seededPassword, displayName: '无权限用户' },
  /** Project.Project but no project. */
  noproject: { username: 'noproject', password: seededPassword, displayName: '李安全' },
  /** Admin of tenant `demo`. */
  demoAdmin: {
    tenant: 'demo',
    username: 'admin',
    password: seededPassword,
    displayName: '演示管理员',
  },
} satisfies Record<string, SeededAccount>

/**
 * The approval personas (workflow-api.md §10; mock/core/db/seed-accounts.ts `personaAccounts`):
 * role `staff`, a grant on 东环高速 一标段 (DH01), one per party and step of its schemes.
 */
export const personas = {
  /** 江南路桥 施工员: starts payments and material inspections. */
  jnSite: { username: 'jn-site', password: seededPassword, displayName: '周建国' },
  /** 江南路桥 造价工程师: the contractor's review. */
  jnCost: { username: 'jn-cost', password: seededPassword, displayName: '吴晓梅' },
  /** 华通监理 专业监理工程师 (both countersign). */
  htSpec1: { username: 'ht-spec1', password: seededPassword, displayName: '郑海峰' },
  htSpec2: { username: 'ht-spec2', password: seededPassword, displayName: '孙丽萍' },
  /** 华通监理 总监理工程师. */
  htChief: { username: 'ht-chief', password: seededPassword, displayName: '钱振华' },
  /** 滨江城投 项目经理: the owner's approval. */
  bjPm: { username: 'bj-pm', password: seededPassword, displayName: '冯志远' },
  /** 滨江城投 总经理: totals over 5,000,000. */
  bjGm: { username: 'bj-gm', password: seededPassword, displayName: '陈国栋' },
} satisfies Record<string, SeededAccount>

/** Cookie keys of the password-grant session (src/auth/token-storage.ts, no VITE_COOKIE_PREFIX). */
export const tokenCookie = 'Admin-Token'
export const refreshTokenCookie = 'Admin-Refresh-Token'
