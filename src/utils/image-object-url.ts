import { detectImageType, imageSignatureLength } from './detect-image-type'

/**
 * An object URL for downloaded image bytes, typed by what the bytes are (PNG or JPEG), never by
 * the answer's Content-Type or a file name; null for anything else. An SVG or HTML upload turned
 * into an object URL would run as a same-origin document when opened, so it is never shown.
 * The caller revokes the URL when it is no longer shown.
 */
export async function imageObjectUrl(blob: Blob): Promise<string | null> {
  const head = await blob.slice(0, imageSignatureLength).arrayBuffer()
  const type = detectImageType(new Uint8Array(head))
  return type ? URL.createObjectURL(new Blob([blob], { type })) : null
}
