import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '@/api/http/api-client'
import type { RequestOptions } from '@/api/http/request-options'
import type { QueryScope } from '@/query/query-keys'

/** `IdentityClaimTypeDto` (abp-api.md §8.1). */
export interface ClaimTypeDto {
  id: string
  name: string
  extraProperties: Record<string, unknown>
}

/** `GET /api/identity-server/claim-types`: a bare array. */
export function getClaimTypes(options?: RequestOptions): Promise<ClaimTypeDto[]> {
  return apiClient.get<ClaimTypeDto[]>('/api/identity-server/claim-types', undefined, options)
}

export const claimTypesQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: [...scope, 'identity-server', 'claim-types'] as const,
    queryFn: ({ signal }) => getClaimTypes({ signal, silent: true }),
  })
