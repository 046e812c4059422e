/**
 * What the upload rules read from an image's first bytes (business-api.md §0.5): the type by its
 * magic bytes only, and the size from the header (PNG IHDR, JPEG start-of-frame).
 */
export type ImageType = 'image/png' | 'image/jpeg'

export interface ImageHeader {
  type: ImageType
  /** Null when the header cannot be read (a truncated or broken file). */
  width: number | null
  height: number | null
}

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const jpeg = [0xff, 0xd8, 0xff]

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte)
}

function uint16(bytes: Uint8Array, at: number): number {
  return (bytes[at] << 8) | bytes[at + 1]
}

function uint32(bytes: Uint8Array, at: number): number {
  return ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0
}

/** IHDR is the first chunk: length (4), "IHDR" (4), width (4), height (4). */
function pngSize(bytes: Uint8Array): [number, number] | null {
  const isIhdr = String.fromCharCode(...bytes.subarray(12, 16)) === 'IHDR'
  return isIhdr && bytes.length >= 24 ? [uint32(bytes, 16), uint32(bytes, 20)] : null
}

// SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC), which share the range.
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
// Markers without a length: TEM, RST0–7, SOI, EOI.
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)

/** Walks the segments to the first start-of-frame: length (2), precision (1), height, width. */
function jpegSize(bytes: Uint8Array): [number, number] | null {
  let at = 2
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null
    const marker = bytes[at + 1]
    if (marker === 0xff) {
      at += 1 // fill byte
    } else if (isStandalone(marker)) {
      at += 2
    } else if (isStartOfFrame(marker)) {
      return at + 9 <= bytes.length ? [uint16(bytes, at + 7), uint16(bytes, at + 5)] : null
    } else {
      at += 2 + uint16(bytes, at + 2)
    }
  }
  return null
}

/** PNG or JPEG with its size, or null for anything else (SVG, GIF, WebP, BMP, PDF, text). */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const type = startsWith(bytes, png) ? 'image/png' : startsWith(bytes, jpeg) ? 'image/jpeg' : null
  if (!type) return null
  const size = type === 'image/png' ? pngSize(bytes) : jpegSize(bytes)
  return { type, width: size?.[0] ?? null, height: size?.[1] ?? null }
}
