import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ListResultDto } from '@/api/abp/list-result-dto'
import type { PagedListInput, PagedResultDto } from '@/api/abp/paged-result-dto'
import { readAllPages } from '@/api/abp/read-all-pages'
import { apiClient } from '@/api/http/api-client'
import type { RequestOptions } from '@/api/http/request-options'
import type { TenantScope } from '@/query/query-keys'

/**
 * A user's grant on one contract section (business-api.md §3.5). The user always holds the grant
 * of the htd's project too: assign the project first (else 403 `Base:UserNotInProject`).
 */
export interface UserHtdPermissionDto {
  id: string
  userId: string
  userName: string
  /** The user's name. */
  name: string | null
  projectId: string
  projName: string
  htdId: string
  htdName: string
  htdCode: string | null
  creationTime: string
  creatorId: string | null
}

/** The list's own filters besides `filter` (userName, user name, htdName, htdCode). */
export interface UserHtdPermissionFilters {
  projectId: string
  htdId: string
  userId: string
}

/** The list's sorting whitelist; default `userName asc`. */
export type UserHtdPermissionSorting = 'userName' | 'htdName' | 'creationTime'

/** At most this many ids per replace (400 V6 above). */
export const maxHtdIdsPerUser = 500
export const maxUserIdsPerHtd = 2000

const path = '/api/base/user-htd-permission'
const id = (value: string) => encodeURIComponent(value)

/** GET the paged list. */
export function listUserHtdPermissions(
  input: PagedListInput<UserHtdPermissionFilters>,
  options?: RequestOptions,
): Promise<PagedResultDto<UserHtdPermissionDto>> {
  return apiClient.get<PagedResultDto<UserHtdPermissionDto>>(path, input, options)
}

/** Every grant of one htd (all pages): the set a `by-htd` PUT replaces. */
export function listHtdGrants(
  htdId: string,
  options?: RequestOptions,
): Promise<UserHtdPermissionDto[]> {
  return readAllPages((page) => listUserHtdPermissions({ ...page, htdId }, options))
}

/** GET `by-user/{userId}[?projectId=]`: the user's htd grants by project, then htd sort. */
export async function getUserHtds(
  userId: string,
  projectId?: string | null,
  options?: RequestOptions,
): Promise<UserHtdPermissionDto[]> {
  const result = await apiClient.get<ListResultDto<UserHtdPermissionDto>>(
    `${path}/by-user/${id(userId)}`,
    projectId ? { projectId } : undefined,
    options,
  )
  return result.items
}

/**
 * PUT `by-user/{userId}?projectId=`: replaces the user's htds **within that project**. Refusals:
 * an htd of another project (`Base:HtdNotInProject`), no project grant (`Base:UserNotInProject`).
 */
export async function setUserHtds(
  userId: string,
  projectId: string,
  htdIds: readonly string[],
  options?: RequestOptions,
): Promise<void> {
  const url = `${path}/by-user/${id(userId)}?projectId=${id(projectId)}`
  await apiClient.put(url, { htdIds: [...htdIds] }, options)
}

/** PUT `by-htd/{htdId}`: replaces the htd's users; each needs the project grant. */
export async function setHtdUsers(
  htdId: string,
  userIds: readonly string[],
  options?: RequestOptions,
): Promise<void> {
  await apiClient.put(`${path}/by-htd/${id(htdId)}`, { userIds: [...userIds] }, options)
}

/** DELETE `{id}`: revokes one htd grant (the project grant stays). */
export async function deleteUserHtdPermission(
  grantId: string,
  options?: RequestOptions,
): Promise<void> {
  await apiClient.delete(`${path}/${id(grantId)}`, undefined, options)
}

const allKey = (scope: TenantScope) => [...scope, 'base', 'user-htd-permission'] as const

/**
 * Query options, by tenant. A write changes these grants, the project grants' `htdCount` and the
 * by-user answer the project switcher reads: invalidate `affectedKeys`.
 */
export const userHtdPermissionQueries = {
  all: allKey,
  list: (scope: TenantScope, input: PagedListInput<UserHtdPermissionFilters>) =>
    queryOptions({
      queryKey: [...allKey(scope), 'list', input] as const,
      queryFn: ({ signal }) => listUserHtdPermissions(input, { signal, silent: true }),
      placeholderData: keepPreviousData,
    }),
  byUser: (scope: TenantScope, userId: string, projectId: string | null = null) =>
    queryOptions({
      queryKey: [...allKey(scope), 'by-user', userId, projectId] as const,
      queryFn: ({ signal }) => getUserHtds(userId, projectId, { signal, silent: true }),
      enabled: userId !== '',
    }),
  /** Every grant of the htd (its users), by user name. */
  byHtd: (scope: TenantScope, htdId: string) =>
    queryOptions({
      queryKey: [...allKey(scope), 'by-htd', htdId] as const,
      queryFn: ({ signal }) => listHtdGrants(htdId, { signal, silent: true }),
      enabled: htdId !== '',
    }),
  affectedKeys: (scope: TenantScope) =>
    [
      allKey(scope),
      [...scope, 'base', 'user-project-permission'],
      [...scope, 'base', 'htd', 'by-user'],
    ] as const,
}

/** Permissions of the User sections page (business-api.md §3.5, §11). */
export const userHtdPermissionPolicies = {
  read: 'Project.UserHtdPermissions',
  assign: 'Project.UserHtdPermissions.Assign',
} as const
