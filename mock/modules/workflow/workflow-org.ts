import { clockTimeMs } from '../../core/db/clock-time.ts'
import { sameId } from '../../core/db/audit.ts'
import type { MockDatabase } from '../../core/db/types.ts'
import type { EngineOrg } from './workflow-engine-port.ts'

/** The tables the engine's view of the organisation is built from (the seed passes its own). */
export type OrgTables = Pick<MockDatabase, 'users' | 'roles' | 'organizations' | 'projects' | 'htds' | 'userProjectPermissions' | 'userHtdPermissions' | 'workflowDelegations'> // prettier-ignore

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
 * What the engine needs to know for one instance (workflow-api.md §2 assignee kinds): the
 * tenant's users and organisations, who holds a grant on the instance's section (its project
 * when it has none), the parties of the project and the section, the scheme admins and the
 * enabled standing delegations.
 */
export function buildEngineOrg(
  tables: OrgTables,
  tenantId: string | null,
  projectId: string,
  htdId: string | null,
): EngineOrg {
  // prettier-ignore
  const users = live(tables.users, tenantId)
  const project = live(tables.projects, tenantId).find((row) => sameId(row.id, projectId))
  const htd = htdId ? live(tables.htds, tenantId).find((row) => sameId(row.id, htdId)) : undefined
  const grantedUserIds = htdId
    ? live(tables.userHtdPermissions, tenantId).filter((g) => sameId(g.htdId, htdId)).map((g) => g.userId) // prettier-ignore
    : live(tables.userProjectPermissions, tenantId).filter((g) => sameId(g.projectId, projectId)).map((g) => g.userId) // prettier-ignore
  return {
    users: users.map((u) => ({ id: u.id, name: u.name ?? u.userName, isActive: u.isActive, roleNames: u.roleNames, organizationIds: u.organizationIds, positionIds: u.positionIds })), // prettier-ignore
    organizations: live(tables.organizations, tenantId).filter((o) => o.enabled).map((o) => ({ id: o.id, parentId: o.parentId })), // prettier-ignore
    grantedUserIds,
    parties: {
      owner: project?.ownerOrgId ?? null,
      constructor: project?.constructorOrgId ?? null,
      contractor: htd?.contractorOrgId ?? null,
      supervisor: htd?.supervisorOrgId ?? null,
    },
    schemeAdminIds: users.filter((u) => u.isActive && userPermissions(tables, tenantId, u.id).has(schemePermission)).map((u) => u.id), // prettier-ignore
    delegations: live(tables.workflowDelegations, tenantId)
      .filter((d) => d.enabled)
      .map((d) => ({ delegatorId: d.delegatorId, delegateeId: d.delegateeId, schemeIds: d.schemeIds, projectId: d.projectId, startTime: clockTimeMs(d.startTime) ?? 0, endTime: clockTimeMs(d.endTime) ?? 0 })), // prettier-ignore
  }
}
