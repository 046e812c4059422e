import { validationError } from '../../core/abp-error.ts'
import { crudContext } from '../../core/crud/define-crud-routes.ts'
import { defaultOrder, matchesFilter } from '../../core/crud/paging.ts'
import { isGuid, toValidationErrors } from '../../core/crud/validation.ts'
import type { OrganizationRecord } from './organization-types.ts'
import { jsonResponse, readBooleanQuery, readQuery } from '../../core/http/mock-http.ts'
import { authorizedRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { toOrganizationDto } from './organization-dto.ts'
import { subtreeIds, tenantOrganizations } from './memberships.ts'

const base = '/api/base/organization'

interface TreeNode {
  id: string
  parentId: string | null
  name: string
  fullName: string
  orgType: number
  sort: number
  enabled: boolean
  hasChildren: boolean
  children: TreeNode[]
}

/** The nested tree; a hidden node hides its whole subtree. Siblings in `sort` order. */
function buildTree(rows: OrganizationRecord[], parentId: string | null): TreeNode[] {
  return rows
    .filter((row) => row.parentId === parentId)
    .sort(defaultOrder)
    .map((row) => {
      const children = buildTree(rows, row.id)
      const { id, name, fullName, orgType, sort, enabled } = row
      return { id, parentId, name, fullName, orgType, sort, enabled, hasChildren: children.length > 0, children } // prettier-ignore
    })
}

/** Depth-first order, parents before children, siblings by `sort`. */
function flatten(nodes: TreeNode[]): string[] {
  return nodes.flatMap((node) => [node.id, ...flatten(node.children)])
}

/** Without disabled nodes and their descendants. */
function enabledOnly(rows: OrganizationRecord[]): OrganizationRecord[] {
  const hidden = new Set<string>()
  for (const row of rows.filter((r) => !r.enabled))
    subtreeIds(rows, row.id).forEach((id) => hidden.add(id))
  return rows.filter((row) => !hidden.has(row.id))
}

function badParentId(culture: Parameters<typeof validationError>[0]) {
  const issues = [{ member: 'parentId', rule: 'V5' as const, args: [] }]
  return validationError(culture, toValidationErrors(culture, issues))
}

/** Odd routes of §1.1, beside the CRUD helper; they need sign-in only. */
export const organizationTreeRoutes: BackendRoute[] = [
  // Lazy tree: one level, or with a filter the flat matches of every level (below parentId).
  authorizedRoute('GET', `${base}/children`, (ctx) => {
    const context = crudContext(ctx)
    const { query } = context.request
    const parentId = readQuery(query, 'parentId')?.trim().toLowerCase() || null
    if (parentId !== null && !isGuid(parentId)) return badParentId(context.culture)
    const filter = readQuery(query, 'filter')?.trim().toLowerCase() || null
    const rows = tenantOrganizations(context.db, context.tenantId)
    const below = parentId === null ? null : subtreeIds(rows, parentId)
    const items = filter
      ? rows.filter(
          (r) => r.id !== parentId && (below?.has(r.id) ?? true) && matchesFilter(filter, [r.name, r.fullName]),
        ) // prettier-ignore
      : rows.filter((r) => r.parentId === parentId)
    const dtos = items.sort(defaultOrder).map((row) => toOrganizationDto(row, context.db))
    return jsonResponse(200, { items: dtos })
  }),
  authorizedRoute('GET', `${base}/tree`, (ctx) => {
    const context = crudContext(ctx)
    const all = tenantOrganizations(context.db, context.tenantId)
    const includeDisabled = readBooleanQuery(context.request.query, 'includeDisabled', true)
    return jsonResponse(200, { items: buildTree(includeDisabled ? all : enabledOnly(all), null) })
  }),
  // The unit picker: flat, depth-first; `orgTypes` repeatable; enabled subtrees only by default.
  authorizedRoute('GET', `${base}/list`, (ctx) => {
    const context = crudContext(ctx)
    const { query } = context.request
    const all = tenantOrganizations(context.db, context.tenantId)
    const visible = readBooleanQuery(query, 'includeDisabled', false) ? all : enabledOnly(all)
    const types = [...query.entries()]
      .filter(([key]) => key.toLowerCase() === 'orgtypes')
      .map(([, value]) => Number(value))
    const byId = new Map(visible.map((row) => [row.id, row]))
    const items = flatten(buildTree(visible, null))
      .map((id) => byId.get(id)!)
      .filter((row) => types.length === 0 || types.includes(row.orgType))
    return jsonResponse(200, { items: items.map((row) => toOrganizationDto(row, context.db)) })
  }),
]
