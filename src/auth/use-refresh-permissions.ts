import { useCallback } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { getApplicationConfiguration } from '@/api/abp/application-configuration-api'
import { refreshPermissions } from './refresh-permissions'

/**
 * For pages that change the current user's own roles or grants: menus, routes and tabs follow at
 * once, without signing in again (see refreshPermissions).
 */
export function useRefreshPermissions(): () => Promise<void> {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  return useCallback(
    () =>
      refreshPermissions({
        loadGrantedPolicies: async () => (await getApplicationConfiguration()).auth.grantedPolicies,
        navigate: (to) => navigate(to),
        currentPath: () => pathname,
      }),
    [navigate, pathname],
  )
}
