import { useEffect, type RefObject } from 'react'

/**
 * Shows `blob` in the <img> through an object URL while it is shown: revoked when the blob
 * changes (a replaced image) or the image goes, so no list leaks a URL per row it ever showed.
 * The element's `src` is set directly: the URL exists only while something displays it.
 */
export function useBlobSrc(ref: RefObject<HTMLImageElement | null>, blob: Blob | undefined): void {
  useEffect(() => {
    const image = ref.current
    if (!image || !blob) return
    const url = URL.createObjectURL(blob)
    image.src = url
    return () => {
      image.removeAttribute('src')
      URL.revokeObjectURL(url)
    }
  }, [ref, blob])
}
