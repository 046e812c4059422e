import { auditedDto } from '../../core/crud/crud-resource.ts'
import type { MockDatabase } from '../../core/db/types.ts'
import type { OrganizationRecord } from './organization-types.ts'
import { countOrganizationMembers, tenantOrganizations } from './memberships.ts'

export function hasChildren(db: MockDatabase, org: OrganizationRecord): boolean {
  return tenantOrganizations(db, org.tenantId).some((o) => o.parentId === org.id)
}

/** `OrganizationDto` (business-api.md §1.1). */
export function toOrganizationDto(org: OrganizationRecord, db: MockDatabase) {
  return {
    ...auditedDto(org),
    parentId: org.parentId,
    name: org.name,
    fullName: org.fullName,
    orgType: org.orgType,
    sort: org.sort,
    enabled: org.enabled,
    hasChildren: hasChildren(db, org),
    userCount: countOrganizationMembers(db, org),
  }
}
