import { policyNotGranted } from '../../core/abp-error.ts'
import { isGranted } from '../../core/auth/permission-check.ts'
import type { CrudContext } from '../../core/crud/crud-resource.ts'
import { crudContext } from '../../core/crud/define-crud-routes.ts'
import { sameId } from '../../core/db/audit.ts'
import { jsonResponse, readBooleanQuery } from '../../core/http/mock-http.ts'
import type { AuthenticatedContext } from '../../core/request-context.ts'
import { authorizedRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { userHtdPolicy, userProjectPolicy } from './grant-policies.ts'
import { grantLookups, htdGrantsOf, projectGrantsOf } from './grant-records.ts'
import { buildByUserItems, type ByUserGrant } from './grant-rules.ts'

/** The user's live grants whose project (and htd) still exist, for the rules. */
function grantsOf({ db, tenantId }: CrudContext, userId: string) {
  const lookups = grantLookups(db, tenantId)
  const projectGrants = projectGrantsOf(db, tenantId).flatMap((grant): ByUserGrant[] => {
    const project = lookups.projects.get(grant.projectId.toLowerCase())
    if (!sameId(grant.userId, userId) || !project) return []
    return [{ creationTime: grant.creationTime, project, htd: null }]
  })
  const htdGrants = htdGrantsOf(db, tenantId).flatMap((grant): ByUserGrant[] => {
    const htd = lookups.htds.get(grant.htdId.toLowerCase())
    const project = htd && lookups.projects.get(htd.projectId.toLowerCase())
    if (!sameId(grant.userId, userId) || !htd || !project) return []
    return [{ creationTime: grant.creationTime, project, htd }]
  })
  return { projectGrants, htdGrants, known: lookups.users.has(userId.toLowerCase()) }
}

/**
 * `GET /api/base/htd/by-user/{userId}?includeProjectDetail=true` (business-api.md §3.6, kept): the
 * caller's own id, or any id for holders of either grant page's permission; anyone else gets the
 * row check's 403 with an ABP body. A user this tenant does not know has no items.
 */
function listUserAssignments(context: AuthenticatedContext) {
  const { caller, params, request, culture } = context
  const own = sameId(params.userId, caller.userId)
  if (!own && !isGranted(caller, { anyOf: [userProjectPolicy, userHtdPolicy] })) {
    return policyNotGranted(culture)
  }
  const includeProject = readBooleanQuery(request.query, 'includeProjectDetail', false)
  const { projectGrants, htdGrants, known } = grantsOf(crudContext(context), params.userId)
  const items = known ? buildByUserItems(projectGrants, htdGrants, includeProject) : []
  return jsonResponse(200, { items })
}

export const htdByUserRoutes: BackendRoute[] = [
  authorizedRoute('GET', '/api/base/htd/by-user/:userId', listUserAssignments),
]
