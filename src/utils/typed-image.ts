import { detectImageType, imageSignatureLength } from './detect-image-type'

/** Thrown for bytes that are not PNG or JPEG: they are never given to an <img> or a URL. */
export class NotAnImageError extends Error {
  constructor() {
    super('Not a PNG or JPEG image')
  }
}

/**
 * The bytes as a Blob typed by what they are (image/png or image/jpeg), never by the server's
 * Content-Type or a name: an SVG or HTML file behind an object URL could run as a same-origin
 * document when opened.
 */
export async function toTypedImage(bytes: Blob): Promise<Blob> {
  const head = new Uint8Array(await bytes.slice(0, imageSignatureLength).arrayBuffer())
  const type = detectImageType(head)
  if (!type) throw new NotAnImageError()
  return new Blob([bytes], { type })
}

/**
 * An object URL for downloaded image bytes typed by `toTypedImage`; null for anything that is not
 * PNG or JPEG. The caller revokes the URL when it is no longer shown.
 */
export async function imageObjectUrl(blob: Blob): Promise<string | null> {
  return toTypedImage(blob).then(
    (typed) => URL.createObjectURL(typed),
    () => null,
  )
}
