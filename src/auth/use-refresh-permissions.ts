import { createContext, useContext } from 'react'

/** Re-reads the signed-in user's grants; see RefreshPermissionsProvider. */
export type RefreshPermissions = () => Promise<void>

/**
 * Provided by the signed-in shell (src/layout/refresh-permissions-provider.tsx). A context, not
 * an import of the implementation: that rebuilds routes from the route table, which imports the
 * pages, so a page importing it would close an import circle.
 */
export const RefreshPermissionsContext = createContext<RefreshPermissions | undefined>(undefined)

/**
 * For pages that change the current user's own roles or grants: menus, routes and tabs follow at
 * once, without signing in again (see src/auth/refresh-permissions.ts).
 */
export function useRefreshPermissions(): RefreshPermissions {
  const refresh = useContext(RefreshPermissionsContext)
  if (!refresh) throw new Error('useRefreshPermissions() outside the signed-in shell')
  return refresh
}
