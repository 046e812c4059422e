import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { userAvatarQuery } from '@/query/user-avatar-query'
import type { TenantScope } from '@/query/query-keys'
import { getMyProfile } from './profile-api'

/** The signed-in user's `ProfileDto`; a save puts its answer here, a password change reloads it. */
export function myProfileQuery(scope: TenantScope) {
  return queryOptions({
    queryKey: [...scope, 'account', 'my-profile'] as const,
    queryFn: ({ signal }) => getMyProfile({ signal, silent: true }),
  })
}

/**
 * The avatar changed (uploaded or removed): every place that shows it (navbar, pages) loads it
 * again at once, and the replaced object URL is freed once the new one is there.
 */
export async function refreshUserAvatar(
  client: QueryClient,
  scope: TenantScope,
  userId: string,
): Promise<void> {
  const { queryKey } = userAvatarQuery(scope, userId)
  const previous = client.getQueryData(queryKey)
  await client.invalidateQueries({ queryKey })
  if (previous && client.getQueryData(queryKey) !== previous) URL.revokeObjectURL(previous)
}
