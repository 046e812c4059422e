import { queryOptions } from '@tanstack/react-query'
import type { ListResultDto } from '@/api/abp/list-result-dto'
import { createCrudApi } from '@/api/abp/crud-api'
import { createCrudQueries } from '@/query/crud-queries'
import { apiClient } from '@/api/http/api-client'
import type { RequestOptions } from '@/api/http/request-options'
import type { QueryScope } from '@/query/query-keys'

/** 1 Company 公司, 2 Organisation 组织, 3 Department 部门, 4 Supplier 供应商 (business-api.md §1.1). */
export type OrgType = 1 | 2 | 3 | 4

export const orgTypes: readonly OrgType[] = [1, 2, 3, 4]

/** The types by name, for rules that name them (a project's owner is a company). */
export const orgTypeCodes = {
  company: 1,
  organisation: 2,
  department: 3,
  supplier: 4,
} as const satisfies Record<string, OrgType>

/** An organisation (business-api.md §1.1). */
export interface OrganizationDto {
  id: string
  parentId: string | null
  name: string
  /** The legal full name (全称); the server stores `name` when none is given. */
  fullName: string | null
  orgType: OrgType
  sort: number
  enabled: boolean
  hasChildren: boolean
  /** Direct members (read only). */
  userCount: number
  concurrencyStamp: string
  creationTime: string
}

/** A node of GET /tree: siblings in `sort` order, a leaf has `children: []`. */
export interface OrganizationTreeNodeDto extends Omit<
  OrganizationDto,
  'userCount' | 'concurrencyStamp' | 'creationTime'
> {
  children: OrganizationTreeNodeDto[]
}

export interface OrganizationCreateDto {
  parentId: string | null
  name: string
  fullName?: string | null
  orgType: OrgType
  sort: number
  enabled: boolean
}

/** The type is fixed after creation; a new `parentId` moves the node with its subtree. */
export interface OrganizationUpdateDto extends Omit<OrganizationCreateDto, 'orgType'> {
  concurrencyStamp?: string | null
}

/** The list's own filters besides `filter` (name, fullName). */
export interface OrganizationFilters {
  parentId: string
  includeDescendants: boolean
  orgType: OrgType
  enabled: boolean
}

/** `/api/base/organization`: paged list (sorting: sort, name, fullName, orgType, creationTime), CRUD. */
export const organizationApi = createCrudApi<
  OrganizationDto,
  OrganizationCreateDto,
  OrganizationUpdateDto,
  OrganizationFilters
>('/api/base/organization')

const resourceKey = ['base', 'organization'] as const

export const organizationQueries = {
  ...createCrudQueries(resourceKey, organizationApi),
  /** The whole tree, nested (disabled nodes included unless asked otherwise). */
  tree: (scope: QueryScope, includeDisabled = true) =>
    queryOptions({
      queryKey: [...scope, ...resourceKey, 'tree', { includeDisabled }] as const,
      queryFn: ({ signal }) => getOrganizationTree(includeDisabled, { signal, silent: true }),
    }),
  /** One level of the lazy tree (`parentId` absent → roots); with a filter, flat matches. */
  children: (scope: QueryScope, parentId: string | null, filter?: string) =>
    queryOptions({
      queryKey: [...scope, ...resourceKey, 'children', { parentId, filter }] as const,
      queryFn: ({ signal }) =>
        getOrganizationChildren({ parentId, filter }, { signal, silent: true }),
    }),
  /** Enabled organisations, flat, for pickers. */
  options: (scope: QueryScope) =>
    queryOptions({
      queryKey: [...scope, ...resourceKey, 'options'] as const,
      queryFn: ({ signal }) => listOrganizationOptions({}, { signal, silent: true }),
    }),
}

export const organizationResource = { api: organizationApi, queries: organizationQueries }

/** GET /api/base/organization/tree → the roots. */
export async function getOrganizationTree(
  includeDisabled = true,
  options?: RequestOptions,
): Promise<OrganizationTreeNodeDto[]> {
  const result = await apiClient.get<ListResultDto<OrganizationTreeNodeDto>>(
    '/api/base/organization/tree',
    { includeDisabled },
    options,
  )
  return result.items
}

/** GET /api/base/organization/children: one level, or flat matches of `filter` from every level. */
export async function getOrganizationChildren(
  { parentId, filter }: { parentId?: string | null; filter?: string },
  options?: RequestOptions,
): Promise<OrganizationDto[]> {
  const result = await apiClient.get<ListResultDto<OrganizationDto>>(
    '/api/base/organization/children',
    { parentId: parentId ?? undefined, filter: filter || undefined },
    options,
  )
  return result.items
}

/** GET /api/base/organization/list: flat, enabled only unless `includeDisabled`. */
export async function listOrganizationOptions(
  { orgTypes: types, includeDisabled = false }: { orgTypes?: OrgType[]; includeDisabled?: boolean },
  options?: RequestOptions,
): Promise<OrganizationDto[]> {
  const result = await apiClient.get<ListResultDto<OrganizationDto>>(
    '/api/base/organization/list',
    { orgTypes: types, includeDisabled },
    options,
  )
  return result.items
}

/** Permissions of the Organisations page (business-api.md §1.1). */
export const organizationPolicies = {
  read: 'Organization.Organize',
  create: 'Organization.Organize.Create',
  update: 'Organization.Organize.Update',
  delete: 'Organization.Organize.Delete',
} as const
