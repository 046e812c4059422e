import { describe, expect, it } from 'vitest'
import { createSeedDatabase } from '../../core/db/seed.ts'
import { mockModules } from '../mock-modules.ts'
import { projectIds, userIds } from '../../core/db/seed-ids.ts'
import { noticeIds } from './seed-notice-ids.ts'
import { deleteProjectNotices } from './notice-project-cascade.ts'

describe('deleteProjectNotices', () => {
  it('soft-deletes the notices of that project only', () => {
    const db = createSeedDatabase(mockModules)
    deleteProjectNotices(db, projectIds.metroLine5, userIds.admin)
    const deleted = db.notices.filter((n) => n.isDeleted)
    expect(deleted.map((n) => n.id)).toEqual([noticeIds.metroShield])
    expect(deleted[0].lastModifierId).toBe(userIds.admin)
  })
})
