import { describe, expect, it } from 'vitest'
import { createSeedDatabase } from '../../core/db/seed.ts'
import { mockModules } from '../mock-modules.ts'
import { seedGrants } from './seed-grants.ts'
import { generatedUserId, projectIds, userIds } from '../../core/db/seed-ids.ts'

/** The grant seed of business-api.md §10. */
const db = createSeedDatabase(mockModules)
const projectsOf = (userId: string) =>
  new Set(db.userProjectPermissions.filter((g) => g.userId === userId).map((g) => g.projectId))
const generatedIds = new Set(Array.from({ length: 60 }, (_, i) => generatedUserId(i + 1)))
const generated = (userId: string) => generatedIds.has(userId)

describe('grant seed', () => {
  it('keeps the accounts’ projects: admin 4, manager 2, noproject none, 东环高速 none of them', () => {
    expect(projectsOf(userIds.admin)).toEqual(
      new Set([
        projectIds.binjiangAvenue,
        projectIds.chengbeiSewage,
        projectIds.metroLine5,
        projectIds.binhuTunnel,
      ]),
    )
    expect(projectsOf(userIds.manager)).toEqual(
      new Set([projectIds.chengbeiSewage, projectIds.metroLine5]),
    )
    expect(projectsOf(userIds.noproject).size).toBe(0)
    expect(projectsOf(userIds.nobody).size).toBe(0)
    expect(projectsOf(userIds.demoAdmin)).toEqual(
      new Set([projectIds.demoParkRoad, projectIds.demoBridge]),
    )
  })

  it('gives 20 generated users 1–3 projects each and 45 htd grants in all', () => {
    const users = new Set(db.userProjectPermissions.map((g) => g.userId).filter(generated))
    expect(users.size).toBe(20)
    for (const userId of users) expect(projectsOf(userId).size).toBeGreaterThanOrEqual(1)
    for (const userId of users) expect(projectsOf(userId).size).toBeLessThanOrEqual(3)
    expect(db.userHtdPermissions.filter((g) => generated(g.userId))).toHaveLength(45)
    const user001Htds = db.userHtdPermissions.filter((g) => g.userId === generatedUserId(1))
    expect(projectsOf(generatedUserId(1)).has(projectIds.eastRingExpressway)).toBe(true)
    expect(user001Htds.map((g) => g.projectId)).not.toContain(projectIds.eastRingExpressway)
  })

  it('keeps the invariant: each htd grant has its project grant and the htd’s project', () => {
    for (const grant of db.userHtdPermissions) {
      const htd = db.htds.find((h) => h.id === grant.htdId)
      expect(htd?.projectId).toBe(grant.projectId)
      expect(projectsOf(grant.userId).has(grant.projectId)).toBe(true)
    }
  })

  it('has unique, tenant-matched grants with distinct ids', () => {
    const pairs = db.userProjectPermissions.map((g) => `${g.userId}/${g.projectId}`)
    expect(new Set(pairs).size).toBe(pairs.length)
    const ids = [...db.userProjectPermissions, ...db.userHtdPermissions].map((g) => g.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const grant of db.userProjectPermissions) {
      const user = db.users.find((u) => u.id === grant.userId)
      const project = db.projects.find((p) => p.id === grant.projectId)
      expect(user?.tenantId).toBe(grant.tenantId)
      expect(project?.tenantId).toBe(grant.tenantId)
    }
  })

  it('is deterministic', () => {
    expect(seedGrants()).toEqual(seedGrants())
  })
})
