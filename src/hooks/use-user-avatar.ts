import { useEffect, useState } from 'react'
import { fetchUserAvatar } from '@/api/identity/users-api'
import { useUserStore } from '@/stores/user-store'
import { detectImageType, imageSignatureLength } from '@/utils/detect-image-type'

interface SharedAvatar {
  url: Promise<string | undefined>
  holders: number
}

/** One request and one object URL per user, however many components show the avatar. */
const avatars = new Map<string, SharedAvatar>()

async function loadAvatarUrl(userId: string): Promise<string | undefined> {
  try {
    const blob = await fetchUserAvatar(userId)
    const type = detectImageType(
      new Uint8Array(await blob.slice(0, imageSignatureLength).arrayBuffer()),
    )
    // Anything but PNG or JPEG (an SVG or HTML upload could run script when opened) is not shown.
    return type ? URL.createObjectURL(new Blob([blob], { type })) : undefined
  } catch {
    return undefined // spec §8: a missing or failing avatar shows the default one
  }
}

function acquireAvatar(userId: string): Promise<string | undefined> {
  let shared = avatars.get(userId)
  if (!shared) {
    shared = { url: loadAvatarUrl(userId), holders: 0 }
    avatars.set(userId, shared)
  }
  shared.holders += 1
  return shared.url
}

function releaseAvatar(userId: string): void {
  const shared = avatars.get(userId)
  if (!shared || --shared.holders > 0) return
  avatars.delete(userId)
  void shared.url.then((url) => url && URL.revokeObjectURL(url))
}

/**
 * The signed-in user's avatar as an object URL, or undefined for the default avatar. An <img src>
 * cannot send the bearer header, so the image is fetched through the API client; the URL is
 * revoked when the last component showing it goes away. A demo-mode profile brings its own
 * avatar URL, used as is.
 */
export function useUserAvatar(): string | undefined {
  const userId = useUserStore((s) => s.id)
  const givenUrl = useUserStore((s) => s.avatar)
  const [loaded, setLoaded] = useState<{ userId: string; url: string | undefined }>()

  useEffect(() => {
    if (!userId || givenUrl) return
    let isCurrent = true
    void acquireAvatar(userId).then((url) => {
      if (isCurrent) setLoaded({ userId, url })
    })
    return () => {
      isCurrent = false
      releaseAvatar(userId)
    }
  }, [userId, givenUrl])

  if (givenUrl) return givenUrl
  return loaded?.userId === userId ? loaded.url : undefined
}
