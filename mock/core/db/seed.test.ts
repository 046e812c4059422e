import { describe, expect, it } from 'vitest'
import { permissionGroups } from './permission-definitions.ts'
import { routePermissions, subPermissions } from './permission-names.ts'
import { createSeedDatabase } from './seed.ts'
import { mockModules } from '../../modules/mock-modules.ts'
import { personaAccounts, seedAccounts } from './seed-accounts.ts'
import { htdId, positionIds } from './seed-ids.ts'
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
    // §10's 12 + 专业监理工程师, and 4 host accounts + 60 generated + the 7 approval personas
    // (workflow-api.md §10).
    expect(host(db.positions)).toHaveLength(13)
    expect(host(db.users)).toHaveLength(71)
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

  it('seeds the approval personas (workflow-api.md §10): staff, DH01, their positions', () => {
    const db = createSeedDatabase(mockModules)
    const dh01 = htdId(5, 1)
    for (const account of Object.values(personaAccounts)) {
      const user = db.users.find((u) => u.id === account.userId)
      expect(user).toMatchObject({ userName: account.userName, roleNames: ['staff'] })
      expect(passwordSignsIn(user!, account.password)).toBe(true)
      expect(db.userHtdPermissions.some((g) => g.userId === account.userId && g.htdId === dh01)).toBe(true) // prettier-ignore
    }
    const position = (id: string) => db.positions.find((p) => p.id === id)?.name
    const chief = db.users.find((u) => u.id === personaAccounts.htChief.userId)!
    expect(position(chief.positionIds[0])).toBe('总监理工程师')
    expect(position(positionIds.specialistSupervisor)).toBe('专业监理工程师')
    const staff = db.roles.find((r) => r.name === 'staff' && r.tenantId === null)
    expect(staff).toMatchObject({ isDefault: true, permissions: ['Workflow.Approval'] })
  })

  it('links the "re-upload your signature" reminder to the profile’s signature section', () => {
    const db = createSeedDatabase(mockModules)
    const reminder = db.todos.find((t) => t.title.includes('签名图片'))
    expect(reminder?.link).toBe('/profile/index?section=signature')
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
