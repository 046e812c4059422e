import { queryOptions } from '@tanstack/react-query'
import { createCrudApi } from '@/api/abp/crud-api'
import { createCrudQueries } from '@/query/crud-queries'
import { apiClient } from '@/api/http/api-client'
import type { RequestOptions } from '@/api/http/request-options'
import type { QueryScope } from '@/query/query-keys'
import type { IdentityServerResourceDto, UserClaimInput } from './resource-dtos'

/** `IdentityResourceWithDetailsDto` (abp-api.md §8.3). */
export interface IdentityResourceDto extends IdentityServerResourceDto {
  required: boolean
  emphasize: boolean
  userClaims: (UserClaimInput & { identityResourceId: string })[]
}

export interface CreateIdentityResourceDto {
  name: string
  displayName?: string | null
  description?: string | null
  enabled: boolean
  required: boolean
  emphasize: boolean
  showInDiscoveryDocument: boolean
  userClaims: UserClaimInput[]
  properties?: Record<string, string>
}

export interface UpdateIdentityResourceDto extends CreateIdentityResourceDto {
  concurrencyStamp?: string | null
}

/**
 * `/api/identity-server/identity-resources`: paged list, get, create, update, DELETE `?id=`
 * (reading: any of the client-management permissions; writing: the Client children).
 */
export const identityResourceApi = createCrudApi<
  IdentityResourceDto,
  CreateIdentityResourceDto,
  UpdateIdentityResourceDto
>('/api/identity-server/identity-resources', { deleteBy: 'query' })

export const identityResourceQueries = createCrudQueries(
  ['identity-server', 'identity-resource'],
  identityResourceApi,
)

/** `GET /identity-resources/all`: every identity resource, a bare array. */
export function getAllIdentityResources(options?: RequestOptions): Promise<IdentityResourceDto[]> {
  const path = '/api/identity-server/identity-resources/all'
  return apiClient.get<IdentityResourceDto[]>(path, undefined, options)
}

export const allIdentityResourcesQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: [...identityResourceQueries.all(scope), 'all'] as const,
    queryFn: ({ signal }) => getAllIdentityResources({ signal, silent: true }),
  })

/** `POST /identity-resources/create-standard-resources`: adds the missing standard ones. */
export async function createStandardIdentityResources(options?: RequestOptions): Promise<void> {
  const path = '/api/identity-server/identity-resources/create-standard-resources'
  await apiClient.post(path, undefined, options)
}
