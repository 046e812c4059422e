import { findTenantByName, type FindTenantResultDto } from '@/api/abp/tenants-api'

/** Why a typed tenant cannot sign in (an `app:login.*` text key), or undefined when it can. */
export type TenantProblem = 'tenantNotFound' | 'tenantInactive'

/**
 * ABP's by-name lookup (abp-api.md §5.3): an unknown name is `success: false` (status 200), an
 * inactive tenant `isActive: false`. Servers before 6.x send no `isActive`: active.
 */
export function describeTenantLookup(result: FindTenantResultDto): TenantProblem | undefined {
  if (!result.success) return 'tenantNotFound'
  if (result.isActive === false) return 'tenantInactive'
  return undefined
}

/**
 * Looks the typed tenant up before asking for a token, so that an unknown or inactive tenant is
 * told on its field: the token endpoint answers those with a bare 404 (the tenant resolver's),
 * which only reads as "sign-in failed". If the lookup itself fails (network, a server without the
 * route), the sign-in goes ahead and the token endpoint has the last word.
 */
export async function checkTenant(name: string): Promise<TenantProblem | undefined> {
  try {
    return describeTenantLookup(await findTenantByName(name, { silent: true }))
  } catch {
    return undefined
  }
}
