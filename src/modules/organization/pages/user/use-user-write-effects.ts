import { useQueryClient } from '@tanstack/react-query'
import { organizationQueries } from '@/modules/organization/api/organization-api'
import { positionQueries } from '@/modules/organization/api/position-api'
import { isApiError } from '@/api/http/api-error'
import { notifier } from '@/feedback/notifier'
import { useTenantScope } from '@/query/query-scope'
import { useUserStore } from '@/stores/user-store'

/**
 * A user was created, changed or deleted: the organisations' and positions' member counts
 * (`userCount` in their lists and details) changed with it. Their trees and pickers did not.
 */
export function useInvalidateMemberCounts(): () => void {
  const client = useQueryClient()
  const scope = useTenantScope()
  return () => {
    for (const all of [organizationQueries.all(scope), positionQueries.all(scope)]) {
      void client.invalidateQueries({ queryKey: [...all, 'list'] })
      void client.invalidateQueries({ queryKey: [...all, 'detail'] })
    }
  }
}

/** Whether `id` is the signed-in user. */
export function useIsCurrentUser(): (id: string) => boolean {
  const currentId = useUserStore((s) => s.id).toLowerCase()
  return (id) => currentId !== '' && id.toLowerCase() === currentId
}

/**
 * The grants could not be read again after the signed-in user's own roles were saved. A failed
 * call showed its toast already (and "no permission at all" signs out in the shell's refresher);
 * anything else is said here.
 */
export function reportGrantsRefreshFailure(error: unknown): void {
  if (!isApiError(error) && error instanceof Error) notifier.error(error.message)
}
