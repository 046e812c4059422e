import { policyNotGranted } from '../abp-error.ts'
import { getDatabase } from '../db/database.ts'
import type { HtdRecord, ProjectRecord } from '../db/types.ts'
import { jsonResponse, readBooleanQuery } from '../http/mock-http.ts'
import type { AuthenticatedContext } from '../request-context.ts'
import { authorizedRoute, type BackendRoute } from './define-route.ts'

/** The project's "base" service: contract-section assignments (dictionaries: system/). */

function toHtdDto({ id, htdName, sort }: HtdRecord) {
  return { id, htdName, sort }
}

/** The project with all its sections, in creation order (clients sort by `sort`). */
function toProjectDetailDto(project: ProjectRecord, htds: HtdRecord[]) {
  const sections = htds.filter((h) => h.projectId === project.id).map(toHtdDto)
  return { id: project.id, projName: project.projName, sort: project.sort, htds: sections }
}

/**
 * One item per (user, contract section) assignment, so several items can share a project.
 * Only the caller's own assignments may be read (a simplification of the real permission rules).
 */
function listHtdAssignments({ caller, params, request, culture }: AuthenticatedContext) {
  if (params.userId.toLowerCase() !== caller.userId.toLowerCase()) return policyNotGranted(culture)
  const includeProject = readBooleanQuery(request.query, 'includeProjectDetail', false)
  const db = getDatabase()
  const items = db.htdAssignments
    .filter((a) => a.userId === caller.userId)
    .flatMap((assignment) => {
      const htd = db.htds.find((h) => h.id === assignment.htdId)
      const project = htd && db.projects.find((p) => p.id === htd.projectId)
      if (!htd || !project) return []
      return [
        {
          projId: project.id,
          htdId: htd.id,
          htd: toHtdDto(htd),
          project: includeProject ? toProjectDetailDto(project, db.htds) : null,
        },
      ]
    })
  return jsonResponse(200, { items })
}

export const baseRoutes: BackendRoute[] = [
  authorizedRoute('GET', '/api/base/htd/by-user/:userId', listHtdAssignments),
]
