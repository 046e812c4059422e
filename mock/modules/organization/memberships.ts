import { liveRows } from '../../core/db/database.ts'
import type { MockDatabase } from '../../core/db/types.ts'
import type { OrganizationRecord } from './organization-types.ts'

/** Live users of a tenant (deleted users' memberships are gone with them, §1.3 "Cascade"). */
function members(db: MockDatabase, tenantId: string | null) {
  return liveRows(db.users, tenantId)
}

/** Direct members of an organisation (`userCount`, `Base:OrganizationHasUsers`). */
export function countOrganizationMembers(db: MockDatabase, org: OrganizationRecord): number {
  return members(db, org.tenantId).filter((u) => u.organizationIds.includes(org.id)).length
}

/** Holders of a position (`userCount`, `Base:PositionInUse`). */
export function countPositionHolders(
  db: MockDatabase,
  tenantId: string | null,
  positionId: string,
): number {
  return members(db, tenantId).filter((u) => u.positionIds.includes(positionId)).length
}

/** The tenant's live organisations. */
export function tenantOrganizations(db: MockDatabase, tenantId: string | null) {
  return liveRows(db.organizations, tenantId)
}

/** Ids of an organisation and all its descendants (live ones). */
export function subtreeIds(
  organizations: readonly OrganizationRecord[],
  rootId: string,
): Set<string> {
  const ids = new Set([rootId])
  // Parents may come after children in the table, so repeat until nothing is added.
  for (let grew = true; grew;) {
    grew = false
    for (const org of organizations) {
      if (org.parentId !== null && ids.has(org.parentId) && !ids.has(org.id)) {
        ids.add(org.id)
        grew = true
      }
    }
  }
  return ids
}

/** 1 for a root, 2 for its children, … */
export function depthOf(organizations: readonly OrganizationRecord[], id: string | null): number {
  let depth = 0
  for (let current = id; current !== null; depth++) {
    current = organizations.find((o) => o.id === current)?.parentId ?? null
  }
  return depth
}

/** Levels below a node, the node itself counting 1. */
export function heightOf(organizations: readonly OrganizationRecord[], id: string): number {
  const children = organizations.filter((o) => o.parentId === id)
  return 1 + Math.max(0, ...children.map((child) => heightOf(organizations, child.id)))
}
