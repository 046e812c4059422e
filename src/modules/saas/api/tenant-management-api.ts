import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '@/api/http/api-client'
import type { RequestOptions } from '@/api/http/request-options'
import type { QueryScope } from '@/query/query-keys'
import { createCrudApi } from '@/api/abp/crud-api'
import { createCrudQueries } from '@/query/crud-queries'

/** `TenantDto` (abp-api.md §5.2): an `ExtensibleEntityDto<Guid>`, no audit members. */
export interface TenantDto {
  id: string
  name: string
  concurrencyStamp: string
  extraProperties: Record<string, unknown>
}

/** `TenantCreateDto`: the tenant and its first user, `admin` (abp-api.md §5.2). */
export interface TenantCreateDto {
  name: string
  adminEmailAddress: string
  adminPassword: string
  extraProperties?: Record<string, unknown>
}

export interface TenantUpdateDto {
  name: string
  concurrencyStamp?: string | null
  extraProperties?: Record<string, unknown>
}

const path = '/api/multi-tenancy/tenants'

/** `/api/multi-tenancy/tenants`: paged list (`filter` on the name; sorting name), CRUD. */
export const tenantApi = createCrudApi<TenantDto, TenantCreateDto, TenantUpdateDto>(path)

export const tenantQueries = createCrudQueries(['abp', 'tenants'], tenantApi)

export const tenantResource = { api: tenantApi, queries: tenantQueries }

/** Tenant management is host-side: inside a tenant these are never granted (abp-api.md §5). */
export const tenantPolicies = {
  read: 'AbpTenantManagement.Tenants',
  create: 'AbpTenantManagement.Tenants.Create',
  update: 'AbpTenantManagement.Tenants.Update',
  delete: 'AbpTenantManagement.Tenants.Delete',
  manageConnectionStrings: 'AbpTenantManagement.Tenants.ManageConnectionStrings',
} as const

/** TenantConnectionStringConsts.MaxValueLength */
export const maxConnectionStringLength = 1024

const connectionStringUrl = (id: string) =>
  `${path}/${encodeURIComponent(id)}/default-connection-string`

/**
 * GET …/default-connection-string: a **text/plain** string, read as text (never parsed as JSON);
 * none (204, empty) is null: the tenant uses the host database.
 */
export async function getDefaultConnectionString(
  id: string,
  options?: RequestOptions,
): Promise<string | null> {
  const text = await apiClient.get<string>(connectionStringUrl(id), undefined, {
    ...options,
    responseType: 'text',
  })
  return typeof text === 'string' && text !== '' ? text : null
}

/** PUT …/default-connection-string?defaultConnectionString=…: the value goes in the query; 204. */
export async function updateDefaultConnectionString(
  id: string,
  value: string,
  options?: RequestOptions,
): Promise<void> {
  const query = `defaultConnectionString=${encodeURIComponent(value)}`
  await apiClient.put(`${connectionStringUrl(id)}?${query}`, undefined, options)
}

/** DELETE …/default-connection-string: back to the host database; 204. */
export async function deleteDefaultConnectionString(
  id: string,
  options?: RequestOptions,
): Promise<void> {
  await apiClient.delete(connectionStringUrl(id), undefined, options)
}

/** The connection string of one tenant; under the tenants' key, so their writes refresh it. */
export function tenantConnectionStringQuery(scope: QueryScope, id: string) {
  return queryOptions({
    queryKey: [...tenantQueries.all(scope), 'connectionString', id] as const,
    queryFn: ({ signal }) => getDefaultConnectionString(id, { signal, silent: true }),
  })
}
