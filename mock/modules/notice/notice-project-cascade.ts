import { sameId } from '../../core/db/audit.ts'
import type { MockDatabase } from '../../core/db/types.ts'
import { touchRow } from '../../core/crud/touch-row.ts'

/**
 * Deleting a project soft-deletes its project-scoped notices (business-api.md §3.1); to-dos keep
 * their `projectId` and read `projName: null`. For the project delete's cascade to call.
 */
export function deleteProjectNotices(db: MockDatabase, projectId: string, userId: string): void {
  for (const notice of db.notices) {
    if (notice.isDeleted || notice.projectId === null || !sameId(notice.projectId, projectId)) {
      continue
    }
    notice.isDeleted = true
    touchRow(notice, userId)
  }
}
