import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ListResultDto } from '@/api/abp/list-result-dto'
import type { PagedListInput, PagedResultDto } from '@/api/abp/paged-result-dto'
import { readAllPages } from '@/api/abp/read-all-pages'
import { apiClient } from '@/api/http/api-client'
import type { RequestOptions } from '@/api/http/request-options'
import type { TenantScope } from '@/query/query-keys'

/** A user's grant on a project (business-api.md §3.4): the user may open the project. */
export interface UserProjectPermissionDto {
  id: string
  userId: string
  userName: string
  /** The user's name. */
  name: string | null
  projectId: string
  projName: string
  projCode: string | null
  /** The user's contract-section grants in this project. */
  htdCount: number
  creationTime: string
  creatorId: string | null
}

/** The list's own filters besides `filter` (userName, user name, projName, projCode). */
export interface UserProjectPermissionFilters {
  userId: string
  projectId: string
}

/** The list's sorting whitelist; default `userName asc`. */
export type UserProjectPermissionSorting = 'userName' | 'projName' | 'creationTime'

/** At most this many ids per replace (400 V6 above). */
export const maxProjectIdsPerUser = 500
export const maxUserIdsPerProject = 2000

const path = '/api/base/user-project-permission'
const id = (value: string) => encodeURIComponent(value)

/** GET the paged list. */
export function listUserProjectPermissions(
  input: PagedListInput<UserProjectPermissionFilters>,
  options?: RequestOptions,
): Promise<PagedResultDto<UserProjectPermissionDto>> {
  return apiClient.get<PagedResultDto<UserProjectPermissionDto>>(path, input, options)
}

/** Every grant of one project (all pages): the set a `by-project` PUT replaces. */
export function listProjectGrants(
  projectId: string,
  options?: RequestOptions,
): Promise<UserProjectPermissionDto[]> {
  return readAllPages((page) => listUserProjectPermissions({ ...page, projectId }, options))
}

/** GET `by-user/{userId}`: the user's grants by project sort (unknown user → 404). */
export async function getUserProjects(
  userId: string,
  options?: RequestOptions,
): Promise<UserProjectPermissionDto[]> {
  const result = await apiClient.get<ListResultDto<UserProjectPermissionDto>>(
    `${path}/by-user/${id(userId)}`,
    undefined,
    options,
  )
  return result.items
}

/**
 * PUT `by-user/{userId}`: **replaces** the user's project set. A removed project also takes the
 * user's contract-section grants in it.
 */
export async function setUserProjects(
  userId: string,
  projectIds: readonly string[],
  options?: RequestOptions,
): Promise<void> {
  await apiClient.put(`${path}/by-user/${id(userId)}`, { projectIds: [...projectIds] }, options)
}

/** PUT `by-project/{projectId}`: replaces the project's users (with the same cascade). */
export async function setProjectUsers(
  projectId: string,
  userIds: readonly string[],
  options?: RequestOptions,
): Promise<void> {
  await apiClient.put(`${path}/by-project/${id(projectId)}`, { userIds: [...userIds] }, options)
}

/** DELETE `{id}`: revokes one grant (with the user's htd grants in the project). */
export async function deleteUserProjectPermission(
  grantId: string,
  options?: RequestOptions,
): Promise<void> {
  await apiClient.delete(`${path}/${id(grantId)}`, undefined, options)
}

const allKey = (scope: TenantScope) => [...scope, 'base', 'user-project-permission'] as const

/**
 * Query options, by tenant (grants span projects). A write changes these grants, the htd grants
 * (cascade) and the by-user answer the project switcher reads: invalidate `affectedKeys`.
 */
export const userProjectPermissionQueries = {
  all: allKey,
  list: (scope: TenantScope, input: PagedListInput<UserProjectPermissionFilters>) =>
    queryOptions({
      queryKey: [...allKey(scope), 'list', input] as const,
      queryFn: ({ signal }) => listUserProjectPermissions(input, { signal, silent: true }),
      placeholderData: keepPreviousData,
    }),
  byUser: (scope: TenantScope, userId: string) =>
    queryOptions({
      queryKey: [...allKey(scope), 'by-user', userId] as const,
      queryFn: ({ signal }) => getUserProjects(userId, { signal, silent: true }),
      enabled: userId !== '',
    }),
  /** Every grant of the project (its users), by user name. */
  byProject: (scope: TenantScope, projectId: string) =>
    queryOptions({
      queryKey: [...allKey(scope), 'by-project', projectId] as const,
      queryFn: ({ signal }) => listProjectGrants(projectId, { signal, silent: true }),
      enabled: projectId !== '',
    }),
  affectedKeys: (scope: TenantScope) =>
    [
      allKey(scope),
      [...scope, 'base', 'user-htd-permission'],
      [...scope, 'base', 'htd', 'by-user'],
    ] as const,
}

/** Permissions of the User projects page (business-api.md §3.4, §11). */
export const userProjectPermissionPolicies = {
  read: 'Project.UserProjectPermissions',
  assign: 'Project.UserProjectPermissions.Assign',
} as const
