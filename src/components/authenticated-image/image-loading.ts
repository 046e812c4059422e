import { registerSessionReset } from '@/stores/reset-session-stores'
import { createBlobCache } from './image-blob-cache'
import { createTaskLimiter } from './task-limiter'
import { toTypedImage } from '@/utils/typed-image'
import { downscale, type LoadedImage } from './downscale-image'

/** At most this many image downloads at once, for every list of the session. */
export const maxImageLoads = 4

/** Thumbnails are drawn this many px on their longer side (2× a 48 px cell, for sharp screens). */
export const thumbnailBox = 96

const limiter = createTaskLimiter(maxImageLoads)
const cache = createBlobCache<LoadedImage>(300)

// Images of one session are not shown to the next.
registerSessionReset(() => cache.clear())

/**
 * The image whose content key is `key` (e.g. an `imageHash`), loaded once per key through the
 * shared queue: `fetch` gives the raw bytes from the authenticated client.
 */
export function loadImage(key: string, fetch: () => Promise<Blob>): Promise<LoadedImage> {
  return cache.get(key, () =>
    limiter.run(async () => {
      const full = await toTypedImage(await fetch())
      return { full, thumb: await downscale(full, thumbnailBox) }
    }),
  )
}

/** The loaded image of `key`, if any: a row shown again draws without waiting. */
export const peekImage = (key: string) => cache.peek(key)
