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

/** Cookie keys of the password-grant session (src/auth/token-storage.ts, no VITE_COOKIE_PREFIX). */
export const tokenCookie = 'Admin-Token'
export const refreshTokenCookie = 'Admin-Refresh-Token'
