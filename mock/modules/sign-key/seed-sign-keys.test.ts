import { describe, expect, it } from 'vitest'
import { createSeedDatabase } from '../../core/db/seed.ts'
import { personaUserIds } from '../../core/db/seed-ids.ts'
import { readImageHeader } from '../../core/images/image-header.ts'
import { imageHash } from '../../core/images/image-upload.ts'
import { mockModules } from '../mock-modules.ts'

describe('seeded signing keys (business-api.md §10, workflow-api.md §10)', () => {
  const db = createSeedDatabase(mockModules)
  const host = db.signKeys.filter((k) => k.tenantId === null)

  it('has 4 signatures, 10 project seals, 28 section seals (2 disabled), and 2 demo keys', () => {
    expect([1, 2, 3].map((kind) => host.filter((k) => k.kind === kind).length)).toEqual([4, 10, 28])
    expect(host.filter((k) => !k.enabled).map((k) => k.kind)).toEqual([3, 3])
    expect(db.signKeys.filter((k) => k.tenantId !== null)).toHaveLength(2)
  })

  it('gives ht-chief a signature and bj-pm none', () => {
    const owners = host.filter((k) => k.kind === 1).map((k) => k.userId)
    expect(owners).toContain(personaUserIds.htChief)
    expect(owners).not.toContain(personaUserIds.bjPm)
  })

  it('draws the two embedded images as real PNGs: a 240 px seal, a 400×160 signature', () => {
    const sizes = new Set(db.signKeys.map((k) => { const h = readImageHeader(k.image.bytes)!; return `${h.type} ${h.width}×${h.height}` })) // prettier-ignore
    expect([...sizes].sort()).toEqual(['image/png 240×240', 'image/png 400×160'])
    expect(db.signKeys.every((k) => k.image.hash === imageHash(k.image.bytes))).toBe(true)
  })

  it('points every key at a live owner of its tenant', () => {
    for (const key of db.signKeys) {
      const user = key.userId ? db.users.find((u) => u.id === key.userId) : null
      const org = key.organizationId
        ? db.organizations.find((o) => o.id === key.organizationId)
        : null
      expect(user === undefined || org === undefined, key.id).toBe(false)
      expect(org?.enabled ?? true).toBe(true)
      if (key.htdId) expect(db.htds.find((h) => h.id === key.htdId)?.projectId).toBe(key.projectId)
    }
  })
})
