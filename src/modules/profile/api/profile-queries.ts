import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { avatarGraceMs, userAvatarQuery } from '@/query/user-avatar-query'
import type { TenantScope } from '@/query/query-keys'
import { imageObjectUrl } from '@/utils/typed-image'
import { fetchSignKeyImage } from '@/modules/sign-key'
import { getMySignature } from './my-signature-api'
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

/** My signature's DTO (null: none yet); a save or a removal puts its answer here. */
export function mySignatureQuery(scope: TenantScope) {
  return queryOptions({
    queryKey: [...scope, 'sign-key', 'my-signature'] as const,
    queryFn: ({ signal }) => getMySignature({ signal }),
  })
}

/**
 * A signature's image as an object URL of its detected type (null: not PNG or JPEG, not shown),
 * keyed by `imageHash`: a replaced image is fetched again, an unchanged one never twice. The URL
 * is revoked when the query leaves the cache (`meta.objectUrl`).
 */
export function signatureImageQuery(scope: TenantScope, id: string, imageHash: string) {
  return queryOptions({
    queryKey: [...scope, 'sign-key', 'image', id, imageHash] as const,
    queryFn: async ({ signal }) => imageObjectUrl(await fetchSignKeyImage(id, { signal })),
    staleTime: Infinity,
    gcTime: avatarGraceMs,
    meta: { objectUrl: true, silent: true },
  })
}
