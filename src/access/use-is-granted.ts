import { useCallback } from 'react'
import { isGranted, type Policy } from '@/access/permission-rules'
import { usePermissionStore } from '@/stores/permission-store'

/**
 * Whether the signed-in user holds `policy` (any one of a list): exact grants, no shortcut for
 * role admin. Re-renders when the grants change (auth/refresh-permissions.ts).
 */
export function useIsGranted(policy: Policy): boolean {
  return usePermissionStore((s) => isGranted(s.granted, policy))
}

/**
 * The same check as a function, for lists: a table's row actions ask it per cell instead of each
 * cell subscribing to the store (a shown page re-creates every subscription of its rows).
 */
export function useGrantCheck(): (policy: Policy) => boolean {
  const granted = usePermissionStore((s) => s.granted)
  return useCallback((policy: Policy) => isGranted(granted, policy), [granted])
}
