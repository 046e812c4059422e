import { entityNotFound } from '../../core/abp-error.ts'
import { businessError } from '../../core/crud/business-error.ts'
import type { Check, CrudContext } from '../../core/crud/crud-resource.ts'
import { orgTypes, type OrganizationRecord } from './organization-types.ts'
import {
  countOrganizationMembers,
  depthOf,
  heightOf,
  subtreeIds,
  tenantOrganizations,
} from './memberships.ts'

/** Organisations nest at most this many levels (`Base:OrganizationMaxDepth`). */
export const maxOrganizationDepth = 6

interface ParentInput {
  parentId: string | null
  orgType: number
}

function parentCheck(parentId: string | null, context: CrudContext): Check {
  if (parentId === null) return null
  const exists = tenantOrganizations(context.db, context.tenantId).some((o) => o.id === parentId)
  return exists ? null : entityNotFound(context.culture, 'Organization', parentId)
}

/**
 * A new reference to a disabled parent (create, move) → `Base:OrganizationDisabled`; a node
 * whose parent was disabled later keeps it ("references that already exist stay", §1.1).
 */
function disabledParentCheck(parentId: string | null, context: CrudContext): Check {
  if (parentId === null) return null
  const parent = tenantOrganizations(context.db, context.tenantId).find((o) => o.id === parentId)
  return parent && !parent.enabled
    ? businessError(context.culture, 'Base:OrganizationDisabled', parent.name)
    : null
}

/**
 * Create: the parent exists, a department has one, the parent is enabled, the depth stays within
 * the limit.
 */
export function checkOrganizationCreate(input: ParentInput, context: CrudContext): Check {
  const { culture } = context
  const missing = parentCheck(input.parentId, context)
  if (missing) return missing
  if (input.orgType === orgTypes.department && input.parentId === null) {
    return businessError(culture, 'Base:DepartmentNeedsParent')
  }
  const disabled = disabledParentCheck(input.parentId, context)
  if (disabled) return disabled
  const organizations = tenantOrganizations(context.db, context.tenantId)
  if (depthOf(organizations, input.parentId) + 1 > maxOrganizationDepth) {
    return businessError(culture, 'Base:OrganizationMaxDepth', maxOrganizationDepth)
  }
  return null
}

/**
 * Update (a move is a PUT with a new `parentId`): a department keeps a parent; a new parent is no
 * cycle, is enabled, and the moved subtree stays within the depth limit.
 */
export function checkOrganizationUpdate(
  row: OrganizationRecord,
  input: Pick<ParentInput, 'parentId'>,
  context: CrudContext,
): Check {
  const { culture } = context
  const missing = parentCheck(input.parentId, context)
  if (missing) return missing
  if (row.orgType === orgTypes.department && input.parentId === null) {
    return businessError(culture, 'Base:DepartmentNeedsParent')
  }
  if (input.parentId === row.parentId) return null
  const organizations = tenantOrganizations(context.db, context.tenantId)
  if (input.parentId !== null && subtreeIds(organizations, row.id).has(input.parentId)) {
    return businessError(culture, 'Base:OrganizationParentCycle')
  }
  const disabled = disabledParentCheck(input.parentId, context)
  if (disabled) return disabled
  const depth = depthOf(organizations, input.parentId) + heightOf(organizations, row.id)
  if (depth > maxOrganizationDepth) {
    return businessError(culture, 'Base:OrganizationMaxDepth', maxOrganizationDepth)
  }
  return null
}

function isReferenced(org: OrganizationRecord, context: CrudContext): boolean {
  const { db } = context
  // Deleted projects and sections no longer hold their units.
  const sameTenant = (row: { tenantId: string | null; isDeleted: boolean }) =>
    !row.isDeleted && row.tenantId === org.tenantId
  return (
    db.projects.some(
      (p) => sameTenant(p) && (p.ownerOrgId === org.id || p.constructorOrgId === org.id),
    ) ||
    db.htds.some(
      (h) => sameTenant(h) && (h.contractorOrgId === org.id || h.supervisorOrgId === org.id),
    ) ||
    // A live seal of the organisation (sign-key module) holds it too.
    db.signKeys.some((key) => sameTenant(key) && key.organizationId === org.id)
  )
}

/** Delete is refused in this order: children, members, references (§1.1); it never cascades. */
export function checkOrganizationDelete(row: OrganizationRecord, context: CrudContext): Check {
  const { culture, db } = context
  const organizations = tenantOrganizations(db, context.tenantId)
  if (organizations.some((o) => o.parentId === row.id)) {
    return businessError(culture, 'Base:OrganizationHasChildren', row.name)
  }
  const members = countOrganizationMembers(db, row)
  if (members > 0) return businessError(culture, 'Base:OrganizationHasUsers', row.name, members)
  if (isReferenced(row, context)) return businessError(culture, 'Base:OrganizationInUse', row.name)
  return null
}
