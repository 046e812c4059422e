import { createCrudApi } from '@/api/abp/crud-api'
import { createCrudQueries } from '@/query/crud-queries'
import type { IdentityServerResourceDto, UserClaimInput } from './resource-dtos'

/** A secret of an API resource: the stored value is base64(SHA-256); a new one goes in plain. */
export interface ResourceSecretDto {
  type: string
  value: string
  description: string | null
  /** ABP date-time (no offset) or null: never expires. */
  expiration: string | null
}

/** `ApiResourceWithDetailsDto` (abp-api.md §8.3). */
export interface ApiResourceDto extends IdentityServerResourceDto {
  allowedAccessTokenSigningAlgorithms: string | null
  userClaims: (UserClaimInput & { apiResourceId: string })[]
  scopes: { apiResourceId: string; scope: string }[]
  secrets: (ResourceSecretDto & { apiResourceId: string })[]
}

/** `CreateApiResourceDto`: a new resource is enabled, without scopes, secrets or properties. */
export interface CreateApiResourceDto {
  name: string
  displayName?: string | null
  description?: string | null
  showInDiscoveryDocument: boolean
  userClaims: UserClaimInput[]
}

/** `UpdateApiResourceDto`: no name (it cannot change); the stamp is checked when sent. */
export interface UpdateApiResourceDto {
  displayName: string | null
  description: string | null
  enabled: boolean
  showInDiscoveryDocument: boolean
  properties: Record<string, string>
  userClaims: UserClaimInput[]
  scopes: { scope: string }[]
  secrets: ResourceSecretDto[]
  concurrencyStamp?: string | null
}

/**
 * `/api/identity-server/api-resources`: paged list (`filter` on name, display name,
 * description; sorting name, displayName), get, create, update, DELETE with `?id=`.
 */
export const apiResourceApi = createCrudApi<
  ApiResourceDto,
  CreateApiResourceDto,
  UpdateApiResourceDto
>('/api/identity-server/api-resources', { deleteBy: 'query' })

export const apiResourceQueries = createCrudQueries(
  ['identity-server', 'api-resource'],
  apiResourceApi,
)

export const apiResourceResource = { api: apiResourceApi, queries: apiResourceQueries }

/** Permissions of the API resources page. */
export const apiResourcePolicies = {
  read: 'ClientManage.ApiResource',
  create: 'ClientManage.ApiResource.Create',
  update: 'ClientManage.ApiResource.Update',
  delete: 'ClientManage.ApiResource.Delete',
} as const
