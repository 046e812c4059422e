import { describe, expect, it } from 'vitest'
import { createSeedDatabase } from '../../core/db/seed.ts'
import { mockModules } from '../mock-modules.ts'
import { projectIds, userIds } from '../../core/db/seed-ids.ts'
import { userHasProjectGrant } from './project-access.ts'

describe('userHasProjectGrant', () => {
  const seeded = createSeedDatabase(mockModules)
  const p = projectIds

  it.each([
    [userIds.admin, p.metroLine5, true],
    [userIds.admin, p.eastRingExpressway, false],
    [userIds.manager, p.chengbeiSewage, true],
    [userIds.noproject, p.metroLine5, false],
  ])('%s on %s: %s', (userId, projectId, granted) => {
    expect(userHasProjectGrant(seeded, userId, projectId)).toBe(granted)
  })
})
