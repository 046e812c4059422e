import { queryOptions } from '@tanstack/react-query'
import type { TenantScope } from '@/query/query-keys'
import { getMyProfile } from './profile-api'

/** The signed-in user's `ProfileDto`; a save puts its answer here, a password change reloads it. */
export function myProfileQuery(scope: TenantScope) {
  return queryOptions({
    queryKey: [...scope, 'account', 'my-profile'] as const,
    queryFn: ({ signal }) => getMyProfile({ signal, silent: true }),
  })
}
