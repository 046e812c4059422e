import { touchRow } from '../../core/crud/touch-row.ts'
import { sameId } from '../../core/db/audit.ts'
import type { MockDatabase } from '../../core/db/types.ts'

/**
 * Deleting a project soft-deletes its app folders and placements (business-api.md §3.1), so the
 * apps it held count one placement less and may be deleted. For the project delete's cascade.
 */
export function deleteProjectApps(db: MockDatabase, projectId: string, userId: string): void {
  for (const row of [...db.projectApps, ...db.projectAppFolders]) {
    if (row.isDeleted || !sameId(row.projectId, projectId)) continue
    row.isDeleted = true
    touchRow(row, userId)
  }
}
