import { useQuery } from '@tanstack/react-query'
import { userAvatarQuery } from '@/query/user-avatar-query'
import { useUserStore } from '@/stores/user-store'
import { useTenantScope } from './query-scope'

/**
 * The signed-in user's avatar as an object URL, or undefined for the default avatar. An <img src>
 * cannot send the bearer header, so the image is fetched through the API client. A demo-mode
 * profile brings its own avatar URL, used as is.
 */
export function useUserAvatar(): string | undefined {
  const userId = useUserStore((s) => s.id)
  const givenUrl = useUserStore((s) => s.avatar)
  const { data } = useQuery({
    ...userAvatarQuery(useTenantScope(), userId),
    enabled: userId !== '' && !givenUrl,
  })
  if (givenUrl) return givenUrl
  return data ?? undefined
}
