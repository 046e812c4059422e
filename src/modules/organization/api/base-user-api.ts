import { queryOptions } from '@tanstack/react-query'
import type { ListResultDto } from '@/api/abp/list-result-dto'
import { createCrudApi, type CrudApi } from '@/api/abp/crud-api'
import { createCrudQueries } from '@/query/crud-queries'
import type { PagedListInput } from '@/api/abp/paged-result-dto'
import { apiClient } from '@/api/http/api-client'
import type { IdentityRoleDto } from '@/modules/organization/api/role-api'
import type { RequestOptions } from '@/api/http/request-options'
import type { QueryScope } from '@/query/query-keys'

/** A user's organisation as `BaseUserDto.organizations` names it. */
export interface UserOrganizationDto {
  id: string
  name: string
  fullName: string | null
}

/** A user's position as `BaseUserDto.positions` names it (in position `sort` order). */
export interface UserPositionRefDto {
  id: string
  name: string
}

/** `BaseUserDto` (business-api.md §1.3): ABP's IdentityUserDto, role names and memberships. */
export interface BaseUserDto {
  id: string
  tenantId: string | null
  userName: string
  name: string | null
  surname: string | null
  email: string
  emailConfirmed: boolean
  phoneNumber: string | null
  phoneNumberConfirmed: boolean
  isActive: boolean
  lockoutEnabled: boolean
  lockoutEnd: string | null
  concurrencyStamp: string
  creationTime: string
  extraProperties: Record<string, unknown>
  roleNames: string[]
  organizations: UserOrganizationDto[]
  positions: UserPositionRefDto[]
}

/** `IdentityUserCreateDto` + memberships (abp-api.md §4.2, business-api.md §1.3). */
export interface BaseUserCreateDto {
  userName: string
  name?: string | null
  surname?: string | null
  email: string
  phoneNumber?: string | null
  isActive: boolean
  lockoutEnabled: boolean
  /** null: the default roles (create) or unchanged (update). */
  roleNames: string[] | null
  /** At most 10; null = unchanged on update, [] clears. */
  organizationIds: string[] | null
  /** At most 10; null = unchanged on update, [] clears. */
  positionIds: string[] | null
  password: string
  extraProperties?: Record<string, unknown>
}

/** `IdentityUserUpdateDto` + memberships: no `password` keeps the current one. */
export interface BaseUserUpdateDto extends Omit<BaseUserCreateDto, 'password'> {
  password?: string
  concurrencyStamp?: string | null
}

/** The list's own filters besides `filter` (userName, name, email, phoneNumber). */
export interface BaseUserFilters {
  organizationId: string
  /** With `organizationId`: the whole subtree (the server's default is true too). */
  includeDescendants: boolean
  positionId: string
  isActive: boolean
}

const identityUsersPath = '/api/identity/users'

/**
 * `/api/base/user`: paged list (sorting: userName, name, email, creationTime), get, create,
 * update; a user is deleted through identity's `DELETE /api/identity/users/{id}`.
 */
export const baseUserApi: CrudApi<
  BaseUserDto,
  BaseUserCreateDto,
  BaseUserUpdateDto,
  BaseUserFilters
> = {
  ...createCrudApi<BaseUserDto, BaseUserCreateDto, BaseUserUpdateDto, BaseUserFilters>(
    '/api/base/user',
  ),
  delete: async (id, options) => {
    await apiClient.delete(`${identityUsersPath}/${encodeURIComponent(id)}`, undefined, options)
  },
}

const crudQueries = createCrudQueries(['base', 'user'], baseUserApi)

export const baseUserQueries = {
  ...crudQueries,
  /** The list; an organisation filter always takes its subtree (`includeDescendants=true`). */
  list: (scope: QueryScope, input: PagedListInput<BaseUserFilters>) =>
    crudQueries.list(scope, input.organizationId ? { ...input, includeDescendants: true } : input),
  /** The roles a user can be given (`GET /api/identity/users/assignable-roles`). */
  assignableRoles: (scope: QueryScope) =>
    queryOptions({
      queryKey: [...scope, 'identity', 'user', 'assignable-roles'] as const,
      queryFn: ({ signal }) => getAssignableRoles({ signal, silent: true }),
    }),
}

export const baseUserResource = { api: baseUserApi, queries: baseUserQueries }

/** GET /api/identity/users/assignable-roles → the roles, by name. */
export async function getAssignableRoles(options?: RequestOptions): Promise<IdentityRoleDto[]> {
  const result = await apiClient.get<ListResultDto<IdentityRoleDto>>(
    `${identityUsersPath}/assignable-roles`,
    undefined,
    options,
  )
  return result.items
}

/** The seeded administrator: ABP's UI never offers to delete it. */
export function isAdminUser(user: Pick<BaseUserDto, 'userName'>): boolean {
  return user.userName.toLowerCase() === 'admin'
}

/** Permissions of the Users page (abp-api.md §4.3, business-api.md §11). */
export const userPolicies = {
  read: 'AbpIdentity.Users',
  create: 'AbpIdentity.Users.Create',
  update: 'AbpIdentity.Users.Update',
  delete: 'AbpIdentity.Users.Delete',
  managePermissions: 'AbpIdentity.Users.ManagePermissions',
} as const
