import { entityNotFound, policyNotGranted } from '../../core/abp-error.ts'
import { businessError } from '../../core/crud/business-error.ts'
import type { CrudContext } from '../../core/crud/crud-resource.ts'
import { sameId } from '../../core/db/audit.ts'
import type { MockResponse } from '../../core/http/mock-http.ts'
import { userHasProjectGrant } from '../project/project-access.ts'
import { definitionStatuses, type WorkflowSchemeRecord } from './workflow-types.ts'

/**
 * Who may start what, where (workflow-api.md §3 rule 15, §4 `startable`): a scheme of the tenant,
 * published and enabled, for every project or this one; the caller holds a grant on the project
 * and on the section (else 403 `Volo.Authorization:010001`) and is inside the start scope (else
 * `Workflow:NotInStartScope`).
 */
export function tenantSchemes(context: CrudContext): WorkflowSchemeRecord[] {
  return context.db.workflowSchemes.filter((s) => !s.isDeleted && sameId(s.tenantId, context.tenantId)) // prettier-ignore
}

export const isStartable = (scheme: WorkflowSchemeRecord) => scheme.status === definitionStatuses.published && scheme.publishedVersion !== null // prettier-ignore

export function inStartScope(context: CrudContext, scheme: WorkflowSchemeRecord): boolean {
  const { organizationIds, positionIds, userIds } = scheme.startScope
  if (organizationIds.length + positionIds.length + userIds.length === 0) return true
  const user = context.db.users.find((u) => sameId(u.id, context.caller.userId))
  return (
    userIds.some((id) => sameId(id, context.caller.userId)) ||
    organizationIds.some((id) => user?.organizationIds.some((o) => sameId(o, id))) ||
    positionIds.some((id) => user?.positionIds.some((p) => sameId(p, id)))
  )
}

export function hasHtdGrant(context: CrudContext, htdId: string): boolean {
  return context.db.userHtdPermissions.some((g) => !g.isDeleted && sameId(g.userId, context.caller.userId) && sameId(g.htdId, htdId)) // prettier-ignore
}

export type StartPlace = { scheme: WorkflowSchemeRecord; projectId: string; htdId: string | null }

/** The checks before a start, a start form or a preview, in the contract's order. */
export function checkStart(
  context: CrudContext,
  schemeId: string,
  projectId: string,
  htdId: string | null,
): { place: StartPlace } | { response: MockResponse } {
  // prettier-ignore
  const { db, culture } = context
  const scheme = tenantSchemes(context).find((s) => sameId(s.id, schemeId))
  if (!scheme) return { response: entityNotFound(culture, 'WorkflowScheme', schemeId) }
  const project = db.projects.find((p) => !p.isDeleted && sameId(p.id, projectId) && sameId(p.tenantId, context.tenantId)) // prettier-ignore
  if (!project) return { response: entityNotFound(culture, 'Project', projectId) }
  const htd = htdId ? db.htds.find((h) => !h.isDeleted && sameId(h.id, htdId) && sameId(h.projectId, projectId)) : null // prettier-ignore
  if (htdId && !htd) return { response: entityNotFound(culture, 'Htd', htdId) }
  if (
    !userHasProjectGrant(db, context.caller.userId, projectId) ||
    (htdId && !hasHtdGrant(context, htdId))
  ) {
    // prettier-ignore
    return { response: policyNotGranted(culture) }
  }
  if (!inStartScope(context, scheme)) return { response: businessError(culture, 'Workflow:NotInStartScope', scheme.name) } // prettier-ignore
  if (!isStartable(scheme) || (scheme.projectId && !sameId(scheme.projectId, projectId))) {
    return { response: businessError(culture, 'Workflow:SchemeNotStartable', scheme.name) }
  }
  return { place: { scheme, projectId: project.id, htdId: htd?.id ?? null } }
}
