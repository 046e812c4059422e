import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getApplicationConfiguration } from '@/api/abp/application-configuration-api'
import { isApiError } from '@/api/http/api-error'
import {
  permissionQueries,
  updatePermissions,
  type PermissionProviderName,
  type UpdatePermissionDto,
} from '@/modules/organization/api/permission-api'
import { useRefreshPermissions } from '@/auth/use-refresh-permissions'
import { useSession } from '@/auth/use-session'
import { notifier } from '@/feedback/notifier'
import { useTenantScope } from '@/query/query-scope'

const sameName = (a: string, b: string | null | undefined) => a.toLowerCase() === b?.toLowerCase()

/** Whether the signed-in user holds what was edited: their own id, or one of their roles. */
async function isOwnProvider(
  providerName: PermissionProviderName,
  providerKey: string,
  userId: string | undefined,
): Promise<boolean> {
  if (providerName === 'U') return sameName(providerKey, userId)
  // The session keeps grants, not role names: the application configuration lists the roles.
  const { currentUser } = await getApplicationConfiguration({ silent: true })
  return currentUser.roles.some((role) => sameName(providerKey, role))
}

/**
 * Saves the changed grants of a role or user in one PUT (no retry: a failure shows its one toast
 * and rejects). When the signed-in user holds that role, or is that user, their permissions are
 * read again so menus follow at once (a user left with none is signed out by the refresher).
 */
export function useSavePermissions(providerName: PermissionProviderName, providerKey: string) {
  const client = useQueryClient()
  const scope = useTenantScope()
  const session = useSession()
  const refreshPermissions = useRefreshPermissions()

  const refreshOwn = async () => {
    try {
      if (await isOwnProvider(providerName, providerKey, session.getIdentity()?.userId)) {
        await refreshPermissions()
      }
    } catch (error) {
      // The grants are saved; a failed re-read (a call's own toast aside) is said once here.
      if (!isApiError(error) && error instanceof Error) notifier.error(error.message)
    }
  }

  return useMutation({
    mutationFn: (changes: readonly UpdatePermissionDto[]) =>
      updatePermissions(providerName, providerKey, changes),
    onSuccess: async () => {
      // Marked stale only: the dialog closes, and a next opening (or a user's dialog) reads again.
      await client.invalidateQueries({
        queryKey: permissionQueries.all(scope),
        refetchType: 'none',
      })
      await refreshOwn()
    },
  })
}
