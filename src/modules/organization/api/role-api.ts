import { queryOptions } from '@tanstack/react-query'
import type { ListResultDto } from '@/api/abp/list-result-dto'
import { createCrudApi } from '@/api/abp/crud-api'
import { createCrudQueries } from '@/query/crud-queries'
import { apiClient } from '@/api/http/api-client'
import type { RequestOptions } from '@/api/http/request-options'
import type { QueryScope } from '@/query/query-keys'

/** ABP's `IdentityRoleDto` (abp-api.md §4.2). */
export interface IdentityRoleDto {
  id: string
  name: string
  isDefault: boolean
  /** Seeded by the system: cannot be renamed or deleted (403 `Volo.Abp.Identity:010005/6`). */
  isStatic: boolean
  isPublic: boolean
  concurrencyStamp: string
  extraProperties: Record<string, unknown>
}

/** `IdentityRoleCreateDto`: name required, at most 256 characters. */
export interface IdentityRoleCreateDto {
  name: string
  isDefault: boolean
  isPublic: boolean
  extraProperties?: Record<string, unknown>
}

/** `IdentityRoleUpdateDto`: a stale stamp answers 403 `Volo.Abp.Identity:ConcurrencyFailure`. */
export interface IdentityRoleUpdateDto extends IdentityRoleCreateDto {
  concurrencyStamp?: string | null
}

const rolesPath = '/api/identity/roles'

/** `/api/identity/roles`: paged list (`filter`; sorting name, isDefault, isPublic, isStatic), CRUD. */
export const roleApi = createCrudApi<IdentityRoleDto, IdentityRoleCreateDto, IdentityRoleUpdateDto>(
  rolesPath,
)

/** GET /api/identity/roles/all: every role of the tenant, by name (role pickers). */
export async function getAllRoles(options?: RequestOptions): Promise<IdentityRoleDto[]> {
  const result = await apiClient.get<ListResultDto<IdentityRoleDto>>(
    `${rolesPath}/all`,
    undefined,
    options,
  )
  return result.items
}

const resourceKey = ['identity', 'roles'] as const

export const roleQueries = {
  ...createCrudQueries(resourceKey, roleApi),
  /** Every role, unpaged: invalidated with the rest of the resource. */
  allRoles: (scope: QueryScope) =>
    queryOptions({
      queryKey: [...scope, ...resourceKey, 'all'] as const,
      queryFn: ({ signal }) => getAllRoles({ signal, silent: true }),
    }),
}

export const roleResource = { api: roleApi, queries: roleQueries }

/** Permissions of the Roles page (abp-api.md §4.3). */
export const rolePolicies = {
  read: 'AbpIdentity.Roles',
  create: 'AbpIdentity.Roles.Create',
  update: 'AbpIdentity.Roles.Update',
  delete: 'AbpIdentity.Roles.Delete',
  managePermissions: 'AbpIdentity.Roles.ManagePermissions',
} as const
