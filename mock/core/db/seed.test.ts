import { describe, expect, it } from 'vitest'
import { permissionGroups } from './permission-definitions.ts'
import { routePermissions, subPermissions } from './permission-names.ts'
import { createSeedDatabase } from './seed.ts'
import { mockModules } from '../../modules/mock-modules.ts'
import { seedAccounts } from './seed-accounts.ts'
import { passwordSignsIn } from './user-passwords.ts'

describe('seed', () => {
  it('is deterministic', () => {
    expect(createSeedDatabase(mockModules)).toEqual(createSeedDatabase(mockModules))
  })

  it('has the counts business-api.md §10 asks for', () => {
    const db = createSeedDatabase(mockModules)
    const host = <T extends { tenantId: string | null }>(rows: T[]) => rows.filter((r) => r.tenantId === null) // prettier-ignore
    expect(host(db.organizations)).toHaveLength(42)
    expect(host(db.organizations).filter((o) => o.parentId === null)).toHaveLength(8)
    expect(host(db.organizations).filter((o) => !o.enabled)).toHaveLength(2)
    expect(host(db.positions)).toHaveLength(12)
    expect(host(db.users)).toHaveLength(64)
    expect(db.users.filter((u) => u.userName.startsWith('user'))).toHaveLength(60)
    expect(
      host(db.users)
        .filter((u) => !u.isActive)
        .map((u) => u.userName),
    ).toEqual(['user060'])
  })

  it('keeps the seeded accounts as browser tests know them', () => {
    const db = createSeedDatabase(mockModules)
    for (const account of Object.values(seedAccounts)) {
      const user = db.users.find((u) => u.id === account.userId)
      expect(user).toMatchObject({ userName: account.userName, tenantId: account.tenantId })
      expect(passwordSignsIn(user!, account.password)).toBe(true)
    }
  })

  it('defines every permission name the app guards, parents before children', () => {
    const defined = permissionGroups.flatMap((g) => g.permissions)
    const names = defined.map((p) => p.name)
    for (const name of [...routePermissions, ...subPermissions]) expect(names).toContain(name)
    for (const [index, p] of defined.entries()) {
      if (p.parentName) expect(names.indexOf(p.parentName)).toBeLessThan(index)
    }
  })
})
