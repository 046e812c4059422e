import { queryOptions } from '@tanstack/react-query'
import { createCrudApi } from '@/api/abp/crud-api'
import { createCrudQueries } from '@/query/crud-queries'
import { apiClient } from '@/api/http/api-client'
import type { RequestOptions } from '@/api/http/request-options'
import type { QueryScope } from '@/query/query-keys'
import type { IdentityServerResourceDto, UserClaimInput } from './resource-dtos'

/** `ApiScopeDto` (abp-api.md §8.3). */
export interface ApiScopeDto extends IdentityServerResourceDto {
  required: boolean
  emphasize: boolean
  userClaims: (UserClaimInput & { apiScopeId: string })[]
}

/** `CreateApiScopeDto`. */
export interface CreateApiScopeDto {
  name: string
  displayName?: string | null
  description?: string | null
  enabled: boolean
  emphasize: boolean
  required: boolean
  showInDiscoveryDocument: boolean
  userClaims: UserClaimInput[]
}

/** `UpdateApiScopeDto`: the create fields plus `properties` (and the stamp, checked if sent). */
export interface UpdateApiScopeDto extends CreateApiScopeDto {
  properties: Record<string, string>
  concurrencyStamp?: string | null
}

/**
 * `/api/identity-server/api-scopes`: paged list (`filter` on name, display name, description;
 * sorting name, displayName), get, create, update, DELETE with `?id=`.
 */
export const apiScopeApi = createCrudApi<ApiScopeDto, CreateApiScopeDto, UpdateApiScopeDto>(
  '/api/identity-server/api-scopes',
  { deleteBy: 'query' },
)

export const apiScopeQueries = createCrudQueries(['identity-server', 'api-scope'], apiScopeApi)

export const apiScopeResource = { api: apiScopeApi, queries: apiScopeQueries }

/** `GET /api-scopes/all`: every API scope, a bare array. */
export function getAllApiScopes(options?: RequestOptions): Promise<ApiScopeDto[]> {
  return apiClient.get<ApiScopeDto[]>('/api/identity-server/api-scopes/all', undefined, options)
}

/** Under the scopes' key, so a scope written on its page refreshes the resource dialog's choices. */
export const allApiScopesQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: [...apiScopeQueries.all(scope), 'all'] as const,
    queryFn: ({ signal }) => getAllApiScopes({ signal, silent: true }),
  })

/** Permissions of the API scopes page. */
export const apiScopePolicies = {
  read: 'ClientManage.ApiScope',
  create: 'ClientManage.ApiScope.Create',
  update: 'ClientManage.ApiScope.Update',
  delete: 'ClientManage.ApiScope.Delete',
} as const
