import { queryOptions } from '@tanstack/react-query'
import type { TenantScope } from '@/query/query-keys'
import { imageObjectUrl } from '@/utils/typed-image'
import { fetchUserAvatar } from '@/api/abp/identity-users-api'

/**
 * A component that goes and comes back at once (a suspended render retried, a page shown again)
 * keeps the same object URL: the last holder's release is only final after this grace period.
 */
export const avatarGraceMs = 1_000

/** The avatar as an object URL, or null for the default one (spec §8: never an error). */
async function loadAvatarUrl(userId: string, signal: AbortSignal): Promise<string | null> {
  try {
    // Anything but PNG or JPEG (an SVG or HTML upload could run script when opened) is not shown.
    return await imageObjectUrl(await fetchUserAvatar(userId, { signal }))
  } catch {
    return null
  }
}

/**
 * One request and one object URL per user, however many components show the avatar; the URL is
 * revoked when the query leaves the cache (`meta.objectUrl`: the last holder gone for
 * avatarGraceMs, or sign-out).
 */
export function userAvatarQuery(scope: TenantScope, userId: string) {
  return queryOptions({
    queryKey: [...scope, 'identity', 'user-avatar', userId] as const,
    queryFn: ({ signal }) => loadAvatarUrl(userId, signal),
    gcTime: avatarGraceMs,
    retry: false,
    meta: { objectUrl: true, silent: true },
  })
}
