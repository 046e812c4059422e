import type { CrudContext } from '../../core/crud/crud-resource.ts'
import { sameId } from '../../core/db/audit.ts'
import type { HtdRecord, ProjectRecord } from './project-types.ts'
import { deleteProjectApps } from '../app-manage/app-project-cascade.ts'
import { deleteProjectNotices } from '../notice/notice-project-cascade.ts'
import { removeHtdGrant, removeProjectGrant } from './grant-store.ts'

/**
 * What a delete takes along (business-api.md §3.1, §3.2): a project its user-project grants (and
 * with them the users' htd grants there), its app folders and placements and its project-scoped
 * notices, an htd its user-htd grants.
 */
export function projectDeleteCascade(project: ProjectRecord, { db, caller }: CrudContext): void {
  const grants = db.userProjectPermissions.filter(
    (g) => !g.isDeleted && sameId(g.projectId, project.id),
  )
  for (const grant of grants) removeProjectGrant(db, grant, caller.userId)
  deleteProjectApps(db, project.id, caller.userId)
  deleteProjectNotices(db, project.id, caller.userId)
}

export function htdDeleteCascade(htd: HtdRecord, { db, caller }: CrudContext): void {
  const grants = db.userHtdPermissions.filter((g) => !g.isDeleted && sameId(g.htdId, htd.id))
  for (const grant of grants) removeHtdGrant(grant, caller.userId)
}
