import { apiClient } from '@/api/http/api-client'
import type { RequestOptions } from '@/api/http/request-options'

/** `FindTenantResultDto`; an unknown name is `success: false` with status 200, not a 404. */
export interface FindTenantResultDto {
  success: boolean
  tenantId: string | null
  name: string | null
  /** ABP ≥ 6.x; older servers omit it. */
  isActive?: boolean
}

/** GET /api/abp/multi-tenancy/tenants/by-name/{name} (anonymous). */
export function findTenantByName(
  name: string,
  options?: RequestOptions,
): Promise<FindTenantResultDto> {
  return apiClient.get<FindTenantResultDto>(
    `/api/abp/multi-tenancy/tenants/by-name/${encodeURIComponent(name)}`,
    undefined,
    options,
  )
}
