import { clockTimeMs, formatClockTime } from '../../core/db/clock-time.ts'
import { sameId } from '../../core/db/audit.ts'
import type { MockDatabase } from '../../core/db/types.ts'
import type { OrgContext } from './engine/engine.ts'
import { sealDirectory } from './seal-directory.ts'

/** The tables the engine's view of the organisation is built from (the seed passes its own). */
export type OrgTables = Pick<MockDatabase, 'users' | 'roles' | 'organizations' | 'projects' | 'htds' | 'userProjectPermissions' | 'userHtdPermissions' | 'workflowDelegations'> & Partial<Pick<MockDatabase, 'signKeys'>> // prettier-ignore

/** A stored time in the engine's exact format (`…:ss.fff`; the engine compares them as text). */
const apiTime = (text: string) => formatClockTime(clockTimeMs(text) ?? 0)

export const schemePermission = 'Workflow.Scheme'

const live = <T extends { isDeleted: boolean; tenantId: string | null }>(rows: readonly T[], tenantId: string | null) => rows.filter((r) => !r.isDeleted && sameId(r.tenantId, tenantId)) // prettier-ignore

/** Permissions a user holds through roles and directly (what the token would carry). */
export function userPermissions(
  tables: Pick<MockDatabase, 'users' | 'roles'>,
  tenantId: string | null,
  userId: string,
): Set<string> {
  // prettier-ignore
  const user = tables.users.find((u) => !u.isDeleted && sameId(u.id, userId))
  const granted = new Set(user?.permissions ?? [])
  for (const role of live(tables.roles, tenantId)) {
    if (user?.roleNames.includes(role.name)) role.permissions.forEach((name) => granted.add(name))
  }
  return granted
}

/**
 * What the engine needs to know for one instance (workflow-api.md §2 assignee kinds), in its own
 * `OrgContext`: the tenant's users and organisations, the grants on the instance's project and
 * section, the parties of both, the scheme admins, the enabled standing delegations and the seals
 * of the parties with their holders (when the tables have the signing keys). The
 * caller adds the hooks (`evaluateCondition`, `newId`).
 */
export function buildEngineOrg(
  tables: OrgTables,
  tenantId: string | null,
  projectId: string,
  htdId: string | null,
): OrgContext {
  // prettier-ignore
  const users = live(tables.users, tenantId)
  const project = live(tables.projects, tenantId).find((row) => sameId(row.id, projectId))
  const htd = htdId ? live(tables.htds, tenantId).find((row) => sameId(row.id, htdId)) : undefined
  const projectGrants = live(tables.userProjectPermissions, tenantId).filter((g) => sameId(g.projectId, projectId)).map((g) => ({ userId: g.userId, projectId })) // prettier-ignore
  const htdGrants = htd ? live(tables.userHtdPermissions, tenantId).filter((g) => sameId(g.htdId, htd.id)).map((g) => ({ userId: g.userId, htdId: htd.id })) : [] // prettier-ignore
  return {
    users: users.map((u) => ({ id: u.id, name: u.name ?? u.userName, active: u.isActive, roleNames: u.roleNames, organizationIds: u.organizationIds, positionIds: u.positionIds })), // prettier-ignore
    organizations: live(tables.organizations, tenantId).filter((o) => o.enabled).map((o) => ({ id: o.id, name: o.name, parentId: o.parentId })), // prettier-ignore
    grants: [...projectGrants, ...htdGrants],
    project: { id: project?.id ?? projectId, code: project?.projCode ?? undefined, ownerOrgId: project?.ownerOrgId ?? null, constructorOrgId: project?.constructorOrgId ?? null }, // prettier-ignore
    htd: htd ? { id: htd.id, code: htd.htdCode ?? undefined, contractorOrgId: htd.contractorOrgId ?? null, supervisorOrgId: htd.supervisorOrgId ?? null } : null, // prettier-ignore
    schemeAdminIds: users.filter((u) => u.isActive && userPermissions(tables, tenantId, u.id).has(schemePermission)).map((u) => u.id), // prettier-ignore
    delegations: live(tables.workflowDelegations, tenantId)
      .filter((d) => d.enabled)
      .map((d) => ({ id: d.id, delegatorId: d.delegatorId, delegateeId: d.delegateeId, schemeIds: d.schemeIds, projectId: d.projectId, startTime: apiTime(d.startTime), endTime: apiTime(d.endTime), enabled: true })), // prettier-ignore
    ...(tables.signKeys ? { seals: sealDirectory({ ...tables, signKeys: tables.signKeys }, tenantId, projectId, htdId) } : {}), // prettier-ignore
  }
}
