import { useEffect, useRef, useState } from 'react'
import styles from './authenticated-image.module.css'
import { loadImage, peekImage } from './image-loading'
import type { LoadedImage } from './downscale-image'
import { useSeen } from './use-in-view'
import { useBlobSrc } from './use-blob-src'

export interface AuthenticatedImageProps {
  /** What the image's bytes are (a content hash): a new key loads again, a known one never. */
  cacheKey: string
  /** The raw bytes, through the authenticated client (a token never goes into a URL). */
  fetch: () => Promise<Blob>
  /** The button's accessible name ("Preview 公章"). */
  alt: string
  /** The frame's side in px. */
  size?: number
  /** Opens a large view: given the full image. */
  onOpen?: (image: Blob) => void
  failedText?: string
}

/**
 * A downscaled thumbnail of an image that needs the sign-in: loaded only once its row comes into
 * view, through the shared queue and cache (image-loading.ts), shown through an object URL of a
 * Blob typed by its bytes. Plain elements: a 50-row page mounts one per row.
 */
export function AuthenticatedImage({
  cacheKey,
  fetch,
  alt,
  size = 48,
  onOpen,
  failedText = '—',
}: AuthenticatedImageProps) {
  const frame = useRef<HTMLButtonElement>(null)
  const seen = useSeen(frame)
  const [loaded, setLoaded] = useState<{ key: string; image?: LoadedImage; failed?: boolean }>()
  const known = peekImage(cacheKey)
  const image = loaded?.key === cacheKey ? loaded.image : known
  const failed = loaded?.key === cacheKey && loaded.failed === true
  // The latest fetch, without making a new function per render start a load.
  const fetchRef = useRef(fetch)
  useEffect(() => {
    fetchRef.current = fetch
  })

  useEffect(() => {
    if (!seen || known) return
    let current = true
    loadImage(cacheKey, () => fetchRef.current()).then(
      (result) => current && setLoaded({ key: cacheKey, image: result }),
      () => current && setLoaded({ key: cacheKey, failed: true }),
    )
    return () => {
      current = false
    }
  }, [seen, cacheKey, known])

  const thumb = useRef<HTMLImageElement>(null)
  useBlobSrc(thumb, image?.thumb)
  return (
    <button
      ref={frame}
      type="button"
      className={styles.frame}
      style={{ width: size, height: size }}
      aria-label={alt}
      disabled={!image}
      onClick={() => image && onOpen?.(image.full)}
    >
      {image ? (
        <img ref={thumb} alt="" draggable={false} />
      ) : failed ? (
        <span className={styles.failed}>{failedText}</span>
      ) : null}
    </button>
  )
}
