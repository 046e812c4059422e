import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ListResultDto } from '@/api/abp/list-result-dto'
import { apiClient } from '@/api/http/api-client'
import type { RequestOptions } from '@/api/http/request-options'
import type { QueryScope } from '@/query/query-keys'
import { permissionQueries } from '@/modules/organization'

/** ABP `MultiTenancySides`: 1 Tenant, 2 Host, 3 Both. */
export type MultiTenancySide = 1 | 2 | 3

/** One code-defined permission, flattened: parents before their children (business-api.md §7). */
export interface PermissionDefinitionDto {
  name: string
  /** In the request's language (Accept-Language). */
  displayName: string
  parentName: string | null
  /** 0 for a root permission, 1 for its children, … */
  depth: number
  multiTenancySide: MultiTenancySide
  isEnabled: boolean
  /** The providers that may grant it; empty = every provider. */
  providers: string[]
}

export interface PermissionGroupDefinitionDto {
  name: string
  displayName: string
  permissions: PermissionDefinitionDto[]
}

/** The list's filters; all optional. */
export interface PermissionDefinitionFilters {
  /** Name or display name, case-insensitive; a match brings its ancestors. */
  filter?: string
  groupName?: string
  multiTenancySide?: MultiTenancySide
}

/** `GrantMatrixDto`: the tenant's roles and, per granted permission, the role names granting it. */
export interface GrantMatrixDto {
  providerName: 'R'
  providers: { key: string; displayName: string }[]
  grants: Record<string, string[]>
}

const path = '/api/base/permission-definition'

/** GET the permission definitions the caller's side sees (host: all; tenant: Tenant and Both). */
export async function listPermissionDefinitions(
  filters: PermissionDefinitionFilters,
  options?: RequestOptions,
): Promise<PermissionGroupDefinitionDto[]> {
  const result = await apiClient.get<ListResultDto<PermissionGroupDefinitionDto>>(
    path,
    { ...filters },
    options,
  )
  return result.items
}

/** GET which roles grant which permissions of a group (`providerName` is always `R`). */
export function getGrantMatrix(groupName: string, options?: RequestOptions) {
  return apiClient.get<GrantMatrixDto>(
    `${path}/grant-matrix`,
    { providerName: 'R', groupName },
    options,
  )
}

/** The Permission definitions page's permissions (business-api.md §7, §11). */
export const permissionDefinitionPolicies = {
  read: 'PermissionManage.Permission',
  editRoleGrants: 'AbpIdentity.Roles.ManagePermissions',
} as const

export const permissionDefinitionQueries = {
  /**
   * The definitions in a language: display names follow Accept-Language, so a language switch
   * is a new key. Definitions are code-defined: no write invalidates them.
   */
  list: (scope: QueryScope, language: string, filters: PermissionDefinitionFilters) =>
    queryOptions({
      queryKey: [...scope, 'base', 'permission-definition', language, filters] as const,
      queryFn: ({ signal }) => listPermissionDefinitions(filters, { signal, silent: true }),
      // A new search keeps the groups shown until its answer comes.
      placeholderData: keepPreviousData,
    }),
  /**
   * The grants of a group, kept under permission management's key: a saved permission dialog
   * marks it stale with the rest (@/modules/organization/pages/permissions/use-save-permissions.ts).
   */
  grantMatrix: (scope: QueryScope, groupName: string) =>
    queryOptions({
      queryKey: [...permissionQueries.all(scope), 'grant-matrix', 'R', groupName] as const,
      queryFn: ({ signal }) => getGrantMatrix(groupName, { signal, silent: true }),
    }),
}
