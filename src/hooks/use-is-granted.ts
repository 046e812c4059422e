import { isGranted, type Policy } from '@/router/permission-rules'
import { usePermissionStore } from '@/stores/permission-store'

/**
 * Whether the signed-in user holds `policy` (any one of a list): exact grants, no shortcut for
 * role admin. Re-renders when the grants change (auth/refresh-permissions.ts).
 */
export function useIsGranted(policy: Policy): boolean {
  return usePermissionStore((s) => isGranted(s.granted, policy))
}
