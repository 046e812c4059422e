import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '@/api/http/api-client'
import type { RequestOptions } from '@/api/http/request-options'
import type { QueryScope } from '@/query/query-keys'

/** `R`: a role, keyed by its name; `U`: a user, keyed by id (abp-api.md §6.1). */
export type PermissionProviderName = 'R' | 'U'

/** Who grants a permission: `{ providerName: 'R', providerKey: 'admin' }`. */
export interface ProviderInfoDto {
  providerName: string
  providerKey: string
}

/** `PermissionGrantInfoDto`: one permission of the tree, parents before their children. */
export interface PermissionGrantInfoDto {
  name: string
  displayName: string
  parentName: string | null
  isGranted: boolean
  /** Empty: every provider may grant it. */
  allowedProviders: string[]
  grantedProviders: ProviderInfoDto[]
}

export interface PermissionGroupDto {
  name: string
  displayName: string
  displayNameKey?: string | null
  displayNameResource?: string | null
  permissions: PermissionGrantInfoDto[]
}

/** `GetPermissionListResultDto` (abp-api.md §6.2). */
export interface GetPermissionListResultDto {
  entityDisplayName: string
  groups: PermissionGroupDto[]
}

/** One change of `UpdatePermissionsDto.permissions`. */
export interface UpdatePermissionDto {
  name: string
  isGranted: boolean
}

const permissionsPath = '/api/permission-management/permissions'

function providerQuery(providerName: PermissionProviderName, providerKey: string): string {
  return new URLSearchParams({ providerName, providerKey }).toString()
}

/** GET the permission tree with the grants of a role (`R`, name) or a user (`U`, id). */
export function getPermissions(
  providerName: PermissionProviderName,
  providerKey: string,
  options?: RequestOptions,
): Promise<GetPermissionListResultDto> {
  return apiClient.get<GetPermissionListResultDto>(
    permissionsPath,
    { providerName, providerKey },
    options,
  )
}

/** PUT only the changed permissions of the provider; 204. */
export async function updatePermissions(
  providerName: PermissionProviderName,
  providerKey: string,
  permissions: readonly UpdatePermissionDto[],
  options?: RequestOptions,
): Promise<void> {
  await apiClient.put(
    `${permissionsPath}?${providerQuery(providerName, providerKey)}`,
    { permissions },
    options,
  )
}

const resourceKey = ['permission-management', 'permissions'] as const

export const permissionQueries = {
  /** Everything of permission management in the scope (what a save invalidates). */
  all: (scope: QueryScope) => [...scope, ...resourceKey] as const,
  grants: (scope: QueryScope, providerName: PermissionProviderName, providerKey: string) =>
    queryOptions({
      queryKey: [...scope, ...resourceKey, providerName, providerKey] as const,
      queryFn: ({ signal }) => getPermissions(providerName, providerKey, { signal, silent: true }),
    }),
}
